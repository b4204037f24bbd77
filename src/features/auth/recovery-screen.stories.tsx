import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  accountLookupFixture,
  idTypes,
  recordFixture,
  summaryOf,
  ticketFixture,
  validNumbers,
} from '@mocks/fixtures'
import { answerData, answerFailure, answerNever } from '@mocks/handlers'
import { lastParams, requestsTo } from '@mocks/request-log'
import { RecoveryScreen } from './recovery-screen'
import { expectFieldError, expectToast } from '@mocks/story-helpers'
import { type Canvas, captchaHandlers, captchaShown } from './story-helpers'
import { formCanvas } from '@/components/form/story-support'
import { Code } from '@generated/error-catalogue'

const lookupFields = (canvas: Canvas) => ({
  email: canvas.getByRole('textbox', { name: '原注册邮箱' }),
  captcha: canvas.getByRole('textbox', { name: '图形验证码' }),
})
const applyFields = (canvas: Canvas) => ({
  newEmail: canvas.getByRole('textbox', { name: '新邮箱' }),
  name: canvas.getByRole('textbox', { name: '姓名' }),
  idType: canvas.getByRole('combobox', { name: '证件类型' }),
  idNumber: canvas.getByRole('textbox', { name: '证件号码' }),
  phone: canvas.getByRole('textbox', { name: '联系电话' }),
  reason: canvas.getByRole('textbox', { name: '申请原因' }),
})
const lookupButton = (canvas: Canvas) => canvas.getByRole('button', { name: '查找账号' })
const applyButton = (canvas: Canvas) => canvas.getByRole('button', { name: '提交申请' })

/** The lost e-mail and the captcha, then "find the account"; returns the button. */
async function lookUp(canvas: Canvas) {
  await captchaShown(canvas)
  const button = lookupButton(canvas)
  const { email, captcha } = lookupFields(canvas)
  await userEvent.type(email, 'lost@example.com')
  await userEvent.type(captcha, 'A3b9')
  await userEvent.click(button)
  return button
}

/** Find the account, then fill in the application and submit it; returns the apply button. */
async function apply(canvas: Canvas, idNumberTyped: string = validNumbers.residentId) {
  await lookUp(canvas)
  await canvas.findByRole('textbox', { name: '新邮箱' })
  await canvas.findByRole('option', { name: '居民身份证' })
  const button = applyButton(canvas)
  const { newEmail, name, idType, idNumber, phone, reason } = applyFields(canvas)
  await userEvent.type(newEmail, 'new@example.com')
  await userEvent.type(name, '韩梅梅')
  await userEvent.selectOptions(idType, 'RESIDENT_ID')
  await userEvent.type(idNumber, idNumberTyped)
  await userEvent.type(phone, '13800138000')
  await userEvent.type(reason, '原邮箱已停用')
  await userEvent.click(button)
  return button
}

const meta = {
  title: 'Auth/Recovery',
  component: RecoveryScreen,
  parameters: {
    router: { path: '/account/recovery', initialEntries: ['/account/recovery'] },
    // Named groups: a story's `handlers.api` adds to these, its `handlers.captcha` replaces them.
    msw: {
      handlers: {
        captcha: captchaHandlers(),
        lookup: [answerData('queryAccountByEmail', accountLookupFixture)],
        idTypes: [answerData('queryIdTypes', idTypes)],
      },
    },
  },
} satisfies Meta<typeof RecoveryScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '开发者账号找回' })).toBeVisible()
    await captchaShown(canvas)
    const { email, captcha } = lookupFields(canvas)
    await expect(email).toHaveValue('')
    await expect(email).toHaveAccessibleDescription('填写账号当前的注册邮箱')
    await expect(captcha).toHaveValue('')
    await expect(lookupButton(canvas)).toBeEnabled()
  },
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await captchaShown(canvas)
    const { email, captcha } = lookupFields(canvas)
    await userEvent.type(email, 'lost@example.com')
    await userEvent.type(captcha, 'A3b9')
    await expect(email).toHaveValue('lost@example.com')
    await expect(captcha).toHaveValue('A3b9')
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await userEvent.click(lookupButton(canvas))
    const { email, captcha } = lookupFields(canvas)
    await expectFieldError(email, '请输入正确的邮箱地址')
    await expectFieldError(captcha, '请输入 4 到 6 位图形验证码')
  },
}

export const Pending: Story = {
  parameters: {
    msw: {
      handlers: {
        lookup: [answerNever('queryAccountByEmail')],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    const button = await lookUp(canvas)
    await waitFor(() => expect(button).toBeDisabled())
    await expect(button).toHaveAttribute('data-loading')
  },
}

export const Found: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await lookUp(canvas)
    await expect(await canvas.findByText('已找到账号，请提交换绑申请')).toBeVisible()
    await expect(lastParams('queryAccountByEmail')).toEqual({
      email: 'lost@example.com',
      ticket: ticketFixture.ticket,
    })
    await expect(canvas.getByText('d***@example.com')).toBeVisible()
    await expect(canvas.getByText('个人开发者')).toBeVisible()
    await expect(canvas.getByText('韩**')).toBeVisible()
    await canvas.findByRole('option', { name: '居民身份证' })
    for (const field of Object.values(applyFields(canvas))) await expect(field).toHaveValue('')
    await expect(applyButton(canvas)).toBeEnabled()
    // Back to the lookup.
    await userEvent.click(canvas.getByRole('button', { name: '上一步' }))
    await expect(await canvas.findByRole('textbox', { name: '原注册邮箱' })).toBeVisible()
  },
}

