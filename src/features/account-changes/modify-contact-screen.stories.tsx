import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { ResultCode } from '@generated/error-catalogue'
import type { Account } from '@generated/model'
import { failure, success } from '../../../mocks/envelopes'
import { accountFixture, codeSentFixture, contact } from '../../../mocks/fixtures'
import { answer, answerData, answerFailure, answerNever } from '../../../mocks/handlers'
import { lastParams, requestsTo } from '../../../mocks/request-log'
import { ModifyContactScreen } from './modify-contact-screen'
import { expectFieldError, expectToast } from '@mocks/story-helpers'
import { type Canvas, failureText, retype } from './story-helpers'
import { Code } from '@generated/error-catalogue'

const account = accountFixture('complete', 'company')
const NEW_PHONE = '13900139000'

/** updateContactInfo answers the account with the contact it was sent, as the server does. */
const updated = answer('updateContactInfo', ({ params }) =>
  success<Account>({
    ...account,
    contact: { name: params.contactName!, phone: params.phone!, wechat: params.wechat ?? null },
  }),
)

const fields = (canvas: Canvas) => ({
  name: canvas.getByRole('textbox', { name: '联系人姓名' }),
  phone: canvas.getByRole('textbox', { name: '联系人手机号' }),
  wechat: canvas.getByRole('textbox', { name: '微信号（选填）' }),
  smsCode: () => canvas.getByRole('textbox', { name: '短信验证码' }),
})

async function formShown(canvas: Canvas) {
  await expect(await canvas.findByRole('textbox', { name: '联系人姓名' })).toHaveValue(contact.name)
}

const submit = (canvas: Canvas) =>
  userEvent.click(canvas.getByRole('button', { name: '保存联系人' }))

/** A new phone, its code sent and typed, then submitted. */
async function changePhone(canvas: Canvas) {
  await formShown(canvas)
  await retype(fields(canvas).phone, NEW_PHONE)
  await userEvent.click(await canvas.findByRole('button', { name: '发送验证码' }))
  await waitFor(() =>
    expect(lastParams('sendConfirmSms')).toEqual({ phone: NEW_PHONE, purpose: 'contact' }),
  )
  await userEvent.type(fields(canvas).smsCode(), '654321')
  await submit(canvas)
  await waitFor(() =>
    expect(lastParams('updateContactInfo')).toEqual({
      contactName: contact.name,
      phone: NEW_PHONE,
      smsCode: '654321',
      wechat: contact.wechat,
    }),
  )
}

/** Only the name changes: the phone is kept, so no code is asked for or sent. */
async function changeName(canvas: Canvas) {
  await formShown(canvas)
  await retype(fields(canvas).name, '王五')
  await submit(canvas)
  await waitFor(() =>
    expect(lastParams('updateContactInfo')).toEqual({
      contactName: '王五',
      phone: contact.phone,
      wechat: contact.wechat,
    }),
  )
}

/** Parameters of a story where updateContactInfo answers `code`. */
const updateFails = (code: ResultCode) => ({
  msw: { handlers: { api: [answerFailure('updateContactInfo', code)] } },
})

/** Parameters of a story where sendConfirmSms answers `code`. */
const sendFails = (code: ResultCode) => ({
  msw: { handlers: { sms: [answerFailure('sendConfirmSms', code)] } },
})

/** Ask for a code for a new phone. */
async function sendCode(canvas: Canvas) {
  await formShown(canvas)
  await retype(fields(canvas).phone, NEW_PHONE)
  await userEvent.click(await canvas.findByRole('button', { name: '发送验证码' }))
  await waitFor(() => expect(requestsTo('sendConfirmSms')).toHaveLength(1))
}

const meta = {
  title: 'Account changes/ModifyContact',
  component: ModifyContactScreen,
  parameters: {
    router: {
      path: '/account/personal/modifyContact',
      initialEntries: ['/account/personal/modifyContact'],
    },
    // Named groups: a story replaces `session`, `sms` or `api`.
    msw: {
      handlers: {
        session: [answerData('queryAccountInfo', account)],
        sms: [answerData('sendConfirmSms', codeSentFixture)],
        api: [updated],
      },
    },
  },
} satisfies Meta<typeof ModifyContactScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  parameters: { msw: { handlers: { session: [answerNever('queryAccountInfo')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载账号…')
  },
}

export const ProfileIncomplete: Story = {
  parameters: {
    msw: { handlers: { session: [answerData('queryAccountInfo', accountFixture('rejected'))] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Navigated to /account/accpuntIntercept')).toBeVisible()
  },
}

export const Prefilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '修改联系人' })).toBeVisible()
    await formShown(canvas)
    await expect(fields(canvas).phone).toHaveValue(contact.phone)
    await expect(fields(canvas).wechat).toHaveValue(contact.wechat)
    // The current phone needs no code.
    await expect(canvas.queryByRole('textbox', { name: '短信验证码' })).not.toBeInTheDocument()
    await expect(canvas.getByText('更换手机号时需要短信验证码')).toBeVisible()
  },
}

export const KeepPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await changeName(canvas)
    await expect(requestsTo('sendConfirmSms')).toHaveLength(0)
    const state = await canvas.findByRole('status')
    await expect(state).toHaveTextContent('联系人已更新')
    await expect(state).toHaveTextContent('王五')
    await waitFor(() => expect(state).toHaveFocus())
    await expectToast('联系人已更新')
  },
}

