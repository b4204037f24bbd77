import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { ChangeRecord, ChangeRecordStatus, ChangeRecordType } from '@generated/model'
import { recordPageHandler } from '../../../mocks/account-handlers'
import { recordFixture, reviewComments } from '../../../mocks/fixtures'
import { answerFailure, answerNever } from '../../../mocks/handlers'
import { lastParams } from '../../../mocks/request-log'
import { RecordListScreen } from './record-list-screen'
import { Code } from '@generated/error-catalogue'

const types: ChangeRecordType[] = ['legalPerson', 'accountInfo', 'emailRecovery', 'completeProfile']
const statuses: ChangeRecordStatus[] = ['reviewing', 'rejected', 'approved', 'revoked']

/** 23 records, newest (highest id) first, every type and status among them. */
const records: ChangeRecord[] = Array.from({ length: 23 }, (_, index) =>
  recordFixture(types[index % 4]!, statuses[Math.floor(index / 4) % 4]!, { id: 100 - index }),
)

const route = (search = '') => ({
  path: '/account/record',
  initialEntries: [`/account/record${search}`],
})

const meta = {
  title: 'Account/Records',
  component: RecordListScreen,
  parameters: {
    router: route(),
    msw: { handlers: { records: [recordPageHandler(records)] } },
  },
} satisfies Meta<typeof RecordListScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const items = async (canvas: Canvas) => {
  const lists = await canvas.findAllByRole('list')
  return within(lists[0]!).getAllByRole('listitem')
}

export const Loading: Story = {
  parameters: { msw: { handlers: { records: [answerNever('queryChangeRecordPage')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '查看记录' })).toBeVisible()
    await expect(canvas.getByText('加载中…')).toBeVisible()
  },
}

/** The first page: ten records, newest first, each with its state and a link to it. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('共 23 条')).toBeVisible()
    const rows = await items(canvas)
    await expect(rows).toHaveLength(10)
    await expect(within(rows[0]!).getByText('修改法人信息')).toBeVisible()
    await expect(within(rows[0]!).getByText('审核中')).toBeVisible()
    await expect(within(rows[0]!).getByRole('link', { name: /^查看详情/ })).toHaveAttribute(
      'href',
      '/account/record/info?id=100',
    )
    await expect(within(rows[4]!).getByText('未通过')).toBeVisible()
    await expect(within(rows[4]!).getByText(new RegExp(reviewComments.rejected))).toBeVisible()
    await expect(lastParams('queryChangeRecordPage')).toEqual({ pageNum: '1', pageSize: '10' })
    await expect(canvas.getByRole('combobox', { name: '记录类型' })).toHaveValue('')
  },
}

/** Filters go to the server, start again at page 1, and stay in the URL. */
export const Filter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('共 23 条')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '记录类型' }), 'accountInfo')
    await waitFor(() =>
      expect(lastParams('queryChangeRecordPage')).toEqual({
        pageNum: '1',
        pageSize: '10',
        type: 'accountInfo',
      }),
    )
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '审核状态' }), 'rejected')
    await waitFor(() =>
      expect(lastParams('queryChangeRecordPage')).toEqual({
        pageNum: '1',
        pageSize: '10',
        type: 'accountInfo',
        status: 'rejected',
      }),
    )
    await expect(await canvas.findByText('共 2 条')).toBeVisible()
    for (const row of await items(canvas)) {
      await expect(within(row).getByText('修改开发者类型')).toBeVisible()
      await expect(within(row).getByText('未通过')).toBeVisible()
    }
  },
}

/** Opened from a link with filters and a page in its query. */
export const FiltersFromUrl: Story = {
  parameters: { router: route('?status=reviewing&page=2') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('combobox', { name: '审核状态' })).toHaveValue('reviewing')
    await waitFor(() =>
      expect(lastParams('queryChangeRecordPage')).toEqual({
        pageNum: '2',
        pageSize: '10',
        status: 'reviewing',
      }),
    )
  },
}

export const NextPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('共 23 条')
    const pager = canvas.getByRole('navigation', { name: '分页' })
    await userEvent.click(within(pager).getByRole('button', { name: '第 3 页' }))
    await waitFor(() =>
      expect(lastParams('queryChangeRecordPage')).toEqual({ pageNum: '3', pageSize: '10' }),
    )
    await waitFor(async () => expect(await items(canvas)).toHaveLength(3))
    await userEvent.click(within(pager).getByRole('button', { name: '上一页' }))
    await waitFor(() =>
      expect(lastParams('queryChangeRecordPage')).toEqual({ pageNum: '2', pageSize: '10' }),
    )
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: { records: [recordPageHandler([])] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('还没有变更记录')).toBeVisible()
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull()
  },
}

export const EmptyFiltered: Story = {
  parameters: {
    router: route('?type=emailRecovery'),
    msw: { handlers: { records: [recordPageHandler([recordFixture('legalPerson', 'approved')])] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('没有符合条件的记录')).toBeVisible()
  },
}

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        records: [http.get('*/api/p/accountChangeRecord/queryPage', () => HttpResponse.error())],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('记录读取失败')
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible()
  },
}

/** 441: a filter the server refuses. */
export const ParameterWrong: Story = {
  parameters: {
    msw: { handlers: { records: [answerFailure('queryChangeRecordPage', Code.invalidParameter)] } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('记录读取失败')
  },
}

/** 10005: the session ended (the app's guard then goes to login). */
export const SessionEnded: Story = {
  parameters: {
    msw: { handlers: { records: [answerFailure('queryChangeRecordPage', Code.sessionInvalid)] } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('记录读取失败')
  },
}

export const FirstPageEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'View records' })).toBeVisible()
    await expect(await canvas.findByText('23 in all')).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Record type' })).toBeVisible()
    const pager = canvas.getByRole('navigation', { name: 'Pages' })
    await expect(within(pager).getByRole('button', { name: 'Next page' })).toBeVisible()
  },
}
