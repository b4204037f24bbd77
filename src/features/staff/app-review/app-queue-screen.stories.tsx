import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Code } from '@generated/error-catalogue'
import { success } from '@mocks/envelopes'
import { answer, answerData, answerFailure, answerNever } from '@mocks/handlers'
import { lastParams } from '@mocks/request-log'
import { appQueueEmptyFixture, appQueueFixture, appQueueItems } from '@mocks/staff-app-fixtures'
import { reviewerFixture } from '@mocks/staff-fixtures'
import { expectNavigatedTo } from '@mocks/story-helpers'
import { withStaffToken } from '../session/story-support'
import { fixNow, StaffFrame } from '../review/story-handlers'
import { AppQueueScreen } from './app-queue-screen'
import { appQueueHandler, UnderGuard } from './story-handlers'

const route = (search = '') => ({ path: '/staff/apps', initialEntries: [`/staff/apps${search}`] })

/** 45 versions in review, oldest first: three pages. */
const items = appQueueItems(45)

const meta = {
  title: 'Staff/AppReview/Queue',
  component: AppQueueScreen,
  parameters: {
    router: route(),
    msw: { handlers: { queue: [answer('staffAppQueue', success(appQueueFixture))] } },
  },
  beforeEach: fixNow,
  decorators: [
    (Story) => (
      <StaffFrame>
        <Story />
      </StaffFrame>
    ),
  ],
} satisfies Meta<typeof AppQueueScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const rows = (canvas: Canvas) => within(canvas.getByRole('table')).getAllByRole('row').slice(1)

/**
 * The contract's example: an update and a first release, oldest submission first, each linking to
 * its review; whether it is a first release is said in words.
 */
export const Queue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '应用版本审核' })).toBeVisible()
    await expect(await canvas.findByText('共 2 个版本待审核')).toBeVisible()
    await expect(lastParams('staffAppQueue')).toEqual({ pageNum: '1', pageSize: '20' })
    const [weather, chess] = rows(canvas).map((row) => within(row))
    await expect(weather!.getByRole('link', { name: '示例天气' })).toHaveAttribute(
      'href',
      '/staff/apps/versions/7',
    )
    await expect(weather!.getByText('com.example.weather')).toBeVisible()
    await expect(weather!.getByText('1.1.0（版本号 2）')).toBeVisible()
    await expect(weather!.getByText('快应用')).toBeVisible()
    await expect(weather!.getByText('更新')).toBeVisible()
    await expect(weather!.getByText('dev@example.com')).toBeVisible()
    // Submitted 2026-03-03 08:05 UTC, "now" 2026-03-20 12:00 UTC: 17 days waiting.
    await expect(weather!.getByText('17')).toBeVisible()
    await expect(chess!.getByRole('link', { name: '示例象棋' })).toHaveAttribute(
      'href',
      '/staff/apps/versions/12',
    )
    await expect(chess!.getByText('首次发布')).toBeVisible()
    await expect(chess!.getByText('快游戏')).toBeVisible()
    // One page: no pager.
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull()
  },
}

