import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PagePlaceholder } from './page-placeholder'

const meta = {
  title: 'Layout/PagePlaceholder',
  component: PagePlaceholder,
  args: { title: 'API keys' },
  globals: { locale: 'en' },
} satisfies Meta<typeof PagePlaceholder>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('being prepared')
  },
}

export const Chinese: Story = {
  args: { title: '账号中心' },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: '账号中心', level: 1 })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('此页面正在准备中。')
  },
}
