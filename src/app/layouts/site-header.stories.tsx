import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { accountFixture } from '@mocks/fixtures'
import { answerData, answerFailure } from '@mocks/handlers'
import { expectNoHorizontalOverflow } from '@/components/content/story-support'
import { openSiteMenu } from './layout-story-support'
import { SiteHeader } from './site-header'
import { Code } from '@generated/error-catalogue'

const signedOut = answerFailure('queryAccountInfo', Code.sessionInvalid)

const meta = {
  title: 'Shell/SiteHeader',
  component: SiteHeader,
} satisfies Meta<typeof SiteHeader>

export default meta
type Story = StoryObj<typeof meta>

export const SignedOut: Story = {
  parameters: { msw: { handlers: [signedOut] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('link', { name: '登录' })).toHaveAttribute(
      'href',
      '/account/login',
    )
    await expect(canvas.getByRole('link', { name: '注册' })).toHaveAttribute(
      'href',
      '/account/register',
    )
    await expect(canvas.getByRole('link', { name: '快应用开发者平台' })).toHaveAttribute(
      'href',
      '/',
    )
  },
}

export const SignedIn: Story = {
  parameters: {
    msw: { handlers: [answerData('queryAccountInfo', accountFixture('complete', 'company'))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('button', { name: '账号菜单: dev@example.com' }),
    ).toBeVisible()
    await expect(canvas.queryByRole('link', { name: '登录' })).not.toBeInTheDocument()
  },
}

export const AccountMenuOpen: Story = {
  parameters: {
    msw: { handlers: [answerData('queryAccountInfo', accountFixture('complete', 'company'))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: /账号菜单/ }))
    await expect(await screen.findByRole('menuitem', { name: '账号中心' })).toHaveAttribute(
      'href',
      '/account/personal',
    )
    await expect(screen.getByRole('menuitem', { name: '查看记录' })).toHaveAttribute(
      'href',
      '/account/record',
    )
    await expect(screen.getByRole('menuitem', { name: '我的应用' })).toHaveAttribute(
      'href',
      '/account/apps',
    )
    await expect(screen.getByRole('menuitem', { name: '厂商账号' })).toHaveAttribute(
      'href',
      '/account/vendors',
    )
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '退出登录' })).toBeVisible())
  },
}

export const LogoutFailureStillSignsOut: Story = {
  parameters: {
    msw: {
      handlers: [
        answerData('queryAccountInfo', accountFixture('complete', 'company')),
        answerFailure('logout', 500),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: /账号菜单/ }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }))
    // The failure is reported, and the user is cleared whatever the answer.
    await expect(await canvas.findByRole('link', { name: '登录' })).toBeVisible()
    const toast = await screen.findByText('服务器错误', {}, { timeout: 3000 })
    await waitFor(() => expect(toast).toBeVisible())
  },
}

/** From 1024 px every section is in the header, in five group menus. */
export const SectionsInHeader: Story = {
  parameters: { msw: { handlers: [signedOut] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = within(await canvas.findByRole('navigation', { name: '主导航' }))
    for (const name of ['活动', '帮助中心', '开放平台', '开发资源', '服务与支持']) {
      const button = nav.getByRole('button', { name })
      await expect(button).toBeVisible()
      // A collapsed menu button, whether the menu's code has arrived or its stand-in is there.
      await expect(button).toHaveAttribute('aria-haspopup', 'menu')
      await expect(button).toHaveAttribute('aria-expanded', 'false')
    }
    await expect(canvas.queryByRole('button', { name: '菜单' })).toBeNull()
    await userEvent.click(nav.getByRole('button', { name: '开发资源' }))
    await expect(await screen.findByRole('menuitem', { name: '开发工具' })).toHaveAttribute(
      'href',
      '/devtool',
    )
    await expect(screen.getByRole('menuitem', { name: '快应用展示' })).toHaveAttribute(
      'href',
      '/quickAppShow',
    )
  },
}

export const SectionsMenu: Story = {
  parameters: {
    msw: { handlers: [signedOut] },
    // A tablet: below 1024 px the sections are in the site menu (a disclosure).
    testViewport: { width: 800, height: 900 },
  },
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { button, panel } = await openSiteMenu(canvasElement)
    const nav = within(panel.getByRole('navigation', { name: '网站菜单' }))
    await expect(nav.getByRole('link', { name: '开发工具' })).toHaveAttribute('href', '/devtool')
    await expect(nav.getByRole('link', { name: '快应用展示' })).toHaveAttribute(
      'href',
      '/quickAppShow',
    )
    await expect(nav.getByRole('link', { name: '快应用' })).toHaveAttribute(
      'href',
      '/openness/quickApp',
    )
    await expect(nav.getByRole('link', { name: '游戏常见问题' })).toHaveAttribute(
      'href',
      '/commonGameProblem',
    )
    await expect(nav.getByRole('link', { name: '联系我们' })).toHaveAttribute('href', '/contactUs')
    // Escape closes it and gives focus back to the button.
    await userEvent.keyboard('{Escape}')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toHaveFocus()
    await expect(document.getElementById('site-menu')).not.toBeInTheDocument()
  },
}

/** Phone: brand and menu button only; the account links and the language switch are in the menu. */
export const SignedOutPhone: Story = {
  parameters: { msw: { handlers: [signedOut] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectNoHorizontalOverflow()
    const { panel } = await openSiteMenu(canvasElement)
    await expect(await panel.findByRole('link', { name: '登录' })).toBeVisible()
    await expect(panel.getByRole('link', { name: '注册' })).toBeVisible()
    await expect(panel.getByRole('button', { name: 'English' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: '快应用开发者平台' })).toBeVisible()
    await expectNoHorizontalOverflow()
    // Following a link closes the menu.
    await userEvent.click(panel.getByRole('link', { name: '开发工具' }))
    await expect(document.getElementById('site-menu')).not.toBeInTheDocument()
  },
}

export const SignedInPhone: Story = {
  parameters: {
    msw: { handlers: [answerData('queryAccountInfo', accountFixture('complete', 'company'))] },
  },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow()
    const { panel } = await openSiteMenu(canvasElement)
    await expect(await panel.findByText('dev@example.com')).toBeVisible()
    await expect(panel.getByRole('link', { name: '账号中心' })).toHaveAttribute(
      'href',
      '/account/personal',
    )
    await expect(panel.getByRole('link', { name: '我的应用' })).toHaveAttribute(
      'href',
      '/account/apps',
    )
    await expect(panel.getByRole('link', { name: '厂商账号' })).toHaveAttribute(
      'href',
      '/account/vendors',
    )
    await expect(panel.getByRole('button', { name: '退出登录' })).toBeVisible()
    await expectNoHorizontalOverflow()
  },
}

export const EnglishSignedOutPhone: Story = {
  globals: { locale: 'en' },
  parameters: { msw: { handlers: [signedOut] } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow()
    const { panel } = await openSiteMenu(canvasElement, 'Menu')
    await expect(await panel.findByRole('link', { name: 'Log in' })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Register' })).toBeVisible()
    await expectNoHorizontalOverflow()
  },
}

export const LanguageSwitch: Story = {
  parameters: { msw: { handlers: [signedOut] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('link', { name: '登录' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'English' }))
    await expect(await canvas.findByRole('link', { name: 'Log in' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Quick App Developer Portal' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: '中文' })).toHaveAttribute('lang', 'zh-CN')
    await expect(document.documentElement.lang).toBe('en')
  },
}
