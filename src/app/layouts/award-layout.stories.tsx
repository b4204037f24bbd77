import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { answerFailure } from '@mocks/handlers'
import { PagePlaceholder } from '@/components/layout/page-placeholder'
import { AwardLayout } from './award-layout'

const meta = {
  title: 'Shell/AwardLayout',
  component: AwardLayout,
  args: { children: <PagePlaceholder title="第1届奖励活动：报名" /> },
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: ['/active/awardsAct/registration'] },
    msw: {
      handlers: [answerFailure('queryAccountInfo', 10005)],
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
