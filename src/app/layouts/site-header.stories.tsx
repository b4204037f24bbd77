import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { getQueryAccountInfoMockHandler } from '@generated/api/account/account.msw'
import { getLogoutMockHandler } from '@generated/api/login/login.msw'
import { SiteHeader } from './site-header'

const signedOut = getQueryAccountInfoMockHandler({
  code: 10005,
  msg: '登录状态校验失败，请重新登录',
  data: null,
})

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
  parameters: { msw: { handlers: [getQueryAccountInfoMockHandler()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('button', { name: '账号菜单: dev@example.com' }),
    ).toBeVisible()
    await expect(canvas.queryByRole('link', { name: '登录' })).not.toBeInTheDocument()
  },
}

export const AccountMenuOpen: Story = {
  parameters: { msw: { handlers: [getQueryAccountInfoMockHandler()] } },
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
    await expect(screen.getByRole('menuitem', { name: '退出登录' })).toBeVisible()
  },
}

export const LogoutFailureStillSignsOut: Story = {
  parameters: {
    msw: {
      handlers: [
        getQueryAccountInfoMockHandler(),
        getLogoutMockHandler({ code: 500, msg: '服务器错误', data: null }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: /账号菜单/ }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }))
    // The failure is reported, and the user is cleared whatever the answer.
    await expect(await screen.findByText('服务器错误')).toBeVisible()
    await expect(await canvas.findByRole('link', { name: '登录' })).toBeVisible()
  },
}

export const SectionsMenu: Story = {
  parameters: { msw: { handlers: [signedOut] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // Narrow canvases show every section in one menu; wide ones as links.
    const menuButton = canvas.queryByRole('button', { name: '菜单' })
    if (menuButton && menuButton.checkVisibility()) {
      await userEvent.click(menuButton)
    }
    await waitFor(() => expect(screen.getAllByText('首页').length).toBeGreaterThan(0))
    for (const name of [
      '首页',
      '开发者大会',
      '开发工具',
      '文档',
      '快应用展示',
      '服务商',
      '联系我们',
    ]) {
      await expect(screen.getAllByText(name).length, name).toBeGreaterThan(0)
    }
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
