import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { accountFixture } from '@mocks/fixtures'
import { answerData } from '@mocks/handlers'
import { PagePlaceholder } from '@/components/layout/page-placeholder'
import { DefaultLayout } from './default-layout'

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
