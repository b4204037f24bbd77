import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { answerFailure, answerNever } from '../../../../mocks/handlers'
import { lastParams } from '../../../../mocks/request-log'
import { queueItems } from '../../../../mocks/staff-fixtures'
import { QueueScreen } from './queue-screen'
import { fixNow, queueHandler, StaffFrame } from './story-handlers'
import { Code } from '@generated/error-catalogue'

/** 45 applications under review (oldest first, every type) and 3 approved ones. */
const items = [
  ...queueItems(45),
  ...queueItems(3, 'approved').map((item) => ({ ...item, id: item.id + 900 })),
]

const route = (search = '') => ({ path: '/staff', initialEntries: [`/staff${search}`] })

const meta = {
  title: 'Staff/Queue',
  component: QueueScreen,
  parameters: {
    router: route(),
    msw: { handlers: { queue: [queueHandler(items)] } },
  },
  beforeEach: fixNow,
  decorators: [
    (Story) => (
      <StaffFrame>
        <Story />
      </StaffFrame>
    ),
  ],
} satisfies Meta<typeof QueueScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const rows = (canvas: Canvas) => within(canvas.getByRole('table')).getAllByRole('row').slice(1)
const chip = (canvas: Canvas, name: RegExp | string) =>
  within(canvas.getByRole('group', { name: '申请类型' })).getByRole('button', { name })

/** The first page: twenty applications, oldest first, each linking to its record, with counts. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '审核队列' })).toBeVisible()
    await expect(await canvas.findByText('共 45 条')).toBeVisible()
    await expect(lastParams('staffQueue')).toEqual({
      status: 'reviewing',
      pageNum: '1',
      pageSize: '20',
    })
    const table = rows(canvas)
    await expect(table).toHaveLength(20)
    const first = within(table[0]!)
    await expect(first.getByRole('link', { name: '完善资料' })).toHaveAttribute(
      'href',
      '/staff/records/100',
    )
    await expect(first.getByText('dev01@example.com')).toBeVisible()
    await expect(first.getByText('示例科技1号有限公司')).toBeVisible()
    // Filed 46 days and 3 hours before "now": 46 days waiting, the oldest at the top.
    await expect(first.getByText('46')).toBeVisible()
    await expect(within(table[1]!).getByText('45')).toBeVisible()
    await expect(chip(canvas, '全部类型（45）')).toHaveAttribute('aria-pressed', 'true')
    await expect(chip(canvas, '账号找回（11）')).toHaveAttribute('aria-pressed', 'false')
    await expect(canvas.getByRole('combobox', { name: '状态' })).toHaveValue('reviewing')
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeVisible()
  },
}

/** Type chip, age and search go to the server, start again at page 1 and stay in the URL. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('共 45 条')
    await userEvent.click(chip(canvas, /^修改法人信息/))
    await waitFor(() =>
      expect(lastParams('staffQueue')).toEqual({
        status: 'reviewing',
        type: 'legalPerson',
        pageNum: '1',
        pageSize: '20',
      }),
    )
    await expect(await canvas.findByText('共 11 条')).toBeVisible()
    await expect(chip(canvas, /^修改法人信息/)).toHaveAttribute('aria-pressed', 'true')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '提交时间' }), '30')
    await waitFor(() =>
      expect(lastParams('staffQueue')).toEqual({
        status: 'reviewing',
        type: 'legalPerson',
        minAgeDays: '30',
        pageNum: '1',
        pageSize: '20',
      }),
    )
    await userEvent.type(canvas.getByRole('searchbox', { name: '邮箱或公司名称' }), 'dev02{Enter}')
    await waitFor(() =>
      expect(lastParams('staffQueue')).toEqual({
        status: 'reviewing',
        type: 'legalPerson',
        minAgeDays: '30',
        q: 'dev02',
        pageNum: '1',
        pageSize: '20',
      }),
    )
    await waitFor(() => expect(rows(canvas)).toHaveLength(1))
    await expect(within(rows(canvas)[0]!).getByText('dev02@example.com')).toBeVisible()
    // The counts follow the status and age, not the type or the search.
    await expect(chip(canvas, /^全部类型（/)).toHaveTextContent('全部类型（17）')
    await userEvent.click(canvas.getByRole('button', { name: '清除筛选' }))
    // The unfiltered queue was read before: it comes from the cache.
    await expect(await canvas.findByText('共 45 条')).toBeVisible()
    await expect(chip(canvas, '全部类型（45）')).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByRole('combobox', { name: '提交时间' })).toHaveValue('')
    await expect(canvas.getByRole('searchbox', { name: '邮箱或公司名称' })).toHaveValue('')
  },
}

/** A shared link: its filters, status and page are asked for and shown. */
export const FiltersFromUrl: Story = {
  parameters: { router: route('?type=accountInfo&status=approved&minAge=2&q=dev&page=1') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() =>
      expect(lastParams('staffQueue')).toEqual({
        status: 'approved',
        type: 'accountInfo',
        minAgeDays: '2',
        q: 'dev',
        pageNum: '1',
        pageSize: '20',
      }),
    )
    await expect(canvas.getByRole('combobox', { name: '状态' })).toHaveValue('approved')
    await expect(canvas.getByRole('combobox', { name: '提交时间' })).toHaveValue('2')
    await expect(canvas.getByRole('searchbox', { name: '邮箱或公司名称' })).toHaveValue('dev')
    await expect(await canvas.findByText('没有符合条件的申请')).toBeVisible()
  },
}

