import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { answerData, answerNever } from '@mocks/handlers'
import { requestsTo } from '@mocks/request-log'
import { adminFixture, reviewerFixture } from '@mocks/staff-fixtures'
import { vendorAdminFixture, vendorOperatorFixture } from '@mocks/staff-vendor-fixtures'
import { expectNavigatedTo } from '@mocks/story-helpers'
import { expectNoHorizontalOverflow } from '@/components/content/story-support'
import { PagePlaceholder } from '@/components/layout/page-placeholder'
import { withoutStaffToken, withStaffToken } from '@/features/staff/session/story-support'
import { staffToken } from '@/lib/session/tokens'
import { StaffLayout } from './staff-layout'

const meta = {
  title: 'Shell/StaffLayout',
  component: StaffLayout,
  args: { children: <PagePlaceholder title="审核队列" /> },
  beforeEach: withStaffToken,
  parameters: {
    layout: 'fullscreen',
    router: { path: '/staff', initialEntries: ['/staff'] },
    msw: { handlers: [answerData('staffMe', reviewerFixture)] },
  },
} satisfies Meta<typeof StaffLayout>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A reviewer: both queues (account applications, app versions), who is signed in, sign-out; no
 * audit log, nothing of the developer portal.
 */
export const Reviewer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const header = within(canvas.getByRole('banner'))
    await expect(header.getByRole('link', { name: '开发者平台 · 工作人员控制台' })).toBeVisible()
    const nav = within(await canvas.findByRole('navigation', { name: '控制台导航' }))
    await expect(nav.getByRole('link', { name: '账号申请' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(nav.getByRole('link', { name: '应用审核' })).toHaveAttribute('href', '/staff/apps')
    await expect(nav.getByRole('link', { name: '应用审核' })).not.toHaveAttribute('aria-current')
    await expect(nav.queryByRole('link', { name: '审计日志' })).not.toBeInTheDocument()
    await expect(nav.queryByRole('link', { name: '工作人员' })).not.toBeInTheDocument()
    await expect(nav.queryByRole('link', { name: '厂商审核' })).not.toBeInTheDocument()
    await expect(header.getByText('李审核')).toBeVisible()
    await expect(header.getByText('reviewer@example.com')).toBeVisible()
    await expect(header.getByText('审核员')).toBeVisible()
    await expect(header.getByRole('button', { name: '退出登录' })).toBeVisible()
    await expect(header.getByRole('button', { name: 'English' })).toBeVisible()
    // The developer portal's header, footer and account menu are not here.
    await expect(canvas.queryByRole('contentinfo')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: /账号菜单/ })).not.toBeInTheDocument()
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { level: 1, name: '审核队列' }),
    )
  },
}

