import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { success } from '@mocks/envelopes'
import { answer, answerFailure, answerNever } from '@mocks/handlers'
import { lastParams, requestsTo } from '@mocks/request-log'
import {
  distributionQueueApprovedFixture,
  distributionQueueEmptyFixture,
  distributionQueueFixture,
  distributionQueueItems,
  vendorOperatorFixture,
} from '@mocks/staff-vendor-fixtures'
import { expectNavigatedTo } from '@mocks/story-helpers'
import { expectNoHorizontalOverflow } from '@/components/content/story-support'
import { fixNow } from '../review/story-handlers'
import { withStaffToken } from '../session/story-support'
import { DistributionQueueScreen } from './distribution-queue-screen'
import { distributionQueueHandler, GuardedFrame, meAs } from './story-handlers'

const route = (search = '') => ({
  path: '/staff/vendor',
  initialEntries: [`/staff/vendor${search}`],
})

/** The contract's examples: the pending ones, and the approved one when that state is asked. */
const examplesHandler = answer('staffDistributionQueue', ({ params }) =>
  success(
    params.state === 'approved' ? distributionQueueApprovedFixture : distributionQueueFixture,
  ),
)

/** 45 distributions, 9 in each state: the pending ones on one page, … */
const items = distributionQueueItems(45)
/** … and 45 pending: three pages. */
const pendingItems = distributionQueueItems(45, 'pending')

const meta = {
  title: 'Staff/VendorReview/Queue',
  component: DistributionQueueScreen,
  parameters: {
    router: route(),
    msw: { handlers: { me: meAs(vendorOperatorFixture), queue: [examplesHandler] } },
  },
  beforeEach: () => {
    const clearToken = withStaffToken()
    const restoreNow = fixNow()
    return () => {
      restoreNow()
      clearToken()
    }
  },
  decorators: [
    (Story) => (
      <GuardedFrame>
        <Story />
      </GuardedFrame>
    ),
  ],
} satisfies Meta<typeof DistributionQueueScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const rows = (canvas: Canvas) => within(canvas.getByRole('table')).getAllByRole('row').slice(1)
const states = (canvas: Canvas) => within(canvas.getByRole('group', { name: '按状态查看' }))

/**
 * StaffDistributionQueueSuccess: North's pending versions, oldest first, each linking to its
 * distribution; each state's count on its button; the vendor named in the description.
 */
