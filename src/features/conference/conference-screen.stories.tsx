import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import {
  expectHeading,
  expectLoading,
  expectNoHorizontalOverflow,
  pageRoute,
  stillLoading,
} from '@/components/content/story-support'
import { ConferencePreviewScreen, ConferenceScreen } from './conference-screen'

const meta = {
  title: 'Conference/Screens',
  component: ConferenceScreen,
  parameters: pageRoute('/active/developersConference'),
} satisfies Meta<typeof ConferenceScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Conference: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '开发者大会')
    await expect(canvas.getByText('2026-06-18 – 2026-06-19')).toBeVisible()
    const agenda = within(canvas.getByRole('region', { name: '议程' }))
    await expect(agenda.getByText('主题演讲：快应用平台路线图')).toBeVisible()
    await expect(canvas.getByRole('region', { name: '演讲嘉宾' })).toHaveTextContent('林薇')
    await expect(
      canvas.getByRole('link', { name: '观看回放：主题演讲：快应用平台路线图' }),
    ).toHaveAttribute('href', 'https://media.example.com/devcon-2026/keynote')
  },
}

export const ConferenceEnglishPhone: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, 'Developer conference')
    await expect(canvas.getByText('Day 2')).toBeVisible()
    await expectNoHorizontalOverflow()
  },
}

export const Preview: Story = {
  render: () => <ConferencePreviewScreen />,
  parameters: pageRoute('/active/developersConference/preview'),
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '开发者大会预告')
    await expect(canvas.getByText('报名开放：2027-02-15')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '本届大会' })).toHaveAttribute(
      'href',
      '/active/developersConference',
    )
  },
}

export const Loading: Story = {
  decorators: [stillLoading('conference')],
  play: async ({ canvasElement }) => expectLoading(canvasElement, '开发者大会'),
}
