import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { NotFoundError } from '@/components/errors/errors'
import { NotFoundPage } from './not-found-page'

const meta = {
  title: 'Errors/NotFoundPage',
  component: NotFoundPage,
  args: { message: new NotFoundError('/no/such/page').message },
} satisfies Meta<typeof NotFoundPage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible()
    await expect(canvas.getByText('Page Not Found: /no/such/page')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/')
    await waitFor(() => expect(document.title).toBe('页面不存在 - 快应用开发者平台'))
  },
}

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toBeVisible()
  },
}
