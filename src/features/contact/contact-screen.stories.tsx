import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import {
  expectHeading,
  expectLoading,
  expectNoHorizontalOverflow,
  pageRoute,
  stillLoading,
} from '@/components/content/story-support'
import { ContactScreen } from './contact-screen'

const meta = {
  title: 'Contact/ContactScreen',
  component: ContactScreen,
  parameters: pageRoute('/contactUs'),
} satisfies Meta<typeof ContactScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Chinese: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '联系我们')
    await expect(
      canvas.getByRole('link', { name: 'support@developer.example.com' }),
    ).toHaveAttribute('href', 'mailto:support@developer.example.com')
    // Where the login page sends a developer whose account is frozen.
    await expect(canvas.getByRole('region', { name: '账号被冻结或无法找回？' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: '账号找回' })).toHaveAttribute(
      'href',
      '/account/recovery',
    )
    await expect(canvas.getByText('广东省深圳市南山区科技园科发路 8 号')).toBeVisible()
  },
}

export const EnglishPhone: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, 'Contact us')
    await expect(canvas.getByText('Postcode 518057')).toBeVisible()
    await expectNoHorizontalOverflow()
  },
}

export const Loading: Story = {
  decorators: [stillLoading('contact')],
  play: async ({ canvasElement }) => expectLoading(canvasElement, '联系我们'),
}
