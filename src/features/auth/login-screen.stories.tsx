import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { accountFixture, captchaFixture, sessionFixture, ticketFixture } from '@mocks/fixtures'
import { answer, answerData, answerFailure, answerNever } from '@mocks/handlers'
import { failure, success } from '@mocks/envelopes'
import { lastParams, requestsTo } from '@mocks/request-log'
import { LoginScreen } from './login-screen'
import { type Canvas, expectFieldError, expectToast } from './story-helpers'

const emailInput = (canvas: Canvas) => canvas.getByRole('textbox', { name: '邮箱' })
const passwordInput = (canvas: Canvas) => canvas.getByLabelText(/^密码/)
const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: '登录' })

/** Fill in a well-formed e-mail and password and submit; returns the submit button. */
async function fillAndSubmit(canvas: Canvas) {
  // Taken before the click: while loading, the button's label gives way to a spinner.
  const button = submitButton(canvas)
  await userEvent.type(emailInput(canvas), 'dev@example.com')
  await userEvent.type(passwordInput(canvas), 'Secret123')
  await userEvent.click(button)
  return button
}

/** After 99001 or 10004 the captcha field and its image appear. */
async function expectCaptcha(canvas: Canvas) {
  await expect(
    await canvas.findByRole('img', { name: '图形验证码，看不清可点击刷新' }),
  ).toBeVisible()
  await expect(canvas.getByRole('textbox', { name: '图形验证码' })).toHaveValue('')
}

