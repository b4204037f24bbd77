import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import {
  expectHeading,
  expectLoading,
  expectNoHorizontalOverflow,
  pageRoute,
  stillLoading,
} from '@/components/content/story-support'
import {
  AwardEditionScreen,
  AwardPublicityScreen,
  AwardRegistrationScreen,
  AwardSelectionScreen,
} from './award-screens'

const meta = {
  title: 'Awards/Screens',
  component: AwardPublicityScreen,
  args: { edition: 'awardsAct' },
  parameters: pageRoute('/active/awardsAct/publicity'),
} satisfies Meta<typeof AwardPublicityScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Publicity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '第1届奖励活动：结果公示')
    const winners = within(canvas.getByRole('region', { name: '获奖作品' }))
    await expect(winners.getByText('晴天气象')).toBeVisible()
    await expect(winners.getAllByText('金奖')[0]).toBeVisible()
  },
}

export const PublicityEnglish: Story = {
  args: { edition: 'awardsAct3' },
  globals: { locale: 'en' },
  parameters: pageRoute('/active/awardsAct3/publicity'),
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, 'Award activity 3: results')
    await expect(canvas.getByText('The third Quick App awards: small and beautiful')).toBeVisible()
  },
}

export const RegistrationClosed: Story = {
  render: (args) => <AwardRegistrationScreen {...args} />,
  args: { edition: 'awardsAct2' },
  parameters: pageRoute('/active/awardsAct2/registration'),
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '第2届奖励活动：报名')
    await expect(canvas.getByText('已结束')).toBeVisible()
    await expect(canvas.getByText('报名已于 2024-05-10 截止。')).toBeVisible()
    await expect(canvas.queryByRole('link', { name: '登录并报名' })).not.toBeInTheDocument()
  },
}

export const RegistrationUpcoming: Story = {
  render: (args) => <AwardRegistrationScreen {...args} now={new Date('2023-02-01T12:00:00')} />,
  parameters: pageRoute('/active/awardsAct/registration'),
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '第1届奖励活动：报名')
    await expect(canvas.getByText('报名将于 2023-03-01 开始。')).toBeVisible()
  },
}

export const RegistrationOpen: Story = {
  render: (args) => <AwardRegistrationScreen {...args} now={new Date('2023-03-15T12:00:00')} />,
  globals: { locale: 'en' },
  parameters: pageRoute('/active/awardsAct/registration'),
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, 'Award activity 1: registration')
    await expect(canvas.getByText('Registration is open until 2023-04-30.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Log in and enter' })).toHaveAttribute(
      'href',
      '/account/personal',
    )
  },
}

export const Selection: Story = {
  render: (args) => <AwardSelectionScreen {...args} />,
  args: { edition: 'awardsAct2' },
  parameters: pageRoute('/active/awardsAct2/selection'),
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '第2届奖励活动：评选')
    await expect(canvas.getByText('创新性')).toBeVisible()
    await expect(
      within(canvas.getByRole('region', { name: '入围作品' })).getAllByRole('heading', {
        level: 3,
      }),
    ).toHaveLength(5)
  },
}

export const CurrentEditionWithoutWinners: Story = {
  render: (args) => <AwardEditionScreen {...args} now={new Date('2026-11-22T12:00:00')} />,
  args: { edition: 'awardsAct4' },
  parameters: pageRoute('/active/awardsAct4'),
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '第4届奖励活动')
    await expect(canvas.getByText('报名中')).toBeVisible()
    await expect(canvas.getByText('获奖名单将在评选结束后公布。')).toBeVisible()
    await expect(canvas.getByText('入围名单将在报名结束后公布。')).toBeVisible()
  },
}

export const CurrentEditionPhone: Story = {
  render: (args) => <AwardEditionScreen {...args} />,
  args: { edition: 'awardsAct4' },
  parameters: { ...pageRoute('/active/awardsAct4') },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, '第4届奖励活动')
    await expectNoHorizontalOverflow()
  },
}

export const Loading: Story = {
  decorators: [stillLoading('awards')],
  play: async ({ canvasElement }) => expectLoading(canvasElement, '第1届奖励活动：结果公示'),
}
