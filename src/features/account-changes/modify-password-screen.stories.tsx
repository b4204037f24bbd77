import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { answer, answerData, answerFailure, answerNever } from '../../../mocks/handlers'
import { failure } from '../../../mocks/envelopes'
import { accountFixture } from '../../../mocks/fixtures'
import { lastParams, requestsTo } from '../../../mocks/request-log'
import { ModifyPasswordScreen } from './modify-password-screen'
import { expectFieldError, expectToast } from '@mocks/story-helpers'
import { type Canvas, failureText } from './story-helpers'
import { formCanvas } from '@/components/form/story-support'
import { Code } from '@generated/error-catalogue'

const fields = (canvas: Canvas) => ({
  oldPassword: canvas.getByLabelText(/^当前密码/),
  password: canvas.getByLabelText(/^新密码/),
  confirmPassword: canvas.getByLabelText(/^确认密码/),
})

/** Fill in a well-formed form and submit; returns the submit button (taken before the click). */
async function fillAndSubmit(canvas: Canvas, confirmPassword = 'NewSecret1') {
  const button = canvas.getByRole('button', { name: '修改密码' })
  const { oldPassword, password, confirmPassword: confirm } = fields(canvas)
  await userEvent.type(oldPassword, 'OldSecret1')
  await userEvent.type(password, 'NewSecret1')
  await userEvent.type(confirm, confirmPassword)
  await userEvent.click(button)
  return button
}

/** What the screen sent: the current password and the new one, nothing else. */
async function expectSent() {
  await waitFor(() =>
    expect(lastParams('updatePassword')).toEqual({
      oldPassword: 'OldSecret1',
      newPassword: 'NewSecret1',
    }),
  )
}

const meta = {
  title: 'Account changes/ModifyPassword',
  component: ModifyPasswordScreen,
  parameters: {
    router: {
      path: '/account/personal/modifyPassWord',
      initialEntries: ['/account/personal/modifyPassWord'],
    },
    // Named groups: a story adds `api`, the answers of updatePassword.
    msw: { handlers: { session: [answerData('queryAccountInfo', accountFixture('reviewing'))] } },
  },
} satisfies Meta<typeof ModifyPasswordScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '修改密码' })).toBeVisible()
    for (const field of Object.values(fields(canvas))) {
      await expect(field).toHaveValue('')
      await expect(field).toHaveAttribute('type', 'password')
    }
    // Whose password: for password managers (a profile under review may change its password).
    const account = await canvas.findByRole('textbox', { name: '账号' })
    await expect(account).toHaveValue('dev@example.com')
    await expect(account).toHaveAttribute('readonly')
    await expect(account).toHaveAttribute('autocomplete', 'username')
    await expect(canvas.getByRole('link', { name: '← 返回账号中心' })).toHaveAttribute(
      'href',
      '/account/personal',
    )
  },
}

export const ShowPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    const { oldPassword } = fields(canvas)
    await userEvent.type(oldPassword, 'OldSecret1')
    const [toggle] = canvas.getAllByRole('button', { name: '显示' })
    await userEvent.click(toggle!)
    await expect(oldPassword).toHaveAttribute('type', 'text')
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await userEvent.type(fields(canvas).password, 'short')
    await userEvent.click(canvas.getByRole('button', { name: '修改密码' }))
    const { oldPassword, password } = fields(canvas)
    await expectFieldError(oldPassword, '此项为必填项')
    await expectFieldError(password, '密码为 8 至 16 位，须包含大写字母、小写字母和数字')
    await expect(oldPassword).toHaveFocus()
    await expect(requestsTo('updatePassword')).toHaveLength(0)
  },
}

export const PasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await fillAndSubmit(canvas, 'NewSecret2')
    await expectFieldError(fields(canvas).confirmPassword, '两次输入的密码不一致')
    await expect(requestsTo('updatePassword')).toHaveLength(0)
  },
}

export const Pending: Story = {
  parameters: { msw: { handlers: { api: [answerNever('updatePassword')] } } },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    const button = await fillAndSubmit(canvas)
    await waitFor(() => expect(button).toBeDisabled())
    await expect(button).toHaveAttribute('data-loading')
    await expectSent()
  },
}

export const Success: Story = {
  parameters: { msw: { handlers: { api: [answerData('updatePassword', null)] } } },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await fillAndSubmit(canvas)
    await expectSent()
    const state = await canvas.findByRole('status')
    await expect(state).toHaveTextContent('此账号在其他浏览器和设备上的登录已全部退出')
    await waitFor(() => expect(state).toHaveFocus())
    await expectToast('密码已修改')
    await expect(canvas.queryByLabelText(/^当前密码/)).not.toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: '返回账号中心' })).toHaveAttribute(
      'href',
      '/account/personal',
    )
  },
}

export const WrongOldPassword: Story = {
  parameters: {
    msw: { handlers: { api: [answerFailure('updatePassword', Code.wrongAccountOrPassword)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await fillAndSubmit(canvas)
    await expectSent()
    await expectFieldError(
      fields(canvas).oldPassword,
      failureText('updatePassword', Code.wrongAccountOrPassword),
    )
    await expect(fields(canvas).oldPassword).toHaveFocus()
  },
}

export const SameAsOld: Story = {
  parameters: { msw: { handlers: { api: [answerFailure('updatePassword', Code.samePassword)] } } },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await fillAndSubmit(canvas)
    await expectSent()
    await expectFieldError(fields(canvas).password, '新密码不能与旧密码相同')
  },
}

export const TooManyAttempts: Story = {
  parameters: { msw: { handlers: { api: [answerFailure('updatePassword', Code.busy)] } } },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await fillAndSubmit(canvas)
    await expectSent()
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('当前密码错误次数过多')
    await expect(alert).toHaveTextContent(failureText('updatePassword', Code.busy))
  },
}

export const ChangeFailed: Story = {
  parameters: {
    msw: { handlers: { api: [answerFailure('updatePassword', Code.passwordChangeFailed)] } },
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(await formCanvas(canvasElement))
    await expectSent()
    await expectToast('修改密码失败')
  },
}

export const SessionEnded: Story = {
  parameters: {
    msw: { handlers: { api: [answerFailure('updatePassword', Code.sessionInvalid)] } },
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(await formCanvas(canvasElement))
    await expectSent()
    await expectToast(failureText('updatePassword', Code.sessionInvalid))
  },
}

export const MissingParameter: Story = {
  parameters: {
    msw: { handlers: { api: [answerFailure('updatePassword', Code.missingParameter)] } },
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(await formCanvas(canvasElement))
    await expectToast('缺少参数')
  },
}

export const WrongParameter: Story = {
  parameters: {
    msw: { handlers: { api: [answerFailure('updatePassword', Code.invalidParameter)] } },
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(await formCanvas(canvasElement))
    await expectToast('请求参数错误')
  },
}

export const English: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: {
      handlers: {
        api: [
          answer('updatePassword', failure(Code.wrongAccountOrPassword, 'updatePassword', 'en')),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible()
    const oldPassword = canvas.getByLabelText(/^Current password/)
    await userEvent.type(oldPassword, 'OldSecret1')
    await userEvent.type(canvas.getByLabelText(/^New password/), 'NewSecret1')
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'NewSecret1')
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }))
    await expectFieldError(oldPassword, 'The account or password is wrong')
  },
}
