import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { ResultCode } from '@generated/error-catalogue'
import { failure, success } from '../../../mocks/envelopes'
import { accountFixture, codeSentFixture } from '../../../mocks/fixtures'
import { answer, answerData, answerFailure, answerNever } from '../../../mocks/handlers'
import { lastParams, requestsTo } from '../../../mocks/request-log'
import { ModifyEmailScreen } from './modify-email-screen'
import { expectFieldError, expectToast } from '@mocks/story-helpers'
import { type Canvas, failureText } from './story-helpers'
import { Code } from '@generated/error-catalogue'

const account = accountFixture('complete')
const NEW_EMAIL = 'new-dev@example.com'

const signedIn = answerData('queryAccountInfo', account)
const codesSent = answerData('sendEmailVerificationCode', codeSentFixture)

/** Codes to the current address succeed; those to the new one answer `code`. */
const newCodeFails = (code: ResultCode) =>
  answer('sendEmailVerificationCode', ({ params }) =>
    params.purpose === 'updateEmailNew'
      ? failure(code, 'sendEmailVerificationCode')
      : success(codeSentFixture),
  )

const fields = (canvas: Canvas) => ({
  current: canvas.getByRole('textbox', { name: '当前邮箱' }),
  oldCode: canvas.getByRole('textbox', { name: '当前邮箱验证码' }),
  newEmail: () => canvas.getByRole('textbox', { name: '新邮箱' }),
  newCode: () => canvas.getByRole('textbox', { name: '新邮箱验证码' }),
})

const sendButtons = (canvas: Canvas) => canvas.getAllByRole('button', { name: '发送验证码' })

async function accountShown(canvas: Canvas) {
  await expect(await canvas.findByRole('textbox', { name: '当前邮箱' })).toHaveValue(account.email)
}

/** Step 1 done: the code of the current address typed, "next" pressed. */
async function toNewStep(canvas: Canvas) {
  await accountShown(canvas)
  await userEvent.type(fields(canvas).oldCode, '111111')
  await userEvent.click(canvas.getByRole('button', { name: '下一步' }))
  await waitFor(() => expect(fields(canvas).newEmail()).toHaveFocus())
}

/** Both steps filled and submitted; returns the submit button (taken before the click). */
async function fillAndSubmit(canvas: Canvas) {
  await toNewStep(canvas)
  await userEvent.type(fields(canvas).newEmail(), NEW_EMAIL)
  await userEvent.type(fields(canvas).newCode(), '222222')
  const button = canvas.getByRole('button', { name: '更换邮箱' })
  await userEvent.click(button)
  return button
}

async function expectChangeSent() {
  await waitFor(() =>
    expect(lastParams('updateEmail')).toEqual({
      oldEmailCode: '111111',
      newEmail: NEW_EMAIL,
      newEmailCode: '222222',
    }),
  )
}

/** "Send code" for the current address. */
async function sendOld(canvas: Canvas) {
  await accountShown(canvas)
  await userEvent.click(sendButtons(canvas)[0]!)
  await waitFor(() =>
    expect(lastParams('sendEmailVerificationCode')).toEqual({
      email: account.email,
      purpose: 'updateEmailOld',
    }),
  )
}

/** Step 2's "send code" for the new address. */
async function sendNew(canvas: Canvas) {
  await toNewStep(canvas)
  await userEvent.type(fields(canvas).newEmail(), NEW_EMAIL)
  const buttons = canvas.getAllByRole('button', { name: /发送验证码|秒后重发/ })
  await userEvent.click(buttons.at(-1)!)
  await waitFor(() =>
    expect(lastParams('sendEmailVerificationCode')).toEqual({
      email: NEW_EMAIL,
      purpose: 'updateEmailNew',
    }),
  )
}

/** Parameters of a story where updateEmail answers `code`. */
const updateFails = (code: ResultCode) => ({
  msw: { handlers: { api: [answerFailure('updateEmail', code)] } },
})

/** Parameters of a story where sending codes is answered by `handler`. */
const sendFails = (handler: ReturnType<typeof answer>) => ({
  msw: { handlers: { codes: [handler] } },
})

const meta = {
  title: 'Account changes/ModifyEmail',
  component: ModifyEmailScreen,
  parameters: {
    router: {
      path: '/account/personal/modifyEmail',
      initialEntries: ['/account/personal/modifyEmail'],
    },
    // Named groups: a story replaces a group (its `session` or `codes`) or adds `api`.
    msw: { handlers: { session: [signedIn], codes: [codesSent] } },
  },
} satisfies Meta<typeof ModifyEmailScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  parameters: { msw: { handlers: { session: [answerNever('queryAccountInfo')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载账号…')
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument()
  },
}

export const ProfileIncomplete: Story = {
  parameters: {
    msw: { handlers: { session: [answerData('queryAccountInfo', accountFixture('reviewing'))] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Navigated to /account/accpuntIntercept')).toBeVisible()
  },
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '修改邮箱' })).toBeVisible()
    await accountShown(canvas)
    await expect(fields(canvas).current).toHaveAttribute('readonly')
    await expect(fields(canvas).oldCode).toHaveValue('')
    await expect(
      canvas.getByRole('heading', { level: 2, name: '第 1 步：验证当前邮箱' }),
    ).toBeVisible()
    // The second step only appears once the first is done.
    await expect(canvas.queryByRole('textbox', { name: '新邮箱' })).not.toBeInTheDocument()
    await expect(requestsTo('sendEmailVerificationCode')).toHaveLength(0)
  },
}

