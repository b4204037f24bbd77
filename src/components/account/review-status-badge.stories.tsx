import { HStack } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ReviewStatusBadge, type ReviewStatus } from './review-status-badge'

const all: ReviewStatus[] = [
  'reviewing',
  'approved',
  'rejected',
  'revoked',
  'incomplete',
  'complete',
]

const meta = {
  title: 'Account/ReviewStatusBadge',
  component: ReviewStatusBadge,
  args: { status: 'reviewing' },
} satisfies Meta<typeof ReviewStatusBadge>

export default meta
type Story = StoryObj<typeof meta>

/** Every status side by side: each says in words what its colour says. */
export const AllStatuses: Story = {
  render: () => (
    <HStack gap="3" wrap="wrap">
      {all.map((status) => (
        <ReviewStatusBadge key={status} status={status} />
      ))}
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const text of ['审核中', '已通过', '未通过', '已撤回', '待完善', '已完善'])
      await expect(canvas.getByText(text)).toBeVisible()
  },
}

export const AllStatusesEnglish: Story = {
  ...AllStatuses,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const text of [
      'Under review',
      'Approved',
      'Rejected',
      'Withdrawn',
      'Incomplete',
      'Complete',
    ])
      await expect(canvas.getByText(text)).toBeVisible()
  },
}

export const Rejected: Story = {
  args: { status: 'rejected' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('未通过')).toHaveAttribute(
      'data-status',
      'rejected',
    )
  },
}
