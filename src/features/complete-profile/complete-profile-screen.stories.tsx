import { Box } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import {
  idTypesHandler,
  recordInfoHandler,
  recordPageHandler,
  sessionHandler,
} from '../../../mocks/account-handlers'
import {
  accountFixture,
  codeSentFixture,
  recordFixture,
  reviewComments,
  summaryOf,
  validNumbers,
} from '../../../mocks/fixtures'
import { answerData, answerFailure, answerNever } from '../../../mocks/handlers'
import { lastParams, requestsTo } from '../../../mocks/request-log'
import { expectCalledThenToast, expectFieldError, expectToast } from '../../../mocks/story-helpers'
import { CompleteProfileScreen } from './complete-profile-screen'
import { Code } from '@generated/error-catalogue'

type Canvas = ReturnType<typeof within>

const submittedRecord = recordFixture('completeProfile', 'reviewing')
const rejectedRecord = recordFixture('completeProfile', 'rejected')

/** The account answers incomplete until the profile is submitted, then under review. */
const submitFlow = {
  session: [
    sessionHandler(accountFixture('incomplete'), {
      operation: 'completeAccountInfo',
      account: accountFixture('reviewing'),
    }),
  ],
  records: [recordPageHandler([submittedRecord]), recordInfoHandler([submittedRecord])],
}

const emptyRecords = [recordPageHandler([])]

const meta = {
  title: 'Account/CompleteProfile',
  component: CompleteProfileScreen,
  parameters: {
    router: { path: '/account/data', initialEntries: ['/account/data'] },
    msw: {
      handlers: {
        session: [sessionHandler(accountFixture('incomplete'))],
        reference: [idTypesHandler],
        records: emptyRecords,
        sms: [answerData('sendConfirmSms', codeSentFixture)],
      },
    },
  },
} satisfies Meta<typeof CompleteProfileScreen>

export default meta
type Story = StoryObj<typeof meta>

// The form and the under-review screen are lazy chunks of the page (kept out of its first load): the
// first look for them waits for the chunk as well.
const CHUNK = { timeout: 5000 }
const stepHeading = (canvas: Canvas, name: RegExp | string) =>
  canvas.findByRole('heading', { level: 2, name }, CHUNK)
const next = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: '下一步' }))

/** Step 1: the developer type. */
async function chooseType(canvas: Canvas, type: '个人开发者' | '企业开发者') {
  await stepHeading(canvas, '第 1 步，共 4 步：开发者类型')
  await userEvent.click(canvas.getByRole('radio', { name: new RegExp(type) }))
  await next(canvas)
  await waitFor(() =>
    expect(
      canvas.getByRole('heading', { level: 2, name: '第 2 步，共 4 步：身份信息' }),
    ).toHaveFocus(),
  )
}

async function fillIndividual(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: '真实姓名' }), '韩梅梅')
  await userEvent.selectOptions(
    await canvas.findByRole('combobox', { name: '证件类型' }),
    'RESIDENT_ID',
  )
  await userEvent.type(canvas.getByRole('textbox', { name: '证件号码' }), validNumbers.residentId)
  await next(canvas)
  await stepHeading(canvas, '第 3 步，共 4 步：联系人')
}

/** Step 3: contact, with a code sent for `completeProfile`. */
async function fillContact(canvas: Canvas, { wechat = 'lilei_dev' } = {}) {
  await userEvent.type(canvas.getByRole('textbox', { name: '联系人姓名' }), '李雷')
  await userEvent.type(canvas.getByRole('textbox', { name: '联系人手机号码' }), '13800138000')
  await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }))
  await waitFor(() =>
    expect(lastParams('sendConfirmSms')).toEqual({
      phone: '13800138000',
      purpose: 'completeProfile',
    }),
  )
  await expectToast('验证码已发送至 13800138000，10 分钟内有效')
  await userEvent.type(canvas.getByRole('textbox', { name: '短信验证码' }), '123456')
  if (wechat) await userEvent.type(canvas.getByRole('textbox', { name: '微信号（选填）' }), wechat)
  await next(canvas)
  await stepHeading(canvas, '第 4 步，共 4 步：确认提交')
}

