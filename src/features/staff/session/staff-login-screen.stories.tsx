import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { failure } from '@mocks/envelopes'
import { answer, answerData, answerFailure, answerNever } from '@mocks/handlers'
import { lastParams } from '@mocks/request-log'
import { expectFieldError, expectNavigatedTo } from '@mocks/story-helpers'
import { expectNoHorizontalOverflow } from '@/components/content/story-support'
import { staffToken } from '@/lib/session/tokens'
import { StaffLoginScreen } from './staff-login-screen'
import { staffSessionFixture, withoutStaffToken } from './story-support'
import { formCanvas } from '@/components/form/story-support'
import { Code } from '@generated/error-catalogue'

type Canvas = ReturnType<typeof within>

const fields = (canvas: Canvas) => ({
  email: canvas.getByRole('textbox', { name: '邮箱' }),
  password: canvas.getByLabelText(/^密码/),
  code: canvas.getByRole('textbox', { name: '验证器动态码或恢复码' }),
})

/** Fill in a well-formed sign-in and submit; returns the submit button (taken before the click). */
async function signIn(canvas: Canvas, code = '123456') {
  const button = canvas.getByRole('button', { name: '登录' })
  const { email, password, code: codeField } = fields(canvas)
  await userEvent.type(email, 'reviewer@example.com')
  await userEvent.type(password, 'Review3r!')
  await userEvent.type(codeField, code)
  await userEvent.click(button)
  return button
}

const meta = {
  title: 'Staff/Session/SignIn',
  component: StaffLoginScreen,
  beforeEach: withoutStaffToken,
  parameters: { router: { path: '/staff/login', initialEntries: ['/staff/login'] } },
} satisfies Meta<typeof StaffLoginScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '工作人员登录' })).toBeVisible()
    const { email, password, code } = fields(canvas)
    await expect(email).toHaveValue('')
    await expect(password).toHaveAttribute('type', 'password')
    await expect(code).toHaveAccessibleDescription(/未用过的恢复码（xxxxx-xxxxx）/)
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    // The developer portal's ways in are not offered here.
    await expect(canvas.queryByRole('link', { name: '注册新账号' })).not.toBeInTheDocument()
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '登录' }))
    const { email, password, code } = fields(canvas)
    await expectFieldError(email, '请输入正确的邮箱地址')
    await expectFieldError(password, '此项为必填项')
    await expectFieldError(code, '请输入 6 位数字动态码，或格式为 xxxxx-xxxxx 的恢复码')
    await expect(email).toHaveFocus()
    // Five digits, or a recovery code cut short, is no code either.
    await userEvent.type(code, '12345')
    await userEvent.click(canvas.getByRole('button', { name: '登录' }))
    await expectFieldError(code, '请输入 6 位数字动态码，或格式为 xxxxx-xxxxx 的恢复码')
  },
}

export const Pending: Story = {
  parameters: { msw: { handlers: [answerNever('staffLogin')] } },
  play: async ({ canvasElement }) => {
    const button = await signIn(await formCanvas(canvasElement))
    await waitFor(() => expect(button).toBeDisabled())
    await expect(button).toHaveAttribute('data-loading')
  },
}

/** Back to the console page the guard sent the reviewer from, with the session stored. */
export const Success: Story = {
  parameters: {
    router: {
      path: '/staff/login',
      initialEntries: ['/staff/login?redirect=%2Fstaff%2Frecords%2F7'],
    },
    msw: { handlers: [answerData('staffLogin', staffSessionFixture)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await signIn(canvas, ' 123 456 ')
    await expectNavigatedTo(canvas, '/staff/records/7')
    // Spaces typed inside the code are not sent.
    await expect(lastParams('staffLogin')).toEqual({
      email: 'reviewer@example.com',
      password: 'Review3r!',
      code: '123456',
    })
    await expect(staffToken.get()).toBe(staffSessionFixture.token)
  },
}

/** A recovery code instead of the authenticator's; without a redirect, the queue. */
export const SuccessWithRecoveryCode: Story = {
  parameters: { msw: { handlers: [answerData('staffLogin', staffSessionFixture)] } },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await signIn(canvas, 'K7M2P-9XQ4T')
    await expectNavigatedTo(canvas, '/staff')
    // Recovery codes are lower case: typed in capitals, they are sent as the server keeps them.
    await expect(lastParams('staffLogin')?.code).toBe('k7m2p-9xq4t')
  },
}

export const WrongPassword: Story = {
  parameters: { msw: { handlers: [answerFailure('staffLogin', Code.wrongEmailOrPassword)] } },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await signIn(canvas)
    await expectFieldError(fields(canvas).password, '邮箱或密码错误')
    await expect(fields(canvas).password).toHaveFocus()
    await expect(staffToken.get()).toBeNull()
  },
}

export const WrongCode: Story = {
  parameters: { msw: { handlers: [answerFailure('staffLogin', Code.wrongStaffCode)] } },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await signIn(canvas)
    await expectFieldError(fields(canvas).code, '动态验证码错误')
    await expect(fields(canvas).code).toHaveFocus()
  },
}

export const Disabled: Story = {
  parameters: { msw: { handlers: [answerFailure('staffLogin', Code.staffDisabled)] } },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await signIn(canvas)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('该工作人员账号已停用')
    await expect(alert).toHaveTextContent('如需恢复使用，请联系管理员。')
  },
}

export const TooManyAttempts: Story = {
  parameters: { msw: { handlers: [answerFailure('staffLogin', Code.busy)] } },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await signIn(canvas)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('尝试次数过多或服务繁忙')
    await expect(alert).toHaveTextContent('请稍等几分钟后再试。')
  },
}

/** The console sent the reviewer here because a call answered 10005. */
export const SessionEnded: Story = {
  parameters: {
    router: {
      path: '/staff/login',
      initialEntries: [
        {
          pathname: '/staff/login',
          search: '?redirect=%2Fstaff%2Faudit',
          state: { staffNotice: 'ended' },
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('你的登录已结束，请重新登录。')
  },
}

export const SignedOut: Story = {
  parameters: {
    router: {
      path: '/staff/login',
      initialEntries: [{ pathname: '/staff/login', state: { staffNotice: 'signedOut' } }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('你已退出登录。')
  },
}

export const English: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: { handlers: [answer('staffLogin', failure(Code.wrongStaffCode, 'staffLogin', 'en'))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible()
    const code = canvas.getByRole('textbox', { name: 'Authenticator code or recovery code' })
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'reviewer@example.com')
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Review3r!')
    await userEvent.type(code, '654321')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expectFieldError(code, 'The authenticator or recovery code is wrong')
  },
}

export const EnglishDisabledPhone: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: { handlers: [answer('staffLogin', failure(Code.staffDisabled, 'staffLogin', 'en'))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await expectNoHorizontalOverflow()
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'reviewer@example.com')
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Review3r!')
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Authenticator code or recovery code' }),
      '654321',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This staff account is disabled',
    )
    await expectNoHorizontalOverflow()
  },
}
