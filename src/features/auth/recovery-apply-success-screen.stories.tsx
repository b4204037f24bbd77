import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { RecoveryApplySuccessScreen } from './recovery-apply-success-screen'
import type { RecoveryApplied } from './recovery-screen'

const PATH = '/account/recoveryApplySuccess'
const applied: RecoveryApplied = { newEmail: 'new@example.com' }

const meta = {
  title: 'Auth/RecoveryApplySuccess',
  component: RecoveryApplySuccessScreen,
  parameters: {
    // The recovery screen navigates here with the new e-mail in the location's state.
    router: { path: PATH, initialEntries: [{ pathname: PATH, state: applied }] },
  },
} satisfies Meta<typeof RecoveryApplySuccessScreen>

export default meta
type Story = StoryObj<typeof meta>

export const WithNewEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '找回申请已提交' })).toBeVisible()
    await expect(
      canvas.getByText('你的账号找回申请已提交，审核结果将发送至 new@example.com。'),
    ).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.getByRole('link', { name: '去登录' })).toHaveAttribute(
      'href',
      '/account/login',
    )
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/')
  },
}

export const WithoutState: Story = {
  parameters: { router: { path: PATH, initialEntries: [PATH] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '找回申请已提交' })).toBeVisible()
    await expect(canvas.getByText('你的账号找回申请已提交。')).toBeVisible()
    await expect(canvas.queryByText(/new@example\.com/)).not.toBeInTheDocument()
  },
}

export const ToLogin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('link', { name: '去登录' }))
    await expect(await canvas.findByText('Navigated to /account/login')).toBeVisible()
  },
}

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Recovery request sent' }),
    ).toBeVisible()
    await expect(
      canvas.getByText(
        'Your account recovery application has been submitted; the decision will be sent to new@example.com.',
      ),
    ).toBeVisible()
  },
}
