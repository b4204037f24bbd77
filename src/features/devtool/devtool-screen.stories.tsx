import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  expectHeading,
  expectLoading,
  expectNoHorizontalOverflow,
  pageRoute,
  stillLoading,
} from '@/components/content/story-support'
import { DevtoolScreen } from './devtool-screen'

const meta = {
  title: 'Devtool/DevtoolScreen',
  component: DevtoolScreen,
  parameters: pageRoute('/devtool'),
} satisfies Meta<typeof DevtoolScreen>

export default meta
type Story = StoryObj<typeof meta>

export const AllPlatforms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '开发工具')
    const ide = within(canvas.getByRole('region', { name: '快应用 IDE' }))
    await expect(ide.getByText(/版本 3\.4\.2/)).toBeVisible()
    await expect(ide.getAllByRole('link')).toHaveLength(3)
    await userEvent.click(ide.getByText('更新日志'))
    await expect(ide.getByText('模拟器支持深色模式切换。')).toBeVisible()
  },
}

export const FilteredByPlatformEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, 'Developer tools')
    await userEvent.click(canvas.getByRole('button', { name: 'Android' }))
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Android' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    )
    const debuggerTool = within(canvas.getByRole('region', { name: 'Debugger' }))
    await expect(
      debuggerTool.getByRole('link', { name: 'Download for Android (24 MB)' }),
    ).toBeVisible()
    await expect(canvas.getAllByText('No Android version of this tool yet.')).toHaveLength(2)
  },
}

export const Phone: Story = {
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, '开发工具')
    await expectNoHorizontalOverflow()
  },
}

export const Loading: Story = {
  decorators: [stillLoading('devtool')],
  play: async ({ canvasElement }) => expectLoading(canvasElement, '开发工具'),
}