export const CaptchaWrong: Story = {
  parameters: {
    msw: {
      handlers: {
        captcha: captchaHandlers(answerFailure('verifyImgCaptcha', Code.wrongVerificationCode)),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await lookUp(canvas)
    const { captcha } = lookupFields(canvas)
    await expectFieldError(captcha, '图形验证码错误或已过期')
    await expect(captcha).toHaveValue('')
  },
}

export const EmailUnknown: Story = {
  parameters: {
    msw: { handlers: { lookup: [answerFailure('queryAccountByEmail', Code.emailNotFound)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await lookUp(canvas)
    await expectFieldError(lookupFields(canvas).email, '该邮箱不存在')
  },
}

export const NetworkBusy: Story = {
  parameters: {
    msw: { handlers: { lookup: [answerFailure('queryAccountByEmail', Code.busy)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await lookUp(canvas)
    await expectToast('网络繁忙，请稍后重新提交')
  },
}

export const ApplyInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await lookUp(canvas)
    await userEvent.click(await canvas.findByRole('button', { name: '提交申请' }))
    await canvas.findByRole('option', { name: '居民身份证' })
    const { newEmail, name, idType, idNumber, phone, reason } = applyFields(canvas)
    await expectFieldError(newEmail, '请输入正确的邮箱地址')
    await expectFieldError(name, '姓名只能包含中文或英文字母')
    await expectFieldError(idType, '请选择证件类型')
    await expectFieldError(idNumber, '请输入 5 到 30 位证件号码（字母、数字或 -）')
    await expectFieldError(phone, '请输入 11 位手机号码')
    await expectFieldError(reason, '此项为必填项')
  },
}

export const ApplyResidentIdWrong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    // A resident ID whose check digit is wrong never leaves the browser.
    await apply(canvas, '110105194912310021')
    await expectFieldError(applyFields(canvas).idNumber, '请输入正确的 18 位居民身份证号码')
    await expect(requestsTo('updateEmailApply')).toHaveLength(0)
  },
}

export const ApplyPending: Story = {
  parameters: {
    msw: {
      handlers: {
        api: [answerNever('updateEmailApply')],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    const button = await apply(canvas)
    await waitFor(() => expect(button).toBeDisabled())
    await expect(button).toHaveAttribute('data-loading')
  },
}

export const ApplySameEmail: Story = {
  parameters: {
    msw: { handlers: { api: [answerFailure('updateEmailApply', Code.sameEmail)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await apply(canvas)
    await expectFieldError(applyFields(canvas).newEmail, '新邮箱不能与旧邮箱相同')
  },
}

export const ApplyEmailTaken: Story = {
  parameters: {
    msw: { handlers: { api: [answerFailure('updateEmailApply', Code.newEmailRegistered)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await apply(canvas)
    await expectFieldError(applyFields(canvas).newEmail, '新邮箱已被注册')
  },
}

export const ApplyRefused: Story = {
  parameters: {
    msw: { handlers: { api: [answerFailure('updateEmailApply', Code.emailChangeFailed)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await apply(canvas)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('已有一项同类申请正在审核中')
    // The form stays as filled in.
    await expect(applyFields(canvas).newEmail).toHaveValue('new@example.com')
  },
}

export const ApplyLookupExpired: Story = {
  parameters: {
    msw: { handlers: { api: [answerFailure('updateEmailApply', Code.wrongVerificationCode)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await apply(canvas)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '账号查询已过期，请重新查询账号',
    )
  },
}

export const Success: Story = {
  parameters: {
    msw: {
      handlers: {
        api: [
          answerData('updateEmailApply', summaryOf(recordFixture('emailRecovery', 'reviewing'))),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await apply(canvas)
    await expect(
      await canvas.findByText('Navigated to /account/recoveryApplySuccess'),
    ).toBeVisible()
    // The application is for the account that was looked up, proven by the look-up's ticket.
    await expect(lastParams('updateEmailApply')).toEqual({
      recoveryTicket: accountLookupFixture.recoveryTicket,
      email: 'lost@example.com',
      newEmail: 'new@example.com',
      name: '韩梅梅',
      idType: 'RESIDENT_ID',
      idNumber: validNumbers.residentId,
      phone: '13800138000',
      reason: '原邮箱已停用',
    })
  },
}

/** An approved recovery removes two-step sign-in and passkeys: said before applying, on both steps. */
export const SecondFactorsNote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    const note =
      '申请获批后，账号的两步验证（验证器和恢复码）和通行密钥都将被移除；用新邮箱登录后，请在账号安全页重新设置。'
    await expect(canvas.getByText(note)).toBeVisible()
    await lookUp(canvas)
    await canvas.findByRole('textbox', { name: '新邮箱' })
    await expect(canvas.getByText(note)).toBeVisible()
  },
}

export const SecondFactorsNoteEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/^Once approved, the account's two-step sign-in/),
    ).toBeVisible()
  },
}