export const NewPhoneNeedsCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await formShown(canvas)
    await retype(fields(canvas).phone, NEW_PHONE)
    await expect(fields(canvas).smsCode()).toBeVisible()
    await submit(canvas)
    await expectFieldError(fields(canvas).smsCode(), '请输入 6 位数字验证码')
    await expect(requestsTo('updateContactInfo')).toHaveLength(0)
    // Back to the current phone: the code is no longer asked for.
    await retype(fields(canvas).phone, contact.phone)
    await expect(canvas.queryByRole('textbox', { name: '短信验证码' })).not.toBeInTheDocument()
  },
}

export const CodeSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await sendCode(canvas)
    await expect(lastParams('sendConfirmSms')).toEqual({ phone: NEW_PHONE, purpose: 'contact' })
    await expect(await canvas.findByRole('button', { name: /秒后重发/ })).toBeDisabled()
    await expectToast(`验证码已发送至 ${NEW_PHONE}，10 分钟内有效`)
  },
}

export const NewPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await changePhone(canvas)
    const state = await canvas.findByRole('status')
    await expect(state).toHaveTextContent(NEW_PHONE)
  },
}

export const RemoveWechat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await formShown(canvas)
    await userEvent.clear(fields(canvas).wechat)
    await submit(canvas)
    await waitFor(() =>
      expect(lastParams('updateContactInfo')).toEqual({
        contactName: contact.name,
        phone: contact.phone,
      }),
    )
    await expect(await canvas.findByRole('status')).toHaveTextContent('未填写')
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await formShown(canvas)
    await retype(fields(canvas).name, 'Li Lei 1')
    await retype(fields(canvas).phone, '1380013')
    await retype(fields(canvas).wechat, 'ab')
    await submit(canvas)
    await expectFieldError(fields(canvas).name, '姓名只能包含中文或英文字母')
    await expectFieldError(fields(canvas).phone, '请输入 11 位手机号码')
    await expectFieldError(fields(canvas).wechat, '微信号为 5 至 20 位字母、数字、下划线或连字符')
    await expect(fields(canvas).name).toHaveFocus()
    await expect(requestsTo('updateContactInfo')).toHaveLength(0)
  },
}

export const Pending: Story = {
  parameters: { msw: { handlers: { api: [answerNever('updateContactInfo')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = await canvas.findByRole('button', { name: '保存联系人' })
    await changeName(canvas)
    await waitFor(() => expect(button).toBeDisabled())
  },
}

export const SmsCodeWrong: Story = {
  parameters: updateFails(Code.wrongVerificationCode),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await changePhone(canvas)
    await expectFieldError(fields(canvas).smsCode(), '短信验证码错误或已过期')
    await expect(fields(canvas).smsCode()).toHaveFocus()
  },
}

export const UpdateProfileIncomplete: Story = {
  parameters: updateFails(Code.accountIncomplete),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await changeName(canvas)
    await expect(await canvas.findByText('Navigated to /account/accpuntIntercept')).toBeVisible()
  },
}

/** A failure no field can fix: the server's text in a toast. */
const updateToast =
  (code: ResultCode): Story['play'] =>
  async ({ canvasElement }) => {
    await changeName(within(canvasElement))
    await expectToast(failureText('updateContactInfo', code))
  }

export const UpdateBusy: Story = {
  parameters: updateFails(Code.busy),
  play: updateToast(Code.busy),
}
export const UpdateSessionEnded: Story = {
  parameters: updateFails(Code.sessionInvalid),
  play: updateToast(Code.sessionInvalid),
}
export const UpdateMissingParameter: Story = {
  parameters: updateFails(Code.missingParameter),
  play: updateToast(Code.missingParameter),
}
export const UpdateWrongParameter: Story = {
  parameters: updateFails(Code.invalidParameter),
  play: updateToast(Code.invalidParameter),
}

/** sendConfirmSms fails with `code`: on the code field, the phone field, or in a toast. */
const sendFailure =
  (code: ResultCode, where: 'smsCode' | 'phone' | 'toast'): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await sendCode(canvas)
    const message = failureText('sendConfirmSms', code)
    if (where === 'smsCode') await expectFieldError(fields(canvas).smsCode(), message)
    else if (where === 'phone') await expectFieldError(fields(canvas).phone, message)
    else await expectToast(message)
  }

export const SendTooOften: Story = {
  parameters: sendFails(Code.sentTooOften),
  play: sendFailure(Code.sentTooOften, 'smsCode'),
}
export const SendFailed: Story = {
  parameters: sendFails(Code.sendFailed),
  play: sendFailure(Code.sendFailed, 'smsCode'),
}
export const SendBusy: Story = {
  parameters: sendFails(Code.busy),
  play: sendFailure(Code.busy, 'smsCode'),
}
export const SendWrongPhone: Story = {
  parameters: sendFails(Code.invalidParameter),
  play: sendFailure(Code.invalidParameter, 'phone'),
}
export const SendMissingParameter: Story = {
  parameters: sendFails(Code.missingParameter),
  play: sendFailure(Code.missingParameter, 'toast'),
}
export const SendSessionEnded: Story = {
  parameters: sendFails(Code.sessionInvalid),
  play: sendFailure(Code.sessionInvalid, 'toast'),
}

export const English: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: {
      handlers: {
        api: [
          answer(
            'updateContactInfo',
            failure(Code.wrongVerificationCode, 'updateContactInfo', 'en'),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Change contact' })).toBeVisible()
    const phone = await canvas.findByRole('textbox', { name: 'Contact mobile number' })
    await retype(phone, NEW_PHONE)
    const code = canvas.getByRole('textbox', { name: 'SMS code' })
    await userEvent.type(code, '654321')
    await userEvent.click(canvas.getByRole('button', { name: 'Save the contact' }))
    await expectFieldError(code, 'The SMS code is wrong or has expired')
  },
}