export const OldCodeSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await sendOld(canvas)
    await expectToast('验证码已发送至 dev@example.com，10 分钟内有效')
    await expect(await canvas.findByRole('button', { name: /秒后重发/ })).toBeDisabled()
    await waitFor(() => expect(fields(canvas).oldCode).toHaveFocus())
  },
}

export const OldCodeMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await accountShown(canvas)
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }))
    await expectFieldError(fields(canvas).oldCode, '请输入 6 位数字验证码')
    await expect(canvas.queryByRole('textbox', { name: '新邮箱' })).not.toBeInTheDocument()
  },
}

export const NewStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await toNewStep(canvas)
    await expect(
      canvas.getByRole('heading', { level: 2, name: '第 2 步：验证新邮箱' }),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '下一步' })).not.toBeInTheDocument()
  },
}

export const NewCodeSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await sendNew(canvas)
    await expectToast(`验证码已发送至 ${NEW_EMAIL}，10 分钟内有效`)
    await waitFor(() => expect(fields(canvas).newCode()).toHaveFocus())
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await toNewStep(canvas)
    await userEvent.type(fields(canvas).newEmail(), 'not-an-email')
    await userEvent.click(canvas.getByRole('button', { name: '更换邮箱' }))
    await expectFieldError(fields(canvas).newEmail(), '请输入正确的邮箱地址')
    await expectFieldError(fields(canvas).newCode(), '请输入 6 位数字验证码')
    await expect(requestsTo('updateEmail')).toHaveLength(0)
  },
}

export const Pending: Story = {
  parameters: { msw: { handlers: { api: [answerNever('updateEmail')] } } },
  play: async ({ canvasElement }) => {
    const button = await fillAndSubmit(within(canvasElement))
    await waitFor(() => expect(button).toBeDisabled())
    await expectChangeSent()
  },
}

export const Success: Story = {
  parameters: {
    msw: {
      handlers: {
        // The first answer is the account before the change, later ones after it.
        session: [
          answer('queryAccountInfo', () =>
            success(
              requestsTo('queryAccountInfo').length > 1
                ? { ...account, email: NEW_EMAIL }
                : account,
            ),
          ),
        ],
        api: [answerData('updateEmail', null)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas)
    await expectChangeSent()
    const state = await canvas.findByRole('status')
    await expect(state).toHaveTextContent(`今后请使用 ${NEW_EMAIL} 登录。`)
    await waitFor(() => expect(state).toHaveFocus())
    await expectToast('邮箱已更换')
    // The session user was loaded again: every screen now shows the new address.
    await expect(requestsTo('queryAccountInfo')).toHaveLength(2)
    await expect(canvas.getByRole('link', { name: '返回账号中心' })).toHaveAttribute(
      'href',
      '/account/personal',
    )
  },
}

export const CodeWrong: Story = {
  parameters: updateFails(Code.wrongEmailCode),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas)
    await expectChangeSent()
    // The server cannot tell which code failed: both fields say so, the first takes the focus.
    await expectFieldError(fields(canvas).oldCode, '邮箱验证码校验失败')
    await expectFieldError(fields(canvas).newCode(), '邮箱验证码校验失败')
    await expect(fields(canvas).oldCode).toHaveFocus()
  },
}

/** The new address refused by updateEmail: said on its field. */
const newEmailRefused =
  (message: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas)
    await expectChangeSent()
    await expectFieldError(fields(canvas).newEmail(), message)
  }

export const NewEmailMalformed: Story = {
  parameters: updateFails(Code.invalidEmail),
  play: newEmailRefused('邮箱格式错误'),
}
export const NewEmailSameAsOld: Story = {
  parameters: updateFails(Code.sameEmail),
  play: newEmailRefused('新邮箱不能与旧邮箱相同'),
}
export const NewEmailTaken: Story = {
  parameters: updateFails(Code.newEmailRegistered),
  play: newEmailRefused('新邮箱已被注册'),
}

export const ChangeFailed: Story = {
  parameters: updateFails(Code.emailChangeFailed),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas)
    await expectChangeSent()
    await expect(await canvas.findByRole('alert')).toHaveTextContent('修改邮箱失败')
  },
}

/** A failure of updateEmail no field can fix: the server's text in a toast. */
const changeToast =
  (code: ResultCode): Story['play'] =>
  async ({ canvasElement }) => {
    await fillAndSubmit(within(canvasElement))
    await expectChangeSent()
    await expectToast(failureText('updateEmail', code))
  }

