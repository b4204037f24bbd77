import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { expectNoHorizontalOverflow } from '@/components/content/story-support'
import { AppLoading } from './root'

/** The loading state's fade: its delay, and the opacity shown during that delay. */
function fadeOf(element: HTMLElement) {
  const animation = element.getAnimations()[0]
  if (!animation?.effect) throw new Error('the loading state has no fade')
  const playing = animation.currentTime
  animation.currentTime = 0
  const opacityDuringDelay = Number(getComputedStyle(element).opacity)
  animation.currentTime = playing
  return { delay: animation.effect.getComputedTiming().delay, opacityDuringDelay }
}

/**
 * What the first load shows before its page (the root route's hydrate fallback): announced at
 * once, faded in after half a second, so that a page ready sooner opens without it flashing.
 */
const meta = {
  title: 'Shell/AppLoading',
  component: AppLoading,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppLoading>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status')
    await expect(status).toHaveTextContent('加载中…')
    await expect(fadeOf(status)).toEqual({ delay: 500, opacityDuringDelay: 0 })
    await waitFor(() => expect(Number(getComputedStyle(status).opacity)).toBe(1))
  },
}

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…')
  },
}

export const Phone: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status')
    await waitFor(() => expect(Number(getComputedStyle(status).opacity)).toBe(1))
    await expect(status).toBeVisible()
    await expectNoHorizontalOverflow()
  },
}
