import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { answerFailure } from '@mocks/handlers'
import { PagePlaceholder } from '@/components/layout/page-placeholder'
import { expectNoHorizontalOverflow } from '@/components/content/story-support'
import { AwardLayout } from './award-layout'
import { openSiteMenu } from './layout-story-support'
import { Code } from '@generated/error-catalogue'

const meta = {
  title: 'Shell/AwardLayout',
  component: AwardLayout,
  args: { children: <PagePlaceholder title="第1届奖励活动：报名" /> },
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: ['/active/awardsAct/registration'] },
    msw: {
      handlers: [answerFailure('queryAccountInfo', Code.sessionInvalid)],
    },
  },
} satisfies Meta<typeof AwardLayout>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const editions = within(canvas.getByRole('navigation', { name: '奖励活动届次' }))
    const links = editions.getAllByRole('link')
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/active/awardsAct/publicity',
      '/active/awardsAct/registration',
      '/active/awardsAct/selection',
      '/active/awardsAct2/publicity',
      '/active/awardsAct2/registration',
      '/active/awardsAct2/selection',
      '/active/awardsAct3/publicity',
      '/active/awardsAct4',
    ])
    await expect(links[1]).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('main')).toHaveTextContent('第1届奖励活动：报名')
    await expect(await canvas.findByRole('link', { name: '登录' })).toBeVisible()
  },
}

/** Phone width: the editions' band wraps, nothing overflows, the site menu opens. */
export const Phone: Story = {
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow()
    const { panel } = await openSiteMenu(canvasElement)
    await expect(await panel.findByRole('link', { name: '登录' })).toBeVisible()
    await expect(panel.getByRole('link', { name: '奖励活动' })).toHaveAttribute(
      'href',
      '/active/awardsAct4',
    )
    await expectNoHorizontalOverflow()
  },
}