export const ChangeBusy: Story = {
  parameters: updateFails(Code.busy),
  play: changeToast(Code.busy),
}
export const ChangeSessionEnded: Story = {
  parameters: updateFails(Code.sessionInvalid),
  play: changeToast(Code.sessionInvalid),
}
export const ChangeMissingParameter: Story = {
  parameters: updateFails(Code.missingParameter),
  play: changeToast(Code.missingParameter),
}
export const ChangeWrongParameter: Story = {
  parameters: updateFails(Code.invalidParameter),
  play: changeToast(Code.invalidParameter),
}

/** Sending the code to the current address fails with `code`. */
const oldSendFails =
  (code: ResultCode, where: 'field' | 'toast'): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await sendOld(canvas)
    const message = failureText('sendEmailVerificationCode', code)
    if (where === 'field') await expectFieldError(fields(canvas).oldCode, message)
    else await expectToast(message)
    // No countdown after a failure: the code may be asked for again at once.
    await expect(sendButtons(canvas)[0]).toBeEnabled()
  }

export const OldSendTooOften: Story = {
  parameters: sendFails(answerFailure('sendEmailVerificationCode', Code.sentTooOften)),
  play: oldSendFails(Code.sentTooOften, 'field'),
}
export const OldSendFailed: Story = {
  parameters: sendFails(answerFailure('sendEmailVerificationCode', Code.sendFailed)),
  play: oldSendFails(Code.sendFailed, 'field'),
}
export const OldSendCaptcha: Story = {
  parameters: sendFails(answerFailure('sendEmailVerificationCode', Code.wrongVerificationCode)),
  play: oldSendFails(Code.wrongVerificationCode, 'toast'),
}
export const OldSendUnknownEmail: Story = {
  parameters: sendFails(answerFailure('sendEmailVerificationCode', Code.emailNotFound)),
  play: oldSendFails(Code.emailNotFound, 'toast'),
}
export const OldSendSessionEnded: Story = {
  parameters: sendFails(answerFailure('sendEmailVerificationCode', Code.sessionInvalid)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await sendOld(canvas)
    await expectToast(failureText('sendEmailVerificationCode', Code.sessionInvalid))
    // The session is gone: the form with it (in the portal, the guard then opens the login page).
    await waitFor(() => expect(canvas.queryByRole('textbox')).not.toBeInTheDocument())
  },
}
export const OldSendMissingParameter: Story = {
  parameters: sendFails(answerFailure('sendEmailVerificationCode', Code.missingParameter)),
  play: oldSendFails(Code.missingParameter, 'toast'),
}
export const OldSendWrongParameter: Story = {
  parameters: sendFails(answerFailure('sendEmailVerificationCode', Code.invalidParameter)),
  play: oldSendFails(Code.invalidParameter, 'toast'),
}
export const OldSendBusy: Story = {
  parameters: sendFails(answerFailure('sendEmailVerificationCode', Code.busy)),
  play: oldSendFails(Code.busy, 'toast'),
}

/** Sending the code to the new address fails with `code`, said on `field`. */
const newSendFails =
  (code: ResultCode, field: 'newEmail' | 'newCode'): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await sendNew(canvas)
    await expectFieldError(fields(canvas)[field](), failureText('sendEmailVerificationCode', code))
  }

export const NewSendRegistered: Story = {
  parameters: sendFails(newCodeFails(Code.emailRegistered)),
  play: newSendFails(Code.emailRegistered, 'newEmail'),
}
export const NewSendMalformed: Story = {
  parameters: sendFails(newCodeFails(Code.invalidEmail)),
  play: newSendFails(Code.invalidEmail, 'newEmail'),
}
export const NewSendSameAsOld: Story = {
  parameters: sendFails(newCodeFails(Code.sameEmail)),
  play: newSendFails(Code.sameEmail, 'newEmail'),
}
export const NewSendTaken: Story = {
  parameters: sendFails(newCodeFails(Code.newEmailRegistered)),
  play: newSendFails(Code.newEmailRegistered, 'newEmail'),
}
export const NewSendTooOften: Story = {
  parameters: sendFails(newCodeFails(Code.sentTooOften)),
  play: newSendFails(Code.sentTooOften, 'newCode'),
}

export const English: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: {
      handlers: {
        api: [answer('updateEmail', failure(Code.newEmailRegistered, 'updateEmail', 'en'))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Change e-mail' })).toBeVisible()
    await expect(await canvas.findByRole('textbox', { name: 'Current e-mail' })).toHaveValue(
      account.email,
    )
    await userEvent.type(canvas.getByRole('textbox', { name: /^Code from the current/ }), '111111')
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    const newEmail = await canvas.findByRole('textbox', { name: /^New e-mail/ })
    await userEvent.type(newEmail, NEW_EMAIL)
    await userEvent.type(canvas.getByRole('textbox', { name: /^Code from the new/ }), '222222')
    await userEvent.click(canvas.getByRole('button', { name: 'Change e-mail' }))
    await expectFieldError(newEmail, 'The new e-mail is already registered')
  },
}
