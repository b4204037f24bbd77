import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { answerData, answerFailure, answerNever } from '@mocks/handlers'
import { requestsTo } from '@mocks/request-log'
import { adminFixture, reviewerFixture } from '@mocks/staff-fixtures'
import { expectNavigatedTo } from '@mocks/story-helpers'
import { RequireAdmin } from './require-admin'
import { RequireStaff } from './require-staff'
import { withStaffToken } from './story-support'
import { Code } from '@generated/error-catalogue'

// The console's guards around a page: who is signed in is asked, a reviewer is told what needs an
// administrator, and a session that ended sends the reviewer to sign in.

function AuditPage() {
  return (
    <RequireStaff>
      <RequireAdmin title="审计日志">
        <h1>审计日志的内容</h1>
      </RequireAdmin>
    </RequireStaff>
  )
}

const meta = {
  title: 'Staff/Session/Guards',
  component: AuditPage,
  beforeEach: withStaffToken,
  parameters: {
    router: { path: '/staff/audit', initialEntries: ['/staff/audit'] },
    msw: { handlers: [answerData('staffMe', reviewerFixture)] },
  },
} satisfies Meta<typeof AuditPage>

export default meta
type Story = StoryObj<typeof meta>

/** A reviewer on an admin page: a clear message and the way back, not a blank page. */
export const NeedsAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: '审计日志' })).toBeVisible()
    await expect(canvas.getByText('需要管理员权限')).toBeVisible()
    await expect(
      canvas.getByText('审计日志只有管理员可以查看。如需查看，请联系管理员。'),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: '返回审核队列' })).toHaveAttribute(
      'href',
      '/staff',
    )
    await expect(canvas.queryByText('审计日志的内容')).not.toBeInTheDocument()
  },
}

export const NeedsAdminEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('This page needs an administrator')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to the queue' })).toBeVisible()
  },
}

export const Admin: Story = {
  parameters: { msw: { handlers: [answerData('staffMe', adminFixture)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: '审计日志的内容' })).toBeVisible()
  },
}

export const Checking: Story = {
  parameters: { msw: { handlers: [answerNever('staffMe')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('status')).toHaveTextContent('正在确认登录状态…')
  },
}

/** The check failed (not 10005): said, with a retry that asks again. */
export const CheckFailed: Story = {
  parameters: { msw: { handlers: [answerFailure('staffMe', 500)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('无法确认你的登录状态')
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }))
    await waitFor(() => expect(requestsTo('staffMe')).toHaveLength(2))
  },
}

/** 10005 while the page is open: to sign in, coming back here afterwards. */
export const SessionEnded: Story = {
  parameters: { msw: { handlers: [answerFailure('staffMe', Code.sessionInvalid)] } },
  play: async ({ canvasElement }) => {
    await expectNavigatedTo(within(canvasElement), '/staff/login')
  },
}