const meta = {
  title: 'Auth/Login',
  component: LoginScreen,
  parameters: { router: { path: '/account/login', initialEntries: ['/account/login'] } },
} satisfies Meta<typeof LoginScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '欢迎登录' })).toBeVisible()
    await expect(emailInput(canvas)).toHaveValue('')
    await expect(passwordInput(canvas)).toHaveValue('')
    await expect(passwordInput(canvas)).toHaveAttribute('type', 'password')
    await expect(canvas.queryByRole('textbox', { name: '图形验证码' })).not.toBeInTheDocument()
    await expect(submitButton(canvas)).toBeEnabled()
    await expect(canvas.getByRole('link', { name: '注册新账号' })).toHaveAttribute(
      'href',
      '/account/register',
    )
    await expect(canvas.getByRole('link', { name: '忘记密码' })).toHaveAttribute(
      'href',
      '/account/findPassWord',
    )
    await expect(canvas.getByRole('link', { name: '邮箱无法使用？找回账号' })).toHaveAttribute(
      'href',
      '/account/recovery',
    )
  },
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(emailInput(canvas), 'dev@example.com')
    await userEvent.type(passwordInput(canvas), 'Secret123')
    await expect(emailInput(canvas)).toHaveValue('dev@example.com')
    await expect(passwordInput(canvas)).toHaveValue('Secret123')
    // The toggle shows the password as text.
    await userEvent.click(canvas.getByRole('button', { name: '显示' }))
    await expect(passwordInput(canvas)).toHaveAttribute('type', 'text')
    await expect(canvas.getByRole('button', { name: '隐藏' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(submitButton(canvas))
    await expectFieldError(emailInput(canvas), '请输入正确的邮箱地址')
    await expectFieldError(passwordInput(canvas), '此项为必填项')
    await expect(emailInput(canvas)).toHaveFocus()
    await userEvent.type(emailInput(canvas), 'not-an-email')
    await userEvent.click(submitButton(canvas))
    await expectFieldError(emailInput(canvas), '请输入正确的邮箱地址')
  },
}

export const Pending: Story = {
  parameters: {
    msw: {
      handlers: [answerNever('accountLogin')],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = await fillAndSubmit(canvas)
    await waitFor(() => expect(button).toBeDisabled())
    await expect(button).toHaveAttribute('data-loading')
  },
}

export const Success: Story = {
  parameters: {
    router: {
      path: '/account/login',
      initialEntries: ['/account/login?redirect=/account/record'],
    },
    msw: {
      handlers: [
        answerData('accountLogin', sessionFixture),
        answerData('queryAccountInfo', accountFixture('complete', 'company')),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas)
    // Back where the visitor was going when the guard sent them here.
    await expect(await canvas.findByText('Navigated to /account/record')).toBeVisible()
    // No captcha asked for, none sent.
    await expect(lastParams('accountLogin')).toEqual({
      email: 'dev@example.com',
      password: 'Secret123',
    })
    await expect(requestsTo('verifyLoginCaptcha')).toHaveLength(0)
  },
}

export const SuccessWithoutRedirect: Story = {
  parameters: {
    msw: {
      handlers: [
        answerData('accountLogin', sessionFixture),
        answerData('queryAccountInfo', accountFixture('complete', 'company')),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas)
    await expect(await canvas.findByText('Navigated to /account/personal')).toBeVisible()
  },
}

export const WrongPassword: Story = {
  parameters: { msw: { handlers: [answerFailure('accountLogin', 10001)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas)
    await expectFieldError(passwordInput(canvas), '邮箱或密码错误')
    await expect(passwordInput(canvas)).toHaveFocus()
  },
}

export const Frozen: Story = {
  parameters: { msw: { handlers: [answerFailure('accountLogin', 10006)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('该账号已被冻结')
    await expect(alert).toHaveTextContent('冻结期间无法登录。如有疑问，请联系我们处理。')
    await expect(within(alert).getByRole('link', { name: '联系我们' })).toHaveAttribute(
      'href',
      '/contactUs',
    )
  },
}

export const CaptchaRequired: Story = {
  parameters: {
    msw: {
      handlers: [
        answerFailure('accountLogin', 99001),
        answerData('getVerificationCode', captchaFixture),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '用户名或密码错误超过3次，请输入登录验证码',
    )
    await expectCaptcha(canvas)
    await expect(canvas.getByRole('button', { name: '换一张验证码' })).toBeEnabled()
  },
}

export const WrongPasswordCaptchaRequired: Story = {
  parameters: {
    msw: {
      handlers: [
        answerFailure('accountLogin', 10004),
        answerData('getVerificationCode', captchaFixture),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '邮箱或密码错误，请输入验证码后重试',
    )
    await expectCaptcha(canvas)
  },
}

export const CaptchaWrong: Story = {
  parameters: {
    msw: {
      handlers: [
        answerFailure('accountLogin', 99001),
        answerData('getVerificationCode', captchaFixture),
        answerFailure('verifyLoginCaptcha', 10002),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas)
    await expectCaptcha(canvas)
    const captcha = canvas.getByRole('textbox', { name: '图形验证码' })
    await userEvent.type(captcha, 'A3b9')
    await userEvent.click(submitButton(canvas))
    await expectFieldError(captcha, '图形验证码错误或已过期')
    // The captcha is single use: the answer is cleared for the new image.
    await expect(captcha).toHaveValue('')
  },
}

/** The third wrong password, then the captcha answered: the login carries the captcha's ticket. */
export const CaptchaPassed: Story = {
  parameters: {
    msw: {
      handlers: [
        answer('accountLogin', () =>
          requestsTo('accountLogin').length === 1
            ? failure(99001, 'accountLogin')
            : success(sessionFixture),
        ),
        answerData('getVerificationCode', captchaFixture),
        answerData('verifyLoginCaptcha', ticketFixture),
        answerData('queryAccountInfo', accountFixture('complete', 'company')),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas)
    await expectCaptcha(canvas)
    await userEvent.type(canvas.getByRole('textbox', { name: '图形验证码' }), 'A3b9')
    await userEvent.click(submitButton(canvas))
    await expect(await canvas.findByText('Navigated to /account/personal')).toBeVisible()
    await expect(lastParams('verifyLoginCaptcha')).toEqual({
      captchaId: captchaFixture.captchaId,
      answer: 'A3b9',
    })
    await expect(requestsTo('accountLogin').map((request) => request.params)).toEqual([
      { email: 'dev@example.com', password: 'Secret123' },
      { email: 'dev@example.com', password: 'Secret123', ticket: ticketFixture.ticket },
    ])
  },
}

export const NetworkBusy: Story = {
  parameters: { msw: { handlers: [answerFailure('accountLogin', 443)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = await fillAndSubmit(canvas)
    await expectToast('网络繁忙，请稍后重新提交')
    await waitFor(() => expect(button).toBeEnabled())
  },
}

export const RequestFailed: Story = {
  parameters: {
    msw: { handlers: [http.post('*/api/login/accountLogin', () => HttpResponse.error())] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas)
    await expectToast('请求失败')
  },
}

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Welcome, please log in' }),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await expectFieldError(
      canvas.getByRole('textbox', { name: 'E-mail' }),
      'Enter a valid e-mail address',
    )
    await expectFieldError(canvas.getByLabelText(/^Password/), 'This field is required')
  },
}
