import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import {
  expectHeading,
  expectLoading,
  expectNoHorizontalOverflow,
  pageRoute,
  stillLoading,
} from '@/components/content/story-support'
import { DocumentScreen } from './document-screen'

const meta = {
  title: 'Documents/DocumentScreen',
  component: DocumentScreen,
  parameters: pageRoute('/document'),
} satisfies Meta<typeof DocumentScreen>

export default meta
type Story = StoryObj<typeof meta>

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '快应用简介')
    // The tree is in a disclosure on narrow windows and beside the page on wide ones.
    await expect(canvasElement.querySelector('a[aria-current="page"]')).toHaveTextContent(
      '快应用简介',
    )
    await expect(canvas.getByRole('link', { name: /下一篇：快速开始/ })).toHaveAttribute(
      'href',
      '/document?path=guide/quick-start',
    )
  },
}

export const PageWithContents: Story = {
  parameters: pageRoute('/document', '/document?path=api/network'),
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '网络请求')
    // The table of contents shows on wide windows only; its links deep-link to the headings.
    const toc = canvasElement.querySelector('a[href="/document?path=api/network#错误码"]')
    await expect(toc).toHaveTextContent('错误码')
    await expect(canvas.getByRole('heading', { level: 2, name: '错误码' })).toHaveAttribute(
      'id',
      '错误码',
    )
    await expect(canvas.getByRole('link', { name: /上一篇：页面路由/ })).toBeVisible()
  },
}

export const EnglishPhone: Story = {
  globals: { locale: 'en' },
  parameters: { ...pageRoute('/document', '/document?path=guide/release') },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Packaging and release')
    await expectNoHorizontalOverflow()
  },
}

export const NotFound: Story = {
  parameters: pageRoute('/document', '/document?path=guide/nope'),
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '文档不存在')
    await expect(canvas.getByRole('link', { name: '从第一篇开始' })).toHaveAttribute(
      'href',
      '/document',
    )
  },
}

export const Loading: Story = {
  decorators: [stillLoading('documents')],
  play: async ({ canvasElement }) => expectLoading(canvasElement, '文档'),
}
