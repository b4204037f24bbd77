import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { accountFixture } from '@mocks/fixtures'
import { answerData, answerFailure } from '@mocks/handlers'
import { expectNoHorizontalOverflow } from '@/components/content/story-support'
import { PagePlaceholder } from '@/components/layout/page-placeholder'
import { DefaultLayout } from './default-layout'
import { openSiteMenu } from './layout-story-support'
import { Code } from '@generated/error-catalogue'

const meta = {
  title: 'Shell/DefaultLayout',
  component: DefaultLayout,
  args: { children: <PagePlaceholder title="开发工具" /> },
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: ['/devtool'] },
    msw: { handlers: [answerData('queryAccountInfo', accountFixture('complete', 'company'))] },
  },
} satisfies Meta<typeof DefaultLayout>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: /账号菜单/ })).toBeVisible()
    await expect(canvas.getByRole('banner')).toBeVisible()
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { level: 1, name: '开发工具' }),
    )
    await expect(canvas.getByRole('status')).toHaveTextContent('此页面正在准备中。')
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('快应用开发者平台')
  },
}

export const English: Story = {
  globals: { locale: 'en' },
  args: { children: <PagePlaceholder title="Developer tools" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: /Account menu/ })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('This page is being prepared.')
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('Quick App Developer Portal')
  },
}

/** Phone width, signed in: nothing overflows, the site menu opens, the skip link reaches main. */
export const SignedInPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectNoHorizontalOverflow()
    const { panel } = await openSiteMenu(canvasElement)
    await expect(await panel.findByRole('link', { name: '账号中心' })).toBeVisible()
    await expectNoHorizontalOverflow()
    await userEvent.keyboard('{Escape}')
    // The skip link: the first stop of the keyboard, visible when focused, focuses main.
    ;(document.activeElement as HTMLElement | null)?.blur()
    await userEvent.tab()
    const skip = canvas.getByRole('link', { name: '跳到主要内容' })
    await expect(skip).toHaveFocus()
    await expect(skip).toBeVisible()
    // Above the sticky header: what is drawn at its centre is the link itself.
    const box = skip.getBoundingClientRect()
    await expect(box.width).toBeGreaterThan(40)
    await expect(
      document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2),
    ).toBe(skip)
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByRole('main')).toHaveFocus()
  },
}

export const EnglishSignedOutPhone: Story = {
  globals: { locale: 'en' },
  args: { children: <PagePlaceholder title="Developer tools" /> },
  parameters: { msw: { handlers: [answerFailure('queryAccountInfo', Code.sessionInvalid)] } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow()
    const { panel } = await openSiteMenu(canvasElement, 'Menu')
    await expect(await panel.findByRole('link', { name: 'Log in' })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Register' })).toBeVisible()
    await expectNoHorizontalOverflow()
  },
}
