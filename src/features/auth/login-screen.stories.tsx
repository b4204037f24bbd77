import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { accountFixture, captchaFixture, sessionFixture, ticketFixture } from '@mocks/fixtures'
import { answer, answerData, answerFailure, answerNever } from '@mocks/handlers'
import { failure, success } from '@mocks/envelopes'
import { lastParams, requestsTo } from '@mocks/request-log'
import { LoginScreen } from './login-screen'
import { expectNoHorizontalOverflow } from '@/components/content/story-support'
import { afterFirstPage, afterNextPaint } from '@/lib/first-paint/first-page'
import {
  passkeyChallengeFixture,
  passkeyCredentialJson,
  passkeyPrompts,
  stubPasskeyPrompt,
} from '@mocks/passkey-prompt'
import { answerSecondStep, secondStepFixture, withoutWebAuthn } from './passkey-story-support'
import { expectFieldError, expectToast } from '@mocks/story-helpers'
import type { Canvas } from './story-helpers'
import { formCanvas } from '@/components/form/story-support'
import { Code } from '@generated/error-catalogue'

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
  // The passkey button loads once the page is painted (lazyAfterPage): a story ends after it has,
  // so that the story's shot (.storybook/test-runner.ts) shows the screen as it settles, however
  // quickly the play function ran.
  afterEach: async () => {
    await afterFirstPage()
    await import('./passkey-sign-in')
    await afterNextPaint()
  },
} satisfies Meta<typeof LoginScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
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
    const canvas = await formCanvas(canvasElement)
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
    const canvas = await formCanvas(canvasElement)
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
    const canvas = await formCanvas(canvasElement)
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
    const canvas = await formCanvas(canvasElement)
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
    const canvas = await formCanvas(canvasElement)
    await fillAndSubmit(canvas)
    await expect(await canvas.findByText('Navigated to /account/personal')).toBeVisible()
  },
}

export const WrongPassword: Story = {
  parameters: { msw: { handlers: [answerFailure('accountLogin', Code.wrongEmailOrPassword)] } },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await fillAndSubmit(canvas)
    await expectFieldError(passwordInput(canvas), '邮箱或密码错误')
    await expect(passwordInput(canvas)).toHaveFocus()
  },
}

export const Frozen: Story = {
  parameters: { msw: { handlers: [answerFailure('accountLogin', Code.accountFrozen)] } },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
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
        answerFailure('accountLogin', Code.loginCaptchaRequired),
        answerData('getVerificationCode', captchaFixture),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
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
        answerFailure('accountLogin', Code.wrongPasswordCaptchaNeeded),
        answerData('getVerificationCode', captchaFixture),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
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
        answerFailure('accountLogin', Code.loginCaptchaRequired),
        answerData('getVerificationCode', captchaFixture),
        answerFailure('verifyLoginCaptcha', Code.wrongVerificationCode),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
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
            ? failure(Code.loginCaptchaRequired, 'accountLogin')
            : success(sessionFixture),
        ),
        answerData('getVerificationCode', captchaFixture),
        answerData('verifyLoginCaptcha', ticketFixture),
        answerData('queryAccountInfo', accountFixture('complete', 'company')),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
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
  parameters: { msw: { handlers: [answerFailure('accountLogin', Code.busy)] } },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
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
    const canvas = await formCanvas(canvasElement)
    await fillAndSubmit(canvas)
    await expectToast('请求失败')
  },
}

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
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

// Two-step sign-in (31001) and passkeys.

const signedIn = answerData('queryAccountInfo', accountFixture('complete', 'company'))
const step = secondStepFixture()
const codeInput = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^验证器验证码/ })

/** E-mail and password accepted: the second step's heading has focus. */
async function reachSecondStep(canvas: Canvas) {
  await fillAndSubmit(canvas)
  const heading = await canvas.findByRole('heading', { level: 2, name: '两步验证' })
  await waitFor(() => expect(heading).toHaveFocus())
  return heading
}

/** The password form is back, with the e-mail kept and the password field focused. */
async function expectPasswordStep(canvas: Canvas) {
  await waitFor(() => expect(passwordInput(canvas)).toHaveFocus())
  await expect(emailInput(canvas)).toHaveValue('dev@example.com')
  await expect(canvas.queryByRole('heading', { level: 2 })).not.toBeInTheDocument()
}