export const Queue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: '厂商审核' })).toBeVisible()
    await expect(canvas.getByText(/分发到北辰手机的应用版本/)).toBeVisible()
    await expect(await canvas.findByText('共 2 个版本')).toBeVisible()
    await expect(lastParams('staffDistributionQueue')).toEqual({
      state: 'pending',
      pageNum: '1',
      pageSize: '20',
    })
    const chips = states(canvas)
    await expect(chips.getByRole('button', { name: '待审核（2）' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(chips.getByRole('button', { name: '已发布（3）' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await expect(chips.getByRole('button', { name: '已下架（0）' })).toBeVisible()
    const [weather, chess] = rows(canvas).map((row) => within(row))
    await expect(weather!.getByRole('link', { name: '示例天气' })).toHaveAttribute(
      'href',
      '/staff/vendor/distributions/501',
    )
    await expect(weather!.getByText('com.example.weather')).toBeVisible()
    await expect(weather!.getByText('1.1.0（版本号 2）')).toBeVisible()
    await expect(weather!.getByText('示例科技有限公司')).toBeVisible()
    await expect(weather!.getByText('N-20260301-0042')).toBeVisible()
    // In the state since 2026-03-03 11:20 UTC, "now" 2026-03-20 12:00 UTC: 17 days waiting.
    await expect(weather!.getByText('17')).toBeVisible()
    await expect(chess!.getByRole('link', { name: '示例象棋' })).toHaveAttribute(
      'href',
      '/staff/vendor/distributions/502',
    )
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull()
  },
}

/** Another state: asked for, kept in the URL, no waiting column (it only means something pending). */
export const Approved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('共 2 个版本')
    await userEvent.click(states(canvas).getByRole('button', { name: '已通过（1）' }))
    await waitFor(() =>
      expect(lastParams('staffDistributionQueue')).toEqual({
        state: 'approved',
        pageNum: '1',
        pageSize: '20',
      }),
    )
    await expect(await canvas.findByRole('link', { name: '示例拼图' })).toHaveAttribute(
      'href',
      '/staff/vendor/distributions/498',
    )
    await expect(states(canvas).getByRole('button', { name: '已通过（1）' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(canvas.getByText('共 1 个版本')).toBeVisible()
    await expect(canvas.queryByRole('columnheader', { name: '已等待（天）' })).toBeNull()
  },
}

/** Three pages of pending versions: twenty rows, the pager; the next page is asked for. */
export const Filled: Story = {
  parameters: { msw: { handlers: { queue: [distributionQueueHandler(pendingItems)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('共 45 个版本')).toBeVisible()
    await expect(rows(canvas)).toHaveLength(20)
    await expect(within(rows(canvas)[3]!).getByText('版本号 5')).toBeVisible()
    await expect(within(rows(canvas)[3]!).getByText('无')).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeVisible()
  },
}

export const NextPage: Story = {
  parameters: { msw: { handlers: { queue: [distributionQueueHandler(pendingItems)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('共 45 个版本')
    await userEvent.click(canvas.getByRole('button', { name: '第 3 页' }))
    await waitFor(() =>
      expect(lastParams('staffDistributionQueue')).toEqual({
        state: 'pending',
        pageNum: '3',
        pageSize: '20',
      }),
    )
    await expect(await canvas.findByRole('link', { name: '示例应用41' })).toBeVisible()
    await waitFor(() => expect(rows(canvas)).toHaveLength(5))
  },
}

/** A link with a state and a page: both asked for as the URL says. */
export const StateAndPageFromUrl: Story = {
  parameters: {
    router: route('?state=released&page=1'),
    msw: { handlers: { queue: [distributionQueueHandler(items)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('共 9 个版本')).toBeVisible()
    await expect(lastParams('staffDistributionQueue')).toEqual({
      state: 'released',
      pageNum: '1',
      pageSize: '20',
    })
    await expect(states(canvas).getByRole('button', { name: '已发布（9）' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}

/** A state the contract does not have: the default (pending), not an error. */
export const ParameterWrong: Story = {
  parameters: { router: route('?state=deleted&page=abc') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('共 2 个版本')
    await expect(lastParams('staffDistributionQueue')).toEqual({
      state: 'pending',
      pageNum: '1',
      pageSize: '20',
    })
  },
}

/** StaffDistributionQueueEmpty: nothing pending, said; the other states' counts still there. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        queue: [answer('staffDistributionQueue', success(distributionQueueEmptyFixture))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('没有待审核的版本')).toBeVisible()
    await expect(states(canvas).getByRole('button', { name: '未通过（1）' })).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { queue: [answerNever('staffDistributionQueue')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('加载中…')).toBeVisible()
    // The states are there at once, without counts until the answer comes.
    await expect(states(canvas).getByRole('button', { name: '待审核' })).toBeVisible()
  },
}

/** The queue could not be read: said, with a retry that asks again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { queue: [answerFailure('staffDistributionQueue', 500)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('厂商审核队列读取失败')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '重试' }))
    await waitFor(() => expect(requestsTo('staffDistributionQueue')).toHaveLength(2))
  },
}

/** A row's link opens its distribution. */
export const OpensDistribution: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('link', { name: '示例象棋' }))
    await expectNavigatedTo(canvas, '/staff/vendor/distributions/502')
  },
}

export const QueueEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Vendor review' }),
    ).toBeVisible()
    await expect(canvas.getByText(/approved for North Phones/)).toBeVisible()
    await expect(await canvas.findByText('2 versions')).toBeVisible()
    const chips = within(canvas.getByRole('group', { name: 'By state' }))
    await expect(chips.getByRole('button', { name: 'Pending (2)' })).toBeVisible()
    // English names where the app has one.
    await expect(canvas.getByRole('link', { name: 'Example Weather' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: '示例象棋' })).toBeVisible()
  },
}

/** On a phone: a list, one card a version; nothing scrolls sideways. */
export const FilledPhone: Story = {
  parameters: { msw: { handlers: { queue: [distributionQueueHandler(pendingItems)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('共 45 个版本')
    const list = await canvas.findByRole('list', { name: '分发到本厂商的应用版本' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20)
    await expect(canvas.queryByRole('table')).toBeNull()
    await expect(within(list).getByText('厂商开发者 ID：N-20260301-0001')).toBeVisible()
    await expectNoHorizontalOverflow()
  },
}
