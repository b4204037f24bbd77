import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ErrorPage } from './error-page'

const meta = {
  title: 'Errors/ErrorPage',
  component: ErrorPage,
} satisfies Meta<typeof ErrorPage>

export default meta
type Story = StoryObj<typeof meta>

/** /error: the general error page. */
export const General: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '出错了' })).toBeVisible()
    await expect(canvas.queryByText('状态码')).not.toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/')
  },
}

/** What the error boundary shows for a render error. */
export const RenderError: Story = {
  globals: { locale: 'en' },
  args: {
    details: {
      statusCode: 500,
      message: "Cannot read properties of undefined (reading 'email')",
      fatal: false,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Status code500')
    await expect(canvas.getByText(/reading 'email'/)).toBeVisible()
    await expect(canvas.getByText('no')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toBeVisible()
  },
}

export const Fatal: Story = {
  args: { details: { statusCode: 503, message: 'boot failed', fatal: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('是')).toBeVisible()
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeVisible()
  },
}
