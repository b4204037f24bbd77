import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import {
  expectHeading,
  expectLoading,
  expectNoHorizontalOverflow,
  pageRoute,
  stillLoading,
} from '@/components/content/story-support'
import { FlowSupportScreen } from './flow-support-screen'

const meta = {
  title: 'FlowSupport/FlowSupportScreen',
  component: FlowSupportScreen,
  parameters: pageRoute('/flowSupport'),
} satisfies Meta<typeof FlowSupportScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Chinese: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '流量扶持')
    await expect(canvas.getByRole('region', { name: '申请条件' })).toHaveTextContent('次日留存')
    await expect(canvas.getByRole('link', { name: '联系我们申请' })).toHaveAttribute(
      'href',
      '/contactUs',
    )
  },
}

export const EnglishPhone: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, 'Traffic support')
    await expect(canvas.getByText('What you get')).toBeVisible()
    await expectNoHorizontalOverflow()
  },
}

export const Loading: Story = {
  decorators: [stillLoading('flow-support')],
  play: async ({ canvasElement }) => expectLoading(canvasElement, '流量扶持'),
}
