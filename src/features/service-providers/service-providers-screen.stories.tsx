import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import {
  expectHeading,
  expectLoading,
  expectNoHorizontalOverflow,
  pageRoute,
  stillLoading,
} from '@/components/content/story-support'
import { ServiceProvidersScreen } from './service-providers-screen'

const meta = {
  title: 'ServiceProviders/ServiceProvidersScreen',
  component: ServiceProvidersScreen,
  parameters: pageRoute('/serviceProvider'),
} satisfies Meta<typeof ServiceProvidersScreen>

export default meta
type Story = StoryObj<typeof meta>

export const All: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '服务商')
    await expect(canvas.getByRole('status')).toHaveTextContent('共 12 家服务商')
  },
}

export const FilteredEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, 'Service providers')
    await userEvent.click(canvas.getByRole('button', { name: 'Testing and quality' }))
    // The filter is in the address: the router renders the filtered list in a transition.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Providers: 3'))
    await expect(canvas.getByRole('heading', { name: 'A11y Lab' })).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'PixelCraft' })).not.toBeInTheDocument()
  },
}

export const EmptyCategory: Story = {
  parameters: pageRoute('/serviceProvider', '/serviceProvider?category=nope'),
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '服务商')
    await expect(canvas.getByRole('status')).toHaveTextContent('该类别暂无服务商。')
  },
}

export const Phone: Story = {
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, '服务商')
    await expectNoHorizontalOverflow()
  },
}

export const Loading: Story = {
  decorators: [stillLoading('service-providers')],
  play: async ({ canvasElement }) => expectLoading(canvasElement, '服务商'),
}