/** The whole form for a person, then "submit". */
async function fillAndSubmitIndividual(canvas: Canvas) {
  await chooseType(canvas, '个人开发者')
  await fillIndividual(canvas)
  await fillContact(canvas)
  await userEvent.click(canvas.getByRole('button', { name: '提交审核' }))
}

const individualBody = {
  developerType: 'individual',
  name: '韩梅梅',
  idType: 'RESIDENT_ID',
  idNumber: validNumbers.residentId,
  contactName: '李雷',
  phone: '13800138000',
  smsCode: '123456',
  wechat: 'lilei_dev',
}

export const Loading: Story = {
  parameters: { msw: { handlers: { session: [answerNever('queryAccountInfo')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '完善资料' })).toBeVisible()
    // What the page is for shows before the account has been read.
    await expect(canvas.getByText(/开发者资料包括开发者类型、身份信息和联系人/)).toBeVisible()
    await expect(canvas.getByText('加载中…')).toBeVisible()
  },
}

export const Incomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await stepHeading(canvas, '第 1 步，共 4 步：开发者类型')
    await expect(canvas.getByRole('radio', { name: /个人开发者/ })).not.toBeChecked()
    await expect(canvas.getByRole('radio', { name: /企业开发者/ })).not.toBeChecked()
    await expect(canvas.queryByRole('button', { name: '上一步' })).toBeNull()
    // A brand-new account has no earlier submission to fill the form from.
    await expect(lastParams('queryChangeRecordPage')).toEqual({
      type: 'completeProfile',
      pageNum: '1',
      pageSize: '1',
    })
    await expect(requestsTo('queryChangeRecordInfo')).toHaveLength(0)
  },
}

export const TypeRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await stepHeading(canvas, /第 1 步/)
    await next(canvas)
    await expect(await canvas.findByText('请选择开发者类型', {}, CHUNK)).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('第 1 步')
  },
}

/** The identity step checks the resident ID against its check character before moving on. */
export const IdentityInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseType(canvas, '个人开发者')
    await userEvent.type(canvas.getByRole('textbox', { name: '真实姓名' }), '韩梅梅')
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: '证件类型' }),
      'RESIDENT_ID',
    )
    const idNumber = canvas.getByRole('textbox', { name: '证件号码' })
    await userEvent.type(idNumber, '110105194912310021')
    await next(canvas)
    await expectFieldError(idNumber, '请输入正确的 18 位居民身份证号码')
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('第 2 步')
  },
}

/** The whole journey for a person: what is sent, then the page under review. */
export const SubmitIndividual: Story = {
  parameters: {
    msw: {
      handlers: {
        ...submitFlow,
        api: [answerData('completeAccountInfo', summaryOf(submittedRecord))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseType(canvas, '个人开发者')
    await fillIndividual(canvas)
    await fillContact(canvas)
    // The check step shows everything that will be sent.
    const review = within(canvas.getByRole('region', { name: '确认提交' }))
    for (const text of ['个人开发者', '韩梅梅', validNumbers.residentId, '李雷', 'lilei_dev'])
      await expect(review.getByText(text)).toBeVisible()
    await expect(await review.findByText('居民身份证')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '提交审核' }))
    await expectToast('资料已提交审核')
    await expect(lastParams('completeAccountInfo')).toEqual(individualBody)
    await expect(await canvas.findByRole('heading', { name: '资料审核中' }, CHUNK)).toBeVisible()
    await expect(await canvas.findByText('示例科技有限公司')).toBeVisible()
  },
}

/** A company without a WeChat id: only the company's identity fields are sent, and no wechat. */
export const SubmitCompanyEnglish: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: {
      handlers: {
        ...submitFlow,
        api: [answerData('completeAccountInfo', summaryOf(submittedRecord))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nextButton = () => userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(canvas.getByText(/Your developer profile is your developer type/)).toBeVisible()
    await stepHeading(canvas, 'Step 1 of 4: Developer type')
    await userEvent.click(canvas.getByRole('radio', { name: /Company developer/ }))
    await nextButton()
    await stepHeading(canvas, 'Step 2 of 4: Identity')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Company name' }), '示例科技有限公司')
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Unified social credit code' }),
      validNumbers.creditCode,
    )
    await userEvent.type(canvas.getByRole('textbox', { name: "Legal person's name" }), '韩梅梅')
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: "Legal person's ID document type" }),
      'PASSPORT',
    )
    await userEvent.type(
      canvas.getByRole('textbox', { name: "Legal person's ID number" }),
      'E12345678',
    )
    await nextButton()
    await stepHeading(canvas, 'Step 3 of 4: Contact')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Contact name' }), 'LiLei')
    await userEvent.type(
      canvas.getByRole('textbox', { name: "Contact's mobile number" }),
      '13800138000',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'SMS code' }), '654321')
    await nextButton()
    await stepHeading(canvas, 'Step 4 of 4: Check and submit')
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for review' }))
    await expectToast('The profile was submitted for review')
    await expect(lastParams('completeAccountInfo')).toEqual({
      developerType: 'company',
      companyName: '示例科技有限公司',
      creditCode: validNumbers.creditCode,
      legalPersonName: '韩梅梅',
      idType: 'PASSPORT',
      idNumber: 'E12345678',
      contactName: 'LiLei',
      phone: '13800138000',
      smsCode: '654321',
    })
  },
}

