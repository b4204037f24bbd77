import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import {
  expectHeading,
  expectLoading,
  expectNoHorizontalOverflow,
  pageRoute,
  stillLoading,
} from '@/components/content/story-support'
import { ShowcaseDetailScreen } from './showcase-detail-screen'
import { ShowcaseScreen } from './showcase-screen'

const meta = {
  title: 'Showcase/Screens',
  component: ShowcaseScreen,
  parameters: pageRoute('/quickAppShow'),
} satisfies Meta<typeof ShowcaseScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '快应用展示')
    await expect(canvas.getByRole('status')).toHaveTextContent('共 12 个应用')
    await expect(canvas.getByRole('link', { name: '晴天气象' })).toHaveAttribute(
      'href',
      '/quickAppShow/quickAppDetail?id=sunny-weather',
    )
  },
}

export const FilteredEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, 'Quick App showcase')
    await userEvent.click(canvas.getByRole('button', { name: 'Games' }))
    // The filter is in the address: the router renders the filtered list in a transition.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Apps: 2'))
    await expect(canvas.getByRole('link', { name: 'Block Crush' })).toBeVisible()
  },
}

export const EmptyCategory: Story = {
  parameters: pageRoute('/quickAppShow', '/quickAppShow?category=nope'),
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '快应用展示')
    await expect(canvas.getByRole('status')).toHaveTextContent('该类别暂无应用。')
  },
}

export const GridPhone: Story = {
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, '快应用展示')
    await expectNoHorizontalOverflow()
  },
}

export const GridLoading: Story = {
  decorators: [stillLoading('showcase')],
  play: async ({ canvasElement }) => expectLoading(canvasElement, '快应用展示'),
}

export const Detail: Story = {
  render: () => <ShowcaseDetailScreen />,
  parameters: pageRoute(
    '/quickAppShow/quickAppDetail',
    '/quickAppShow/quickAppDetail?id=sunny-weather',
  ),
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '晴天气象')
    await expect(canvas.getByRole('img', { name: '打开晴天气象的二维码' })).toBeVisible()
    const screenshot = canvas.getByRole('img', { name: '晴天气象截图 1：首页' })
    await expect(screenshot).toBeVisible()
    // The image file itself arrived (the build emitted it and the URL points at it).
    await waitFor(() => expect((screenshot as HTMLImageElement).naturalWidth).toBeGreaterThan(0))
    const icon = canvas.getByRole('img', { name: '晴天气象图标' }) as HTMLImageElement
    await waitFor(() => expect(icon.naturalWidth).toBeGreaterThan(0))
    await expect(canvas.getByRole('link', { name: '在手机上打开' })).toHaveAttribute(
      'href',
      'hap://app/com.sunnystudio.weather',
    )
  },
}

export const DetailEnglishPhone: Story = {
  render: () => <ShowcaseDetailScreen />,
  globals: { locale: 'en' },
  parameters: {
    ...pageRoute('/quickAppShow/quickAppDetail', '/quickAppShow/quickAppDetail?id=block-crush'),
  },
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, 'Block Crush')
    await expect(canvas.getByRole('img', { name: 'QR code that opens Block Crush' })).toBeVisible()
    await expectNoHorizontalOverflow()
  },
}

export const DetailNotFound: Story = {
  render: () => <ShowcaseDetailScreen />,
  parameters: pageRoute('/quickAppShow/quickAppDetail', '/quickAppShow/quickAppDetail?id=nope'),
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '应用不存在')
    await expect(canvas.getByRole('link', { name: '快应用展示' })).toHaveAttribute(
      'href',
      '/quickAppShow',
    )
  },
}
