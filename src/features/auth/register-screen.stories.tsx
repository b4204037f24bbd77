import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  accountFixture,
  captchaFixture,
  codeSentFixture,
  sessionFixture,
  ticketFixture,
} from '@mocks/fixtures'
import { lastParams, requestsTo } from '@mocks/request-log'
import { answerData, answerFailure, answerNever } from '@mocks/handlers'
import { RegisterScreen } from './register-screen'
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

const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: '注册' })

/** Fill in a complete, well-formed form and submit; returns the submit button. */
const fillAndSubmit = (canvas: Canvas, confirmPassword?: string) =>
  fillEmailPasswordForm(canvas, '注册', 'Secret123', confirmPassword)

const meta = {
  title: 'Auth/Register',
  component: RegisterScreen,
  parameters: {
    router: { path: '/account/register', initialEntries: ['/account/register'] },
    // Named groups: a story's `handlers.api` adds to these, its `handlers.captcha` replaces them.
    msw: { handlers: { captcha: captchaHandlers() } },
  },
} satisfies Meta<typeof RegisterScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '注册' })).toBeVisible()
    await captchaShown(canvas)
    for (const field of Object.values(emailPasswordFields(canvas)))
      await expect(field).toHaveValue('')
    await expect(canvas.getByRole('button', { name: '发送验证码' })).toBeEnabled()
    await expect(submitButton(canvas)).toBeEnabled()
    await expect(canvas.getByRole('link', { name: '去登录' })).toHaveAttribute(
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
    await userEvent.type(password, 'Secret123')
    await userEvent.type(confirmPassword, 'Secret123')
    await expect(email).toHaveValue('dev@example.com')
    await expect(captcha).toHaveValue('A3b9')
    await expect(emailCode).toHaveValue('123456')
    await expect(password).toHaveValue('Secret123')
    await expect(confirmPassword).toHaveValue('Secret123')
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

export const InvalidSendWithoutCaptcha: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await captchaShown(canvas)
    const { email, captcha } = emailPasswordFields(canvas)
    await userEvent.type(email, 'dev@example.com')
    await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }))
    await expectFieldError(captcha, '请输入 4 到 6 位图形验证码')
    await expect(captcha).toHaveFocus()
  },
}

export const PasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas, 'Secret124')
    await expectFieldError(emailPasswordFields(canvas).confirmPassword, '两次输入的密码不一致')
  },
}

export const Pending: Story = {
  parameters: {
    msw: {
      handlers: {
        api: [answerNever('register')],
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
    // The captcha is single use: its answer is cleared for the next one.
    await expect(emailPasswordFields(canvas).captcha).toHaveValue('')
    await expect(lastParams('verifyImgCaptcha')).toEqual({
      captchaId: captchaFixture.captchaId,
      answer: 'A3b9',
    })
    await expect(lastParams('sendEmailVerificationCode')).toEqual({
      email: 'dev@example.com',
      purpose: 'register',
      ticket: ticketFixture.ticket,
    })
  },
}

export const SendPending: Story = {
  parameters: {
    msw: {
      handlers: {
        api: [answerNever('sendEmailVerificationCode')],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await sendEmailCode(canvas)
    const button = canvas.getByRole('button', { name: '发送验证码' })
    await waitFor(() => expect(button).toBeDisabled())
    await expect(button).toHaveAttribute('data-loading')
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
    await expect(emailPasswordFields(canvas).captcha).toHaveValue('')
    await expect(canvas.getByRole('button', { name: '发送验证码' })).toBeEnabled()
  },
}

export const SendEmailRegistered: Story = {
  parameters: {
    msw: { handlers: { api: [answerFailure('sendEmailVerificationCode', Code.emailRegistered)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await sendEmailCode(canvas)
    await expectFieldError(emailPasswordFields(canvas).email, '该邮箱已注册')
  },
}

export const SendEmailMalformed: Story = {
  parameters: {
    msw: { handlers: { api: [answerFailure('sendEmailVerificationCode', Code.invalidEmail)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await sendEmailCode(canvas)
    await expectFieldError(emailPasswordFields(canvas).email, '邮箱格式错误')
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

export const SendFailed: Story = {
  parameters: {
    msw: { handlers: { api: [answerFailure('sendEmailVerificationCode', Code.sendFailed)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await sendEmailCode(canvas)
    await expectToast('发送失败')
    // The toast may show before the button's loading state ends (two renders).
    await waitFor(() => expect(canvas.getByRole('button', { name: '发送验证码' })).toBeEnabled())
  },
}

export const CodeWrong: Story = {
  parameters: { msw: { handlers: { api: [answerFailure('register', Code.wrongEmailCode)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas)
    await expectFieldError(emailPasswordFields(canvas).emailCode, '邮箱验证码校验失败')
  },
}

export const RegistrationFailed: Story = {
  parameters: { msw: { handlers: { api: [answerFailure('register', Code.registrationFailed)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas)
    await expectToast('注册失败')
  },
}

export const Success: Story = {
  parameters: {
    msw: {
      handlers: {
        api: [
          answerData('register', sessionFixture),
          answerData('queryAccountInfo', accountFixture('complete', 'company')),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas)
    // Signed in, on to complete the profile.
    await expect(await canvas.findByText('Navigated to /account/data')).toBeVisible()
    // The confirmation stays in the browser.
    await expect(lastParams('register')).toEqual({
      email: 'dev@example.com',
      emailCode: '123456',
      password: 'Secret123',
    })
    // The new session is used at once.
    await expect(requestsTo('queryAccountInfo').at(-1)?.headers.token).toBe(sessionFixture.token)
  },
}