/** Three pages: twenty rows, the pager; a version without versionName shows its code alone. */
export const Filled: Story = {
  parameters: { msw: { handlers: { queue: [appQueueHandler(items)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('共 45 个版本待审核')).toBeVisible()
    const table = rows(canvas)
    await expect(table).toHaveLength(20)
    await expect(within(table[0]!).getByRole('link', { name: '示例应用01' })).toHaveAttribute(
      'href',
      '/staff/apps/versions/200',
    )
    await expect(within(table[0]!).getByText('46')).toBeVisible()
    await expect(within(table[1]!).getByText('版本号 4')).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeVisible()
  },
}

/** The pager asks for the page and keeps it in the URL (a reload or a link shows the same page). */
export const NextPage: Story = {
  parameters: { msw: { handlers: { queue: [appQueueHandler(items)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('共 45 个版本待审核')
    const pager = canvas.getByRole('navigation', { name: '分页' })
    await userEvent.click(within(pager).getByRole('button', { name: '第 3 页' }))
    await waitFor(() =>
      expect(lastParams('staffAppQueue')).toEqual({ pageNum: '3', pageSize: '20' }),
    )
    await waitFor(() => expect(rows(canvas)).toHaveLength(5))
    await expect(within(rows(canvas)[0]!).getByRole('link', { name: '示例应用41' })).toBeVisible()
  },
}

/** A shared link to page 2. */
export const PageFromUrl: Story = {
  parameters: {
    router: route('?page=2'),
    msw: { handlers: { queue: [appQueueHandler(items)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() =>
      expect(lastParams('staffAppQueue')).toEqual({ pageNum: '2', pageSize: '20' }),
    )
    await expect(await canvas.findByRole('link', { name: '示例应用21' })).toBeVisible()
    const pager = canvas.getByRole('navigation', { name: '分页' })
    await expect(within(pager).getByRole('button', { name: '第 2 页' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

/** StaffAppQueueEmpty: nothing waits. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { queue: [answer('staffAppQueue', success(appQueueEmptyFixture))] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('没有待审核的应用版本')).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { queue: [answerNever('staffAppQueue')] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('加载中…')).toBeVisible()
  },
}

/** No answer: the error, and "try again" asks again. */
export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: { queue: [http.get('*/api/staff/apps/queue', () => HttpResponse.error())] } },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('应用版本审核队列读取失败')
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible()
  },
}

/** 441: a page the server refuses. */
export const ParameterWrong: Story = {
  parameters: {
    router: route('?page=99999'),
    msw: { handlers: { queue: [answerFailure('staffAppQueue', Code.invalidParameter)] } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      '应用版本审核队列读取失败',
    )
    await expect(lastParams('staffAppQueue')).toEqual({ pageNum: '99999', pageSize: '20' })
  },
}

/** 10005 while the queue is open: to sign in, coming back here afterwards. */
export const SessionEnded: Story = {
  beforeEach: withStaffToken,
  decorators: [
    (Story) => (
      <UnderGuard>
        <Story />
      </UnderGuard>
    ),
  ],
  parameters: {
    msw: {
      handlers: {
        me: [answerData('staffMe', reviewerFixture)],
        queue: [answerFailure('staffAppQueue', Code.sessionInvalid)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expectNavigatedTo(within(canvasElement), '/staff/login')
  },
}

export const QueueEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'App versions in review' }),
    ).toBeVisible()
    await expect(await canvas.findByText('In review: 2')).toBeVisible()
    await expect(canvas.getByRole('columnheader', { name: 'Waiting (days)' })).toBeVisible()
    await expect(canvas.getByText('First release')).toBeVisible()
    await expect(canvas.getByText('1.1.0 (version code 2)')).toBeVisible()
  },
}

export const EmptyEnglish: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: { handlers: { queue: [answer('staffAppQueue', success(appQueueEmptyFixture))] } },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No app version is waiting for review'),
    ).toBeVisible()
  },
}

/** On a phone the table becomes a list of cards; nothing scrolls sideways. */
export const FilledPhone: Story = {
  parameters: { msw: { handlers: { queue: [appQueueHandler(items)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('共 45 个版本待审核')
    await expect(canvas.queryByRole('table')).toBeNull()
    const cards = within(canvas.getByRole('list', { name: '待审核的应用版本' })).getAllByRole(
      'listitem',
    )
    await expect(cards).toHaveLength(20)
    await expect(within(cards[0]!).getByRole('link', { name: '示例应用01' })).toHaveAttribute(
      'href',
      '/staff/apps/versions/200',
    )
    await expect(within(cards[0]!).getByText(/已等待 46 天/)).toBeVisible()
    await expect(within(cards[0]!).getByText('首次发布')).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** A tablet held upright: the table fits. */
export const FilledTablet: Story = {
  parameters: {
    testViewport: { width: 768, height: 1024 },
    msw: { handlers: { queue: [appQueueHandler(items)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('共 45 个版本待审核')
    await expect(canvas.getByRole('table')).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