/** The account has an authenticator and a passkey: the code field first, the passkey offered. */
export const SecondStep: Story = {
  parameters: { msw: { handlers: [answerSecondStep()] } },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await reachSecondStep(canvas)
    await expect(canvas.getByText('正在登录 dev@example.com')).toBeVisible()
    const code = codeInput(canvas)
    await expect(code).toHaveAttribute('inputmode', 'numeric')
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    await expect(code).toHaveAccessibleDescription('打开验证器应用，输入它显示的 6 位数字')
    await expect(canvas.getByRole('button', { name: '使用通行密钥' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: '使用恢复码' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: '返回重新输入密码' })).toBeEnabled()
    // The password form, and its passkey sign-in, gave way to the step.
    await expect(canvas.queryByLabelText(/^密码/)).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: '使用通行密钥登录' })).not.toBeInTheDocument()
    await expect(lastParams('accountLogin')).toEqual({
      email: 'dev@example.com',
      password: 'Secret123',
    })
    await expect(requestsTo('accountLoginSecondStep')).toHaveLength(0)
  },
}

/** No passkey on the account: no passkey button. */
export const SecondStepNoPasskey: Story = {
  parameters: { msw: { handlers: [answerSecondStep(secondStepFixture(['totp', 'recovery']))] } },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await reachSecondStep(canvas)
    await expect(codeInput(canvas)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '使用通行密钥' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: '使用恢复码' })).toBeEnabled()
  },
}

