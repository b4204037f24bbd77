import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { captchaFixture, codeSentFixture, ticketFixture } from '@mocks/fixtures'
import { lastParams } from '@mocks/request-log'
import { answerData, answerFailure, answerNever } from '@mocks/handlers'
import { FindPasswordScreen } from './find-password-screen'
import { expectFieldError, expectToast } from '@mocks/story-helpers'
import {
  type Canvas,
  captchaHandlers,
  captchaShown,
  emailPasswordFields,
  fillEmailPasswordForm,
  sendEmailCode,
} from './story-helpers'
import { Code } from '@generated/error-catalogue'

const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: '重置密码' })

/** Fill in a complete, well-formed form and submit; returns the submit button. */
const fillAndSubmit = (canvas: Canvas, confirmPassword?: string) =>
  fillEmailPasswordForm(canvas, '重置密码', 'NewSecret1', confirmPassword)

const meta = {
  title: 'Auth/FindPassword',
  component: FindPasswordScreen,
  parameters: {
    router: { path: '/account/findPassWord', initialEntries: ['/account/findPassWord'] },
    // Named groups: a story's `handlers.api` adds to these, its `handlers.captcha` replaces them.
    msw: { handlers: { captcha: captchaHandlers() } },
  },
} satisfies Meta<typeof FindPasswordScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '忘记密码' })).toBeVisible()
    await captchaShown(canvas)
    for (const field of Object.values(emailPasswordFields(canvas)))
      await expect(field).toHaveValue('')
    await expect(canvas.getByRole('button', { name: '发送验证码' })).toBeEnabled()
    await expect(submitButton(canvas)).toBeEnabled()
    await expect(canvas.getByRole('link', { name: '返回登录' })).toHaveAttribute(
      'href',
      '/account/login',
    )
  },
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await captchaShown(canvas)
    const { email, captcha, emailCode, password, confirmPassword } = emailPasswordFields(canvas)
    await userEvent.type(email, 'dev@example.com')
    await userEvent.type(captcha, 'A3b9')
    await userEvent.type(emailCode, '123456')
    await userEvent.type(password, 'NewSecret1')
    await userEvent.type(confirmPassword, 'NewSecret1')
    await expect(email).toHaveValue('dev@example.com')
    await expect(captcha).toHaveValue('A3b9')
    await expect(emailCode).toHaveValue('123456')
    await expect(password).toHaveValue('NewSecret1')
    await expect(confirmPassword).toHaveValue('NewSecret1')
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(submitButton(canvas))
    const { email, emailCode, password } = emailPasswordFields(canvas)
    await expectFieldError(email, '请输入正确的邮箱地址')
    await expectFieldError(emailCode, '请输入 6 位数字验证码')
    await expectFieldError(password, '密码为 8 至 16 位，须包含大写字母、小写字母和数字')
  },
}

export const PasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas, 'NewSecret2')
    await expectFieldError(emailPasswordFields(canvas).confirmPassword, '两次输入的密码不一致')
  },
}

export const Pending: Story = {
  parameters: {
    msw: {
      handlers: {
        api: [answerNever('findPassword')],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = await fillAndSubmit(canvas)
    await waitFor(() => expect(button).toBeDisabled())
    await expect(button).toHaveAttribute('data-loading')
  },
}

export const CodeSent: Story = {
  parameters: {
    msw: { handlers: { api: [answerData('sendEmailVerificationCode', codeSentFixture)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await sendEmailCode(canvas)
    await expectToast('验证码已发送至 dev@example.com，10 分钟内有效')
    await expect(await canvas.findByRole('button', { name: /秒后重发/ })).toBeDisabled()
    await expect(emailPasswordFields(canvas).captcha).toHaveValue('')
    // The captcha's answer buys a ticket, and the code is asked for this purpose with it.
    await expect(lastParams('verifyImgCaptcha')).toEqual({
      captchaId: captchaFixture.captchaId,
      answer: 'A3b9',
    })
    await expect(lastParams('sendEmailVerificationCode')).toEqual({
      email: 'dev@example.com',
      purpose: 'findPassword',
      ticket: ticketFixture.ticket,
    })
  },
}

export const SendCaptchaWrong: Story = {
  parameters: {
    msw: {
      handlers: {
        captcha: captchaHandlers(answerFailure('verifyImgCaptcha', Code.wrongVerificationCode)),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await sendEmailCode(canvas)
    await expectFieldError(emailPasswordFields(canvas).captcha, '图形验证码错误或已过期')
  },
}

export const SendEmailUnknown: Story = {
  parameters: {
    msw: { handlers: { api: [answerFailure('sendEmailVerificationCode', Code.emailNotFound)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await sendEmailCode(canvas)
    await expectFieldError(emailPasswordFields(canvas).email, '该邮箱不存在')
  },
}

export const SendTooOften: Story = {
  parameters: {
    msw: { handlers: { api: [answerFailure('sendEmailVerificationCode', Code.sentTooOften)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await sendEmailCode(canvas)
    await expectFieldError(emailPasswordFields(canvas).emailCode, '发送过于频繁，请稍后再试')
  },
}

export const CodeWrong: Story = {
  parameters: { msw: { handlers: { api: [answerFailure('findPassword', Code.wrongEmailCode)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas)
    await expectFieldError(emailPasswordFields(canvas).emailCode, '邮箱验证码校验失败')
  },
}

export const ResetFailed: Story = {
  parameters: {
    msw: { handlers: { api: [answerFailure('findPassword', Code.passwordRecoveryFailed)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas)
    await expectToast('找回密码失败')
  },
}

export const Success: Story = {
  parameters: { msw: { handlers: { api: [answerData('findPassword', null)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas)
    await expect(await canvas.findByText('Navigated to /account/login')).toBeVisible()
    await expectToast('密码已重置，请使用新密码登录')
    await expect(lastParams('findPassword')).toEqual({
      email: 'dev@example.com',
      emailCode: '123456',
      password: 'NewSecret1',
    })
  },
}

/** A new password keeps two-step sign-in and passkeys: the page says so before the reset. */
export const SecondFactorsNote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const note = canvas.getByText(
      '重置密码不会关闭两步验证，也不会删除通行密钥：用新密码登录时仍需完成两步验证。',
    )
    await expect(note).toBeVisible()
    // Read before the button that resets the password.
    await expect(
      note.compareDocumentPosition(submitButton(canvas)) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  },
}

export const SecondFactorsNoteEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/^Resetting the password keeps two-step sign-in/),
    ).toBeVisible()
  },
}
