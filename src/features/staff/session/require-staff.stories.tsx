import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { answerData, answerFailure, answerNever } from '@mocks/handlers'
import { requestsTo } from '@mocks/request-log'
import { adminFixture, reviewerFixture } from '@mocks/staff-fixtures'
import { vendorAdminFixture, vendorOperatorFixture } from '@mocks/staff-vendor-fixtures'
import { expectNavigatedTo } from '@mocks/story-helpers'
import type { StaffAccess } from '@/config/route-table'
import { RequireAccess } from './require-access'
import { RequireStaff } from './require-staff'
import { withStaffToken } from './story-support'
import { Code } from '@generated/error-catalogue'

// The console's guards around a page: who is signed in is asked, a member is told what their
// scope (the alliance's or a vendor's) or role does not cover, and a session that ended sends the
// reviewer to sign in. The router gives the guard each page's access from the route table; here
// each story says it.

const audit: StaffAccess = { title: 'audit', scope: 'alliance', role: 'admin' }

function AuditPage({ access = audit }: { access?: StaffAccess }) {
  return (
    <RequireStaff>
      <RequireAccess access={access}>
        <h1>页面的内容</h1>
      </RequireAccess>
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
      canvas.getByText('这一页只有管理员可以使用。如需使用，请联系管理员。'),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: '返回审核队列' })).toHaveAttribute(
      'href',
      '/staff',
    )
    await expect(canvas.queryByText('页面的内容')).not.toBeInTheDocument()
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
    await expect(await canvas.findByRole('heading', { name: '页面的内容' })).toBeVisible()
  },
}

/**
 * A vendor's operator on an alliance page (21004 on every call there): why not, their vendor
 * named, and the way back to their own queue.
 */
export const VendorMemberOnAlliancePage: Story = {
  args: { access: { title: 'appQueue', scope: 'alliance', role: 'reviewer' } },
  parameters: {
    router: { path: '/staff/apps', initialEntries: ['/staff/apps'] },
    msw: { handlers: [answerData('staffMe', vendorOperatorFixture)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '应用版本审核' }),
    ).toBeVisible()
    await expect(canvas.getByText('这一页只供联盟的工作人员使用')).toBeVisible()
    await expect(
      canvas.getByText('你是北辰手机的工作人员，只能处理本厂商的分发版本和开发者绑定。'),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: '返回厂商审核' })).toHaveAttribute(
      'href',
      '/staff/vendor',
    )
    await expect(canvas.queryByText('页面的内容')).not.toBeInTheDocument()
  },
}

/** A vendor's admin on the alliance's admin page (the vendors): their scope, not their role. */
export const VendorAdminOnAlliancePageEnglish: Story = {
  globals: { locale: 'en' },
  args: { access: { title: 'vendors', scope: 'alliance', role: 'admin' } },
  parameters: {
    router: { path: '/staff/vendors', initialEntries: ['/staff/vendors'] },
    msw: { handlers: [answerData('staffMe', vendorAdminFixture)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText("This page is for the alliance's own staff")).toBeVisible()
    await expect(canvas.getByText(/You work for North Phones/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to the vendor queue' })).toBeVisible()
  },
}

/** An alliance reviewer on a vendor's page: it belongs to no vendor's staff. */
export const AllianceMemberOnVendorPage: Story = {
  args: { access: { title: 'vendorQueue', scope: 'vendor', role: 'reviewer' } },
  parameters: { router: { path: '/staff/vendor', initialEntries: ['/staff/vendor'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: '厂商审核' })).toBeVisible()
    await expect(canvas.getByText('这一页只供厂商的工作人员使用')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '返回审核队列' })).toHaveAttribute(
      'href',
      '/staff',
    )
  },
}

/** A vendor's admin on the staff members' page (scope any): the page. */
export const VendorAdminOnMembers: Story = {
  args: { access: { title: 'members', scope: 'any', role: 'admin' } },
  parameters: {
    router: { path: '/staff/members', initialEntries: ['/staff/members'] },
    msw: { handlers: [answerData('staffMe', vendorAdminFixture)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: '页面的内容' })).toBeVisible()
  },
}

/** A vendor's operator on the staff members' page: scope any, but an admin's. */
export const VendorOperatorOnMembers: Story = {
  args: { access: { title: 'members', scope: 'any', role: 'admin' } },
  parameters: {
    router: { path: '/staff/members', initialEntries: ['/staff/members'] },
    msw: { handlers: [answerData('staffMe', vendorOperatorFixture)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('需要管理员权限')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '返回厂商审核' })).toBeVisible()
  },
}

/**
 * The console's home is each member's own queue: a vendor's operator who opens it (the link
 * after sign-in, the console's name) goes to their vendor's.
 */
export const VendorMemberAtHome: Story = {
  args: { access: { title: 'queue', scope: 'alliance', role: 'reviewer' } },
  parameters: {
    router: { path: '/staff', initialEntries: ['/staff'] },
    msw: { handlers: [answerData('staffMe', vendorOperatorFixture)] },
  },
  play: async ({ canvasElement }) => {
    await expectNavigatedTo(within(canvasElement), '/staff/vendor')
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
