import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { StepProgress } from './step-progress'

const meta = {
  title: 'UI/StepProgress',
  component: StepProgress,
  args: {
    titles: ['开发者类型', '身份信息', '联系人', '确认提交'],
    current: 1,
    label: '填写进度',
  },
} satisfies Meta<typeof StepProgress>

export default meta
type Story = StoryObj<typeof meta>

const items = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: '填写进度' })).getAllByRole('listitem')

/** The second of four steps: the first is done, the second is current, the rest are to come. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [first, second, third, fourth] = items(canvasElement)
    await expect(second).toHaveAttribute('aria-current', 'step')
    for (const other of [first, third, fourth])
      await expect(other).not.toHaveAttribute('aria-current')
    // Done steps are ticked instead of numbered; the others keep their number.
    await expect(first!.querySelector('[data-state="complete"] svg')).not.toBeNull()
    await expect(second).toHaveTextContent('2身份信息')
    await expect(fourth).toHaveTextContent('4确认提交')
    for (const title of ['开发者类型', '身份信息', '联系人', '确认提交']) {
      await expect(within(canvasElement).getByText(title)).toBeVisible()
    }
  },
}

/** The last step: every earlier one ticked. */
export const LastStep: Story = {
  args: { current: 3 },
  play: async ({ canvasElement }) => {
    const list = items(canvasElement)
    await expect(list[3]).toHaveAttribute('aria-current', 'step')
    await expect(canvasElement.querySelectorAll('[data-state="complete"]')).toHaveLength(3)
  },
}

/** 320 px: only the current step's title shows (the form's heading names it too), nothing overflows. */
export const Phone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('身份信息')).toBeVisible()
    for (const title of ['开发者类型', '联系人', '确认提交']) {
      await expect(canvas.getByText(title)).not.toBeVisible()
    }
    const list = canvas.getByRole('list', { name: '填写进度' })
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
