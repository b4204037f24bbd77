import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PagePlaceholder } from '@/components/layout/page-placeholder'
import { expectNoHorizontalOverflow } from '@/components/content/story-support'
import { DocumentLayout } from './document-layout'

const meta = {
  title: 'Shell/DocumentLayout',
  component: DocumentLayout,
  args: { children: <PagePlaceholder title="文档" /> },
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/document'] } },
} satisfies Meta<typeof DocumentLayout>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('main')).toHaveTextContent('文档')
    await expect(canvas.getByRole('link', { name: '返回开发者平台' })).toHaveAttribute('href', '/')
    // Only the document layout: no site navigation, no footer.
    await expect(canvas.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('contentinfo')).not.toBeInTheDocument()
  },
}

/** Phone width, in English (the longer words): the slim bar fits; it has no site menu. */
export const EnglishPhone: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Documents' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: '中文' })).toBeVisible()
    await expectNoHorizontalOverflow()
  },
}