export const NextPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('共 45 条')
    const pager = canvas.getByRole('navigation', { name: '分页' })
    await userEvent.click(within(pager).getByRole('button', { name: '第 3 页' }))
    await waitFor(() =>
      expect(lastParams('staffQueue')).toEqual({
        status: 'reviewing',
        pageNum: '3',
        pageSize: '20',
      }),
    )
    await waitFor(() => expect(rows(canvas)).toHaveLength(5))
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: { queue: [queueHandler([])] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('没有待审核的申请')).toBeVisible()
    await expect(chip(canvas, '全部类型（0）')).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { queue: [answerNever('staffQueue')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('加载中…')).toBeVisible()
    await expect(chip(canvas, '全部类型')).toBeVisible()
  },
}

/** No answer: the error, and "try again" asks again. */
export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: { queue: [http.get('*/api/staff/queue', () => HttpResponse.error())] } },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('审核队列读取失败')
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible()
  },
}

/** 441: a filter the server refuses. */
export const ParameterWrong: Story = {
  parameters: {
    msw: { handlers: { queue: [answerFailure('staffQueue', Code.invalidParameter)] } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      '审核队列读取失败',
    )
  },
}

export const FilledEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible()
    await expect(await canvas.findByText('45 in all')).toBeVisible()
    const types = canvas.getByRole('group', { name: 'Application type' })
    await expect(within(types).getByRole('button', { name: 'All types (45)' })).toBeVisible()
    await expect(canvas.getByRole('columnheader', { name: 'Waiting (days)' })).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: 'E-mail or company' })).toBeVisible()
  },
}

export const EmptyEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { msw: { handlers: { queue: [queueHandler([])] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing to review')).toBeVisible()
  },
}

/** On a phone the table becomes a list of cards; nothing scrolls sideways. */
export const FilledPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('共 45 条')
    await expect(canvas.queryByRole('table')).toBeNull()
    const list = canvas.getByRole('list', { name: '申请列表' })
    const cards = within(list).getAllByRole('listitem')
    await expect(cards).toHaveLength(20)
    await expect(within(cards[0]!).getByRole('link', { name: '完善资料' })).toHaveAttribute(
      'href',
      '/staff/records/100',
    )
    await expect(within(cards[0]!).getByText(/已等待 46 天/)).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** A tablet held upright: the table fits. */
export const FilledTablet: Story = {
  parameters: { testViewport: { width: 768, height: 1024 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('共 45 条')
    await expect(canvas.getByRole('table')).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