/** An admin on the audit log: its link is there and marked as the current page. */
export const Admin: Story = {
  args: { children: <PagePlaceholder title="审计日志" /> },
  parameters: {
    router: { path: '/staff/audit', initialEntries: ['/staff/audit'] },
    msw: { handlers: [answerData('staffMe', adminFixture)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = within(await canvas.findByRole('navigation', { name: '控制台导航' }))
    await expect(nav.getByRole('link', { name: '审计日志' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(nav.getByRole('link', { name: '账号申请' })).not.toHaveAttribute('aria-current')
    await expect(nav.getByRole('link', { name: '工作人员' })).toHaveAttribute(
      'href',
      '/staff/members',
    )
    await expect(nav.getByRole('link', { name: '厂商' })).toHaveAttribute('href', '/staff/vendors')
    await expect(nav.queryByRole('link', { name: '厂商审核' })).not.toBeInTheDocument()
    await expect(canvas.getByText('admin@example.com')).toBeVisible()
    await expect(canvas.getByText('管理员')).toBeVisible()
  },
}

/**
 * A vendor's operator: their vendor's name beside the console's, their vendor's queue (current
 * on a distribution's page) and bindings only; nothing of the alliance's.
 */
export const VendorOperator: Story = {
  args: { children: <PagePlaceholder title="示例天气 1.1.0" /> },
  parameters: {
    router: {
      path: '/staff/vendor/distributions/:id',
      initialEntries: ['/staff/vendor/distributions/501'],
    },
    msw: { handlers: [answerData('staffMe', vendorOperatorFixture)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const header = within(canvas.getByRole('banner'))
    const nav = within(await canvas.findByRole('navigation', { name: '控制台导航' }))
    // The vendor's name says what it is to a screen reader too.
    await expect(header.getByText('北辰手机')).toHaveTextContent('所属厂商北辰手机')
    await expect(header.getByText('北辰手机')).toBeVisible()
    await expect(header.getByRole('link', { name: '开发者平台 · 工作人员控制台' })).toHaveAttribute(
      'href',
      '/staff/vendor',
    )
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '厂商审核',
      '开发者绑定',
    ])
    await expect(nav.getByRole('link', { name: '厂商审核' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(nav.getByRole('link', { name: '开发者绑定' })).toHaveAttribute(
      'href',
      '/staff/vendor/bindings',
    )
    await expect(header.getByText('赵运营')).toBeVisible()
    await expect(header.getByText('operator@north.example.com')).toBeVisible()
  },
}

/** A vendor's admin on the bindings: the bindings current, not the queue; their staff members. */
export const VendorAdmin: Story = {
  args: { children: <PagePlaceholder title="开发者绑定" /> },
  parameters: {
    router: { path: '/staff/vendor/bindings', initialEntries: ['/staff/vendor/bindings'] },
    msw: { handlers: [answerData('staffMe', vendorAdminFixture)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = within(await canvas.findByRole('navigation', { name: '控制台导航' }))
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '厂商审核',
      '开发者绑定',
      '工作人员',
    ])
    await expect(nav.getByRole('link', { name: '开发者绑定' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(nav.getByRole('link', { name: '厂商审核' })).not.toHaveAttribute('aria-current')
  },
}

export const VendorAdminEnglishPhone: Story = {
  globals: { locale: 'en' },
  args: { children: <PagePlaceholder title="Vendor review" /> },
  parameters: {
    router: { path: '/staff/vendor', initialEntries: ['/staff/vendor'] },
    msw: { handlers: [answerData('staffMe', vendorAdminFixture)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = within(await canvas.findByRole('navigation', { name: 'Console' }))
    await expect(canvas.getByText('North Phones')).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Vendor queue' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(nav.getByRole('link', { name: 'Bindings' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Staff members' })).toBeVisible()
    await expectNoHorizontalOverflow()
  },
}

/** On a version's review: the app versions' section is the current one, not the applications'. */
export const AppVersionPage: Story = {
  args: { children: <PagePlaceholder title="示例天气 1.1.0" /> },
  parameters: {
    router: { path: '/staff/apps/versions/:id', initialEntries: ['/staff/apps/versions/7'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = within(await canvas.findByRole('navigation', { name: '控制台导航' }))
    await expect(nav.getByRole('link', { name: '应用审核' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(nav.getByRole('link', { name: '账号申请' })).not.toHaveAttribute('aria-current')
  },
}

/** Sign-out: the server ends the session, this tab forgets it, back to the sign-in page. */
export const SignOut: Story = {
  parameters: {
    msw: {
      handlers: [answerData('staffMe', reviewerFixture), answerData('staffLogout', null)],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '退出登录' }))
    await expectNavigatedTo(canvas, '/staff/login')
    await expect(requestsTo('staffLogout')).toHaveLength(1)
    await expect(requestsTo('staffLogout')[0]?.headers['staff-token']).toBeDefined()
    await expect(staffToken.get()).toBeNull()
  },
}

/** Sign-out while the server does not answer: the button says it is busy. */
export const SigningOut: Story = {
  parameters: {
    msw: { handlers: [answerData('staffMe', reviewerFixture), answerNever('staffLogout')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = await canvas.findByRole('button', { name: '退出登录' })
    await userEvent.click(button)
    await waitFor(() => expect(button).toBeDisabled())
  },
}

/** The sign-in and set-up pages: nobody signed in, only the console's name and the language. */
export const SignedOut: Story = {
  beforeEach: withoutStaffToken,
  args: { children: <PagePlaceholder title="工作人员登录" /> },
  parameters: {
    router: { path: '/staff/login', initialEntries: ['/staff/login'] },
    msw: { handlers: [] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'English' })).toBeVisible()
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: '退出登录' })).not.toBeInTheDocument()
    // Without a staff token nobody is asked for.
    await expect(requestsTo('staffMe')).toHaveLength(0)
  },
}

export const English: Story = {
  globals: { locale: 'en' },
  args: { children: <PagePlaceholder title="Review queue" /> },
  parameters: { msw: { handlers: [answerData('staffMe', adminFixture)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('link', { name: 'Developer portal · Staff console' }),
    ).toBeVisible()
    const nav = within(await canvas.findByRole('navigation', { name: 'Console' }))
    await expect(nav.getByRole('link', { name: 'Account applications' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'App versions' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Staff members' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Vendors' })).toBeVisible()
    await expect(canvas.getByText('Administrator')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: '中文' })).toBeVisible()
  },
}

/** A reviewer on a phone (390 px): everything fits; the skip link reaches the page. */
export const ReviewerAt390: Story = {
  parameters: { testViewport: { width: 390, height: 844 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('navigation', { name: '控制台导航' })
    await expectNoHorizontalOverflow()
    ;(document.activeElement as HTMLElement | null)?.blur()
    await userEvent.tab()
    const skip = canvas.getByRole('link', { name: '跳到主要内容' })
    await expect(skip).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByRole('main')).toHaveFocus()
  },
}

export const EnglishAdminPhone: Story = {
  globals: { locale: 'en' },
  args: { children: <PagePlaceholder title="Audit log" /> },
  parameters: {
    router: { path: '/staff/audit', initialEntries: ['/staff/audit'] },
    msw: {
      handlers: [
        answerData('staffMe', {
          email: 'a.very.long.administrator.address@example.com',
          name: null,
          role: 'admin',
          vendor: null,
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('navigation', { name: 'Console' })
    await expect(canvas.getByText('a.very.long.administrator.address@example.com')).toBeVisible()
    await expectNoHorizontalOverflow()
  },
}
