import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { accountFixture } from '@mocks/fixtures'
import { answerData, answerFailure } from '@mocks/handlers'
import { SiteHeader } from './site-header'

const signedOut = answerFailure('queryAccountInfo', 10005)

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

export const SectionsMenu: Story = {
  parameters: { msw: { handlers: [signedOut] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // Narrow canvases show every section in one menu, wide ones as links and two group menus.
    const menuButton = canvas.queryByRole('button', { name: '菜单' })
    if (!menuButton) {
      const nav = within(canvas.getByRole('navigation', { name: '主导航' }))
      await expect(nav.getByRole('link', { name: '开发工具' })).toHaveAttribute('href', '/devtool')
      await expect(nav.getByRole('link', { name: '联系我们' })).toHaveAttribute(
        'href',
        '/contactUs',
      )
      await userEvent.click(nav.getByRole('button', { name: '开放平台' }))
      await expect(await screen.findByRole('menuitem', { name: '快应用' })).toHaveAttribute(
        'href',
        '/openness/quickApp',
      )
      return
    }
    await userEvent.click(menuButton)
    const item = (name: string) => screen.findByRole('menuitem', { name })
    await expect(await item('开发工具')).toHaveAttribute('href', '/devtool')
    await expect(await item('快应用展示')).toHaveAttribute('href', '/quickAppShow')
    await expect(await item('快应用')).toHaveAttribute('href', '/openness/quickApp')
    await expect(await item('游戏常见问题')).toHaveAttribute('href', '/commonGameProblem')
    await expect(await item('联系我们')).toHaveAttribute('href', '/contactUs')
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