/** The authenticator's code (typed as the app groups it) signs in and goes on as a password would. */
export const SecondStepCodeAccepted: Story = {
  parameters: {
    router: {
      path: '/account/login',
      initialEntries: ['/account/login?redirect=/account/record'],
    },
    msw: {
      handlers: [
        answerSecondStep(),
        answerData('accountLoginSecondStep', sessionFixture),
        signedIn,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await reachSecondStep(canvas)
    await userEvent.type(codeInput(canvas), '123 456')
    await userEvent.click(canvas.getByRole('button', { name: '验证并登录' }))
    await expect(await canvas.findByText('Navigated to /account/record')).toBeVisible()
    await expect(lastParams('accountLoginSecondStep')).toEqual({
      stepToken: step.stepToken,
      code: '123456',
    })
    await expect(localStorage.getItem('portal.token')).toBe(sessionFixture.token)
  },
}

/** A code of the wrong form is refused before anything is sent. */
export const SecondStepInvalidCode: Story = {
  parameters: { msw: { handlers: [answerSecondStep()] } },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await reachSecondStep(canvas)
    await userEvent.type(codeInput(canvas), '12ab')
    await userEvent.click(canvas.getByRole('button', { name: '验证并登录' }))
    await expectFieldError(codeInput(canvas), '请输入验证器显示的 6 位数字')
    await expect(codeInput(canvas)).toHaveFocus()
    await expect(requestsTo('accountLoginSecondStep')).toHaveLength(0)
  },
}

/** 31002: said on the field, which is cleared and focused for the next code. */
export const SecondStepWrongCode: Story = {
  parameters: {
    msw: {
      handlers: [answerSecondStep(), answerFailure('accountLoginSecondStep', Code.wrongCode)],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await reachSecondStep(canvas)
    await userEvent.type(codeInput(canvas), '654321')
    await userEvent.click(canvas.getByRole('button', { name: '验证并登录' }))
    await expectFieldError(codeInput(canvas), '验证码错误')
    await expect(codeInput(canvas)).toHaveValue('')
    await expect(codeInput(canvas)).toHaveFocus()
    await expect(lastParams('accountLoginSecondStep')).toEqual({
      stepToken: step.stepToken,
      code: '654321',
    })
  },
}

/** "Use a recovery code": its own field, focused; the code is sent as the server keeps it. */
export const SecondStepRecoveryCode: Story = {
  parameters: {
    msw: {
      handlers: [
        answerSecondStep(),
        answerData('accountLoginSecondStep', sessionFixture),
        signedIn,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await reachSecondStep(canvas)
    await userEvent.click(canvas.getByRole('button', { name: '使用恢复码' }))
    const recovery = canvas.getByRole('textbox', { name: /^恢复码/ })
    await waitFor(() => expect(recovery).toHaveFocus())
    await expect(recovery).toHaveAttribute('autocomplete', 'off')
    await expect(canvas.getByRole('button', { name: '使用验证器验证码' })).toBeEnabled()
    await userEvent.type(recovery, 'K7P2M-9QX4D')
    await userEvent.click(canvas.getByRole('button', { name: '验证并登录' }))
    await expect(await canvas.findByText('Navigated to /account/personal')).toBeVisible()
    await expect(lastParams('accountLoginSecondStep')).toEqual({
      stepToken: step.stepToken,
      code: 'k7p2m-9qx4d',
    })
  },
}

/** 31003: the step is spent or expired; back to the password, saying so. */
export const SecondStepExpired: Story = {
  parameters: {
    msw: {
      handlers: [answerSecondStep(), answerFailure('accountLoginSecondStep', Code.signInExpired)],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await reachSecondStep(canvas)
    await userEvent.type(codeInput(canvas), '123456')
    await userEvent.click(canvas.getByRole('button', { name: '验证并登录' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('登录验证已失效，请重新登录')
    await expectPasswordStep(canvas)
  },
}

/** "Back": the password form again, nothing sent. */
export const SecondStepBack: Story = {
  parameters: { msw: { handlers: [answerSecondStep()] } },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await reachSecondStep(canvas)
    await userEvent.click(canvas.getByRole('button', { name: '返回重新输入密码' }))
    await expectPasswordStep(canvas)
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    await expect(requestsTo('accountLoginSecondStep')).toHaveLength(0)
  },
}

/** 31004: too many wrong codes on the account; wait 15 minutes. */
export const SecondStepTooManyCodes: Story = {
  parameters: {
    msw: {
      handlers: [
        answerSecondStep(),
        answerFailure('accountLoginSecondStep', Code.tooManyWrongCodes),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await reachSecondStep(canvas)
    await userEvent.type(codeInput(canvas), '123456')
    await userEvent.click(canvas.getByRole('button', { name: '验证并登录' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '验证码错误次数过多，请 15 分钟后再试',
    )
  },
}

/** 10006 at the second step: the frozen account's notice. */
export const SecondStepFrozen: Story = {
  parameters: {
    msw: {
      handlers: [answerSecondStep(), answerFailure('accountLoginSecondStep', Code.accountFrozen)],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await reachSecondStep(canvas)
    await userEvent.type(codeInput(canvas), '123456')
    await userEvent.click(canvas.getByRole('button', { name: '验证并登录' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('该账号已被冻结')
    await expect(within(alert).getByRole('link', { name: '联系我们' })).toBeVisible()
  },
}

/** The passkey answers the step's own challenge; its answer is sent as the credential. */
export const SecondStepPasskey: Story = {
  beforeEach: () => stubPasskeyPrompt('answer'),
  parameters: {
    msw: {
      handlers: [
        answerSecondStep(),
        answerData('accountLoginSecondStep', sessionFixture),
        signedIn,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await reachSecondStep(canvas)
    await userEvent.click(canvas.getByRole('button', { name: '使用通行密钥' }))
    await expect(await canvas.findByText('Navigated to /account/personal')).toBeVisible()
    await expect(passkeyPrompts).toEqual(['sample-challenge-for-second-step'])
    const sent = lastParams('accountLoginSecondStep')
    await expect(Object.keys(sent ?? {}).sort()).toEqual(['credential', 'stepToken'])
    await expect(sent?.stepToken).toBe(step.stepToken)
    await expect(JSON.parse(sent?.credential ?? '')).toEqual(passkeyCredentialJson)
  },
}

/** The developer closes the passkey prompt: a calm note, nothing sent, the code still possible. */
export const SecondStepPasskeyCancelled: Story = {
  beforeEach: () => stubPasskeyPrompt('cancel'),
  parameters: { msw: { handlers: [answerSecondStep()] } },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await reachSecondStep(canvas)
    await userEvent.click(canvas.getByRole('button', { name: '使用通行密钥' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      '已取消通行密钥验证，未发送任何信息',
    )
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    await expect(passkeyPrompts).toHaveLength(1)
    await expect(requestsTo('accountLoginSecondStep')).toHaveLength(0)
    await waitFor(() => expect(canvas.getByRole('button', { name: '使用通行密钥' })).toBeEnabled())
    await expect(codeInput(canvas)).toBeEnabled()
  },
}

/** 31007: the server could not verify the passkey. */
export const SecondStepPasskeyFailed: Story = {
  beforeEach: () => stubPasskeyPrompt('answer'),
  parameters: {
    msw: {
      handlers: [answerSecondStep(), answerFailure('accountLoginSecondStep', Code.passkeyFailed)],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await reachSecondStep(canvas)
    await userEvent.click(canvas.getByRole('button', { name: '使用通行密钥' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('通行密钥验证失败，请重试')
    await expect(requestsTo('accountLoginSecondStep')).toHaveLength(1)
  },
}

const passkeyButton = (canvas: Canvas) => canvas.findByRole('button', { name: '使用通行密钥登录' })

/** From the first step: challenge → the browser's passkey → signed in, no e-mail or password. */
export const PasskeySignIn: Story = {
  beforeEach: () => stubPasskeyPrompt('answer'),
  parameters: {
    msw: {
      handlers: [
        answerData('passkeyLoginOptions', passkeyChallengeFixture),
        answerData('passkeyLogin', sessionFixture),
        signedIn,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await userEvent.click(await passkeyButton(canvas))
    await expect(await canvas.findByText('Navigated to /account/personal')).toBeVisible()
    await expect(passkeyPrompts).toEqual(['sample-challenge-for-sign-in'])
    const sent = lastParams('passkeyLogin')
    await expect(sent?.challengeId).toBe(passkeyChallengeFixture.challengeId)
    await expect(JSON.parse(sent?.credential ?? '')).toEqual(passkeyCredentialJson)
    await expect(requestsTo('accountLogin')).toHaveLength(0)
    await expect(localStorage.getItem('portal.token')).toBe(sessionFixture.token)
  },
}

/** 31007 from the first step: said above the button, which can be tried again. */
export const PasskeySignInFailed: Story = {
  beforeEach: () => stubPasskeyPrompt('answer'),
  parameters: {
    msw: {
      handlers: [
        answerData('passkeyLoginOptions', passkeyChallengeFixture),
        answerFailure('passkeyLogin', Code.passkeyFailed),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    const button = await passkeyButton(canvas)
    await userEvent.click(button)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('通行密钥验证失败，请重试')
    await waitFor(() => expect(button).toBeEnabled())
    await expect(requestsTo('passkeyLogin')).toHaveLength(1)
  },
}

/** The prompt closed from the first step: a calm note, no sign-in sent. */
export const PasskeySignInCancelled: Story = {
  beforeEach: () => stubPasskeyPrompt('cancel'),
  parameters: {
    msw: { handlers: [answerData('passkeyLoginOptions', passkeyChallengeFixture)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await userEvent.click(await passkeyButton(canvas))
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      '已取消通行密钥验证，未发送任何信息',
    )
    await expect(requestsTo('passkeyLogin')).toHaveLength(0)
  },
}

/** A browser without WebAuthn: no passkey button, once its code has loaded and looked. */
export const PasskeyNotSupported: Story = {
  beforeEach: withoutWebAuthn,
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    // What the button waits for (lazyAfterPage), its code, and a paint after its check.
    await afterFirstPage()
    await import('./passkey-sign-in')
    await afterNextPaint()
    await expect(submitButton(canvas)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '使用通行密钥登录' })).not.toBeInTheDocument()
  },
}

/** The browser cannot use a passkey here: said, nothing sent, the password still there. */
export const PasskeySignInUnavailable: Story = {
  beforeEach: () => stubPasskeyPrompt('fail'),
  parameters: {
    msw: { handlers: [answerData('passkeyLoginOptions', passkeyChallengeFixture)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await userEvent.click(await passkeyButton(canvas))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '此浏览器暂时无法使用通行密钥，请换用其他方式登录。',
    )
    await expect(passkeyPrompts).toHaveLength(1)
    await expect(requestsTo('passkeyLogin')).toHaveLength(0)
    await expect(passwordInput(canvas)).toBeEnabled()
  },
}

/** 10006 by passkey: the frozen account's notice. */
export const PasskeySignInFrozen: Story = {
  beforeEach: () => stubPasskeyPrompt('answer'),
  parameters: {
    msw: {
      handlers: [
        answerData('passkeyLoginOptions', passkeyChallengeFixture),
        answerFailure('passkeyLogin', Code.accountFrozen),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await userEvent.click(await passkeyButton(canvas))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('该账号已被冻结')
    await expect(within(alert).getByRole('link', { name: '联系我们' })).toBeVisible()
  },
}

/** The second step in English, its recovery code field too. */
export const SecondStepEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { msw: { handlers: [answerSecondStep()] } },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'dev@example.com')
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Secret123')
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Two-step sign-in' })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(canvas.getByText('Signing in as dev@example.com')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /^Authenticator code/ })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Use a passkey' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code' }))
    const recovery = canvas.getByRole('textbox', { name: /^Recovery code/ })
    await userEvent.type(recovery, 'short')
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and log in' }))
    await expectFieldError(recovery, 'Enter a recovery code like xxxxx-xxxxx')
  },
}

/** The passkey sign-in in English. */
export const PasskeySignInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Log in with a passkey' })).toBeEnabled()
  },
}

/** The second step on the narrowest phone (320 px), in English (the longer words). */
export const SecondStepEnglishPhone: Story = {
  ...SecondStepEnglish,
  play: async (context) => {
    await SecondStepEnglish.play?.(context)
    await expectNoHorizontalOverflow()
  },
}

/** The second step at 390 px. */
export const SecondStepPhone390: Story = {
  parameters: { ...SecondStep.parameters, testViewport: { width: 390, height: 844 } },
  play: async (context) => {
    await SecondStep.play?.(context)
    await expectNoHorizontalOverflow()
  },
}

/** The password step with the passkey button on the narrowest phone (320 px). */
export const PasskeyPhone: Story = {
  play: async ({ canvasElement }) => {
    await expect(await passkeyButton(await formCanvas(canvasElement))).toBeVisible()
    await expectNoHorizontalOverflow()
  },
}