/** "Change" on the check step goes back to that step with its values kept. */
export const EditFromReview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseType(canvas, '个人开发者')
    await fillIndividual(canvas)
    await fillContact(canvas)
    await userEvent.click(canvas.getByRole('button', { name: '修改：身份信息' }))
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { level: 2, name: '第 2 步，共 4 步：身份信息' }),
      ).toHaveFocus(),
    )
    await expect(canvas.getByRole('textbox', { name: '真实姓名' })).toHaveValue('韩梅梅')
  },
}

export const SubmitPending: Story = {
  parameters: { msw: { handlers: { api: [answerNever('completeAccountInfo')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmitIndividual(canvas)
    const button = canvas.getByRole('button', { name: '提交审核' })
    await waitFor(() => expect(button).toBeDisabled())
    await expect(button).toHaveAttribute('data-loading')
  },
}

/** 10002 (smsCode): back to the contact step, the error on the code, focus there. */
export const SmsCodeWrong: Story = {
  parameters: {
    msw: { handlers: { api: [answerFailure('completeAccountInfo', Code.wrongVerificationCode)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmitIndividual(canvas)
    await stepHeading(canvas, '第 3 步，共 4 步：联系人')
    const code = canvas.getByRole('textbox', { name: '短信验证码' })
    await expectFieldError(code, '短信验证码错误或已过期')
    await waitFor(() => expect(code).toHaveFocus())
  },
}

/** 10104 when sending the code: shown on the code field. */
export const SmsTooOften: Story = {
  parameters: { msw: { handlers: { sms: [answerFailure('sendConfirmSms', Code.sentTooOften)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseType(canvas, '个人开发者')
    await fillIndividual(canvas)
    await userEvent.type(canvas.getByRole('textbox', { name: '联系人手机号码' }), '13800138000')
    await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }))
    await expectFieldError(
      canvas.getByRole('textbox', { name: '短信验证码' }),
      '发送过于频繁，请稍后再试',
    )
  },
}

/** 11002: the profile is already complete (approved in another tab): a page alert. */
export const AlreadyComplete: Story = {
  parameters: {
    msw: { handlers: { api: [answerFailure('completeAccountInfo', Code.accountAlreadyComplete)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmitIndividual(canvas)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('账号信息已完善')
    await expect(alert).toHaveTextContent('资料已完善，无需再次提交。')
    await expect(within(alert).getByRole('button', { name: '刷新资料状态' })).toBeVisible()
  },
}

/** 11004 (alreadyReviewing): a submission is already under review: a page alert. */
export const AlreadyReviewing: Story = {
  parameters: {
    msw: { handlers: { api: [answerFailure('completeAccountInfo', Code.completeInfoFailed)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmitIndividual(canvas)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('已有一项同类申请正在审核中')
    await expect(alert).toHaveTextContent('已有资料正在审核中，请等待审核结果或先撤回。')
  },
}

/** 441 (e.g. a number the server refuses), 440, 443: the server's text in a toast. */
export const ParameterWrong: Story = {
  parameters: {
    msw: { handlers: { api: [answerFailure('completeAccountInfo', Code.invalidParameter)] } },
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmitIndividual(within(canvasElement))
    await expectCalledThenToast('completeAccountInfo', '请求参数错误')
  },
}

export const ParameterMissing: Story = {
  parameters: {
    msw: { handlers: { api: [answerFailure('completeAccountInfo', Code.missingParameter)] } },
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmitIndividual(within(canvasElement))
    await expectCalledThenToast('completeAccountInfo', '缺少参数')
  },
}

export const Busy: Story = {
  parameters: { msw: { handlers: { api: [answerFailure('completeAccountInfo', Code.busy)] } } },
  play: async ({ canvasElement }) => {
    await fillAndSubmitIndividual(within(canvasElement))
    await expectCalledThenToast('completeAccountInfo', '网络繁忙，请稍后重新提交')
  },
}

/** 10005: the session ended; the session is cleared (the app's guard then goes to login). */
export const SessionEnded: Story = {
  parameters: {
    msw: { handlers: { api: [answerFailure('completeAccountInfo', Code.sessionInvalid)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmitIndividual(canvas)
    await expectCalledThenToast('completeAccountInfo', '登录状态校验失败，请重新登录')
    await expect(await canvas.findByText('账号信息读取失败')).toBeVisible()
  },
}

/** Under review: what was submitted, and withdrawing it (confirmed) reopens the form, filled. */
export const ReviewingRevoke: Story = {
  parameters: {
    msw: {
      handlers: {
        session: [
          sessionHandler(accountFixture('reviewing'), {
            operation: 'revokeCompleteAccountInfo',
            account: accountFixture('incomplete'),
          }),
        ],
        records: [recordPageHandler([submittedRecord]), recordInfoHandler([submittedRecord])],
        api: [
          answerData(
            'revokeCompleteAccountInfo',
            summaryOf(recordFixture('completeProfile', 'revoked')),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: '资料审核中' }, CHUNK)).toBeVisible()
    const submitted = within(canvas.getByRole('region', { name: '提交的资料' }))
    for (const text of [
      '企业开发者',
      '示例科技有限公司',
      '91350100M000100Y43',
      '110***********002X',
    ])
      await expect(submitted.getByText(text)).toBeVisible()
    await expect(lastParams('queryChangeRecordInfo')).toEqual({ id: '7' })
    await userEvent.click(canvas.getByRole('button', { name: '撤回审核' }))
    const dialog = await screen.findByRole('alertdialog', { name: '撤回资料审核？' })
    await userEvent.click(within(dialog).getByRole('button', { name: '确认撤回' }))
    await expectToast('已撤回资料审核')
    await expect(requestsTo('revokeCompleteAccountInfo')).toHaveLength(1)
    await stepHeading(canvas, '第 1 步，共 4 步：开发者类型')
  },
}

/** Withdrawal of a profile under review that the server refuses with `code`, said in a toast. */
const revokeRefused = (
  code: typeof Code.completeInfoFailed | typeof Code.sessionInvalid,
  toast: string,
): Story => ({
  parameters: {
    msw: {
      handlers: {
        session: [sessionHandler(accountFixture('reviewing'))],
        records: [recordPageHandler([submittedRecord]), recordInfoHandler([submittedRecord])],
        api: [answerFailure('revokeCompleteAccountInfo', code)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '撤回审核' }))
    const dialog = await screen.findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: '确认撤回' }))
    await expectCalledThenToast('revokeCompleteAccountInfo', toast)
  },
})

/** 11004 (notReviewing) on withdrawal: decided meanwhile; the server's text. */
export const RevokeNotReviewing = revokeRefused(Code.completeInfoFailed, '该申请已不在审核中')

export const RevokeSessionEnded = revokeRefused(Code.sessionInvalid, '登录状态校验失败，请重新登录')

/** Rejected: the reviewer's comment, the form filled from the rejected submission but the ID number. */
export const RejectedResubmit: Story = {
  parameters: {
    msw: {
      handlers: {
        session: [sessionHandler(accountFixture('rejected'))],
        records: [recordPageHandler([rejectedRecord]), recordInfoHandler([rejectedRecord])],
        api: [answerData('completeAccountInfo', summaryOf(submittedRecord))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('资料未通过审核', {}, CHUNK)).toBeVisible()
    await expect(canvas.getByText(new RegExp(reviewComments.rejected))).toBeVisible()
    await expect(await canvas.findByRole('radio', { name: /企业开发者/ })).toBeChecked()
    await next(canvas)
    await stepHeading(canvas, /第 2 步/)
    await expect(canvas.getByRole('textbox', { name: '公司名称' })).toHaveValue('示例科技有限公司')
    const idNumber = canvas.getByRole('textbox', { name: '法定代表人证件号码' })
    await expect(idNumber).toHaveValue('')
    await expect(idNumber).toHaveAccessibleDescription('证件号码不会回显，请重新输入完整号码')
    await userEvent.clear(canvas.getByRole('textbox', { name: '公司名称' }))
    await userEvent.type(canvas.getByRole('textbox', { name: '公司名称' }), '示例科技股份有限公司')
    await userEvent.type(idNumber, validNumbers.residentId)
    await next(canvas)
    await stepHeading(canvas, /第 3 步/)
    await expect(canvas.getByRole('textbox', { name: '联系人手机号码' })).toHaveValue('13800138000')
    await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }))
    await userEvent.type(canvas.getByRole('textbox', { name: '短信验证码' }), '123456')
    await next(canvas)
    await stepHeading(canvas, /第 4 步/)
    await userEvent.click(canvas.getByRole('button', { name: '提交审核' }))
    await expectToast('资料已提交审核')
    await expect(lastParams('completeAccountInfo')).toEqual({
      developerType: 'company',
      companyName: '示例科技股份有限公司',
      creditCode: '91350100M000100Y43',
      legalPersonName: '韩梅梅',
      idType: 'RESIDENT_ID',
      idNumber: validNumbers.residentId,
      contactName: '李雷',
      phone: '13800138000',
      smsCode: '123456',
      wechat: 'lilei_dev',
    })
  },
}

export const Complete: Story = {
  parameters: {
    msw: { handlers: { session: [sessionHandler(accountFixture('complete', 'company'))] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('资料已完善')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '去账号中心' })).toHaveAttribute(
      'href',
      '/account/personal',
    )
    await expect(requestsTo('queryChangeRecordPage')).toHaveLength(0)
  },
}

/** 320 px wide: nothing wider than the screen, on the widest step. */
export const PhoneWidth: Story = {
  decorators: [
    (Story) => (
      <Box width="320px" data-testid="phone" overflowX="auto">
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const phone = canvas.getByTestId('phone')
    const fits = () => expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth)
    await stepHeading(canvas, /第 1 步/)
    await fits()
    await chooseType(canvas, '企业开发者')
    await fits()
    await userEvent.type(canvas.getByRole('textbox', { name: '公司名称' }), '示例科技有限公司')
    await userEvent.type(
      canvas.getByRole('textbox', { name: '统一社会信用代码' }),
      validNumbers.creditCode,
    )
    await userEvent.type(canvas.getByRole('textbox', { name: '法定代表人姓名' }), '韩梅梅')
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: '法定代表人证件类型' }),
      'RESIDENT_ID',
    )
    await userEvent.type(
      canvas.getByRole('textbox', { name: '法定代表人证件号码' }),
      validNumbers.residentId,
    )
    await next(canvas)
    await stepHeading(canvas, /第 3 步/)
    await fits()
    await fillContact(canvas)
    await fits()
  },
}
