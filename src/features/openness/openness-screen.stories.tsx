import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import {
  expectHeading,
  expectLoading,
  expectNoHorizontalOverflow,
  pageRoute,
  stillLoading,
} from '@/components/content/story-support'
import { OpennessScreen } from './openness-screen'

const meta = {
  title: 'Openness/OpennessScreen',
  component: OpennessScreen,
  args: { product: 'intelligentCard' },
  parameters: pageRoute('/openness/intelligentCard'),
} satisfies Meta<typeof OpennessScreen>

export default meta
type Story = StoryObj<typeof meta>

export const IntelligentCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '开放平台：智能卡片')
    await expect(canvas.getByText('三种尺寸')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '什么是智能卡片？' })).toHaveAttribute(
      'href',
      '/commonProblem/faqInfo?id=what-is-card',
    )
  },
}

export const ProductEnglish: Story = {
  args: { product: 'product' },
  globals: { locale: 'en' },
  parameters: pageRoute('/openness/quickApp'),
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, 'Open platform: Quick App')
    await expect(canvas.getByText('Native rendering')).toBeVisible()
  },
}

export const QuickGamePhone: Story = {
  args: { product: 'quickGame' },
  parameters: { ...pageRoute('/openness/quickGame') },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, '开放平台：快游戏')
    await expectNoHorizontalOverflow()
  },
}

export const Loading: Story = {
  decorators: [stillLoading('openness')],
  play: async ({ canvasElement }) => expectLoading(canvasElement, '开放平台：智能卡片'),
}
