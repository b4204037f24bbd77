import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { answerFailure, answerNever } from '../../../../mocks/handlers'
import { lastParams, requestsTo } from '../../../../mocks/request-log'
import { appAuditEntries } from '../../../../mocks/staff-app-fixtures'
import { auditEntries } from '../../../../mocks/staff-fixtures'
import { vendorAuditEntries } from '../../../../mocks/staff-vendor-fixtures'
import { expectFieldError } from '../../../../mocks/story-helpers'
import { auditHandler, fixNow, StaffFrame } from '../review/story-handlers'
import { AuditLogScreen } from './audit-log-screen'
import { Code } from '@generated/error-catalogue'
import { AuditAction } from '@generated/model'

/** Every action once (newest first), then 10 more sign-ins: 25 entries, two pages. */
const entries = [
  ...auditEntries,
  ...Array.from({ length: 10 }, (_, index) => ({
    ...auditEntries[3]!,
    id: 30 - index,
    at: new Date(Date.parse(auditEntries.at(-1)!.at) - (index + 1) * 3600_000).toISOString(),
  })),
]

const route = (search = '') => ({ path: '/staff/audit', initialEntries: [`/staff/audit${search}`] })

const meta = {
  title: 'Staff/AuditLog',
  component: AuditLogScreen,
  parameters: {
    router: route(),
    msw: { handlers: { audit: [auditHandler(entries)] } },
  },
  beforeEach: fixNow,
  decorators: [
    (Story) => (
      <StaffFrame>
        <Story />
      </StaffFrame>
    ),
  ],
} satisfies Meta<typeof AuditLogScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const rows = (canvas: Canvas) => within(canvas.getByRole('table')).getAllByRole('row').slice(1)

/** Newest first: who (the command line where no one), what in words, the record, the account. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '审计日志' })).toBeVisible()
    await expect(await canvas.findByText('共 25 条')).toBeVisible()
    await expect(lastParams('staffAuditLog')).toEqual({ pageNum: '1', pageSize: '20' })
    const table = rows(canvas)
    await expect(table).toHaveLength(20)
    const freeze = within(table[0]!)
    await expect(freeze.getByText('冻结账号')).toBeVisible()
    await expect(freeze.getByText('admin@example.com')).toBeVisible()
    await expect(freeze.getByText('dev@example.com')).toBeVisible()
    await expect(freeze.getByText('冒用他人营业执照')).toBeVisible()
    const approve = within(table[1]!)
    await expect(approve.getByText('通过申请')).toBeVisible()
    await expect(approve.getByRole('link', { name: '申请 #7' })).toHaveAttribute(
      'href',
      '/staff/records/7',
    )
    const added = within(table[4]!)
    await expect(added.getByText('添加工作人员')).toBeVisible()
    await expect(added.getByText('命令行')).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeVisible()
  },
}

/** Every action has its own label in the select. */
export const ActionLabels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const select = canvas.getByRole('combobox', { name: '操作' })
    const options = within(select).getAllByRole('option')
    // "All actions", then every action of the contract, each in words (never its key).
    const count = Object.values(AuditAction).length + 1
    await expect(options).toHaveLength(count)
    const labels = options.map((option) => option.textContent)
    await expect(new Set(labels).size).toBe(count)
    await expect(labels).toContain('使用恢复码登录')
    await expect(labels).toEqual(
      expect.arrayContaining(['通过应用版本', '驳回应用版本', '更换应用登记证书']),
    )
    await expect(labels).toEqual(
      expect.arrayContaining(['在厂商发布版本', '修改工作人员', '保存厂商设置']),
    )
    await expect(labels.filter((label) => label?.startsWith('staffReview.'))).toEqual([])
  },
}

/** Vendors' work: each entry names the vendor it concerns, beside its version when it has one. */
export const VendorEntries: Story = {
  parameters: { msw: { handlers: { audit: [auditHandler(vendorAuditEntries)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('共 3 条')).toBeVisible()
    const [saved, edited, released] = rows(canvas).map((row) => within(row))
    await expect(saved!.getByText('保存厂商设置')).toBeVisible()
    await expect(saved!.getByText('厂商 north')).toBeVisible()
    await expect(edited!.getByText('修改工作人员')).toBeVisible()
    await expect(edited!.getByText('operator@north.example.com')).toBeVisible()
    await expect(released!.getByText('在厂商发布版本')).toBeVisible()
    await expect(released!.getByRole('link', { name: '应用版本 #7' })).toBeVisible()
    await expect(released!.getByText(/厂商 north/)).toBeVisible()
  },
}

/** Each filter goes to the server, starts again at page 1 and stays in the URL. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('共 25 条')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '操作' }), 'approve')
    await waitFor(() =>
      expect(lastParams('staffAuditLog')).toEqual({
        action: 'approve',
        pageNum: '1',
        pageSize: '20',
      }),
    )
    await userEvent.type(canvas.getByRole('textbox', { name: '工作人员邮箱' }), 'reviewer')
    await userEvent.type(canvas.getByRole('textbox', { name: '申请编号' }), '7')
    await userEvent.type(canvas.getByRole('textbox', { name: '账号邮箱' }), 'dev@')
    await userEvent.click(canvas.getByRole('button', { name: '筛选' }))
    await waitFor(() =>
      expect(lastParams('staffAuditLog')).toEqual({
        action: 'approve',
        staff: 'reviewer',
        recordId: '7',
        accountEmail: 'dev@',
        pageNum: '1',
        pageSize: '20',
      }),
    )
    await waitFor(() => expect(rows(canvas)).toHaveLength(1))
    await expect(within(rows(canvas)[0]!).getByText('通过申请')).toBeVisible()
    // The typed filters stay in their fields.
    await expect(canvas.getByRole('textbox', { name: '工作人员邮箱' })).toHaveValue('reviewer')
  },
}

/** A record id that is no whole number is said at its field and not sent. */
export const RecordIdInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('共 25 条')
    const field = canvas.getByRole('textbox', { name: '申请编号' })
    await userEvent.type(field, '7a')
    await userEvent.click(canvas.getByRole('button', { name: '筛选' }))
    await expectFieldError(field, '请输入申请编号（正整数）')
    await expect(requestsTo('staffAuditLog')).toHaveLength(1)
  },
}

/** A shared link: its filters are asked for and shown. */
export const FiltersFromUrl: Story = {
  parameters: { router: route('?action=freeze&account=dev&page=1') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() =>
      expect(lastParams('staffAuditLog')).toEqual({
        action: 'freeze',
        accountEmail: 'dev',
        pageNum: '1',
        pageSize: '20',
      }),
    )
    await expect(canvas.getByRole('combobox', { name: '操作' })).toHaveValue('freeze')
    await expect(canvas.getByRole('textbox', { name: '账号邮箱' })).toHaveValue('dev')
    await expect(await canvas.findByText('共 1 条')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '清除筛选' }))
    await waitFor(() => expect(canvas.getByRole('combobox', { name: '操作' })).toHaveValue(''))
    await expect(canvas.getByRole('textbox', { name: '账号邮箱' })).toHaveValue('')
  },
}

export const NextPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('共 25 条')
    const pager = canvas.getByRole('navigation', { name: '分页' })
    await userEvent.click(within(pager).getByRole('button', { name: '第 2 页' }))
    await waitFor(() =>
      expect(lastParams('staffAuditLog')).toEqual({ pageNum: '2', pageSize: '20' }),
    )
    await waitFor(() => expect(rows(canvas)).toHaveLength(5))
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: { audit: [auditHandler([])] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('还没有日志')).toBeVisible()
  },
}

export const EmptyFiltered: Story = {
  parameters: { router: route('?staff=nobody') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('没有符合条件的日志')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { audit: [answerNever('staffAuditLog')] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('加载中…')).toBeVisible()
  },
}

export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: { audit: [http.get('*/api/staff/audit', () => HttpResponse.error())] } },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('审计日志读取失败')
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible()
  },
}

/** 21004: the role was lowered since the page opened. */
export const AdminsOnly: Story = {
  parameters: { msw: { handlers: { audit: [answerFailure('staffAuditLog', Code.noPermission)] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      '只有管理员可以查看审计日志',
    )
  },
}

export const FilledEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
    await expect(await canvas.findByText('25 in all')).toBeVisible()
    const table = rows(canvas)
    await expect(within(table[0]!).getByText('Froze an account')).toBeVisible()
    await expect(within(table[4]!).getByText('Command line')).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Action' })).toBeVisible()
  },
}

export const EmptyEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { msw: { handlers: { audit: [auditHandler([])] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No entries yet')).toBeVisible()
  },
}

/** On a phone the table becomes a list; nothing scrolls sideways. */
export const FilledPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('共 25 条')
    await expect(canvas.queryByRole('table')).toBeNull()
    const cards = within(canvas.getByRole('list', { name: '日志' })).getAllByRole('listitem')
    await expect(cards).toHaveLength(20)
    await expect(within(cards[1]!).getByRole('link', { name: '申请 #7' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const FilledTablet: Story = {
  parameters: { testViewport: { width: 768, height: 1024 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('共 25 条')
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** The app review's entries: each action in words, the version linked, the app named, the reason. */
export const AppReviewEntries: Story = {
  parameters: { msw: { handlers: { audit: [auditHandler(appAuditEntries)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('共 3 条')).toBeVisible()
    const [pin, reject, approve] = rows(canvas).map((row) => within(row))
    await expect(pin!.getByText('更换应用登记证书')).toBeVisible()
    await expect(pin!.getByText('应用 #42')).toBeVisible()
    await expect(pin!.getByText(/开发者更换了签名密钥/)).toBeVisible()
    await expect(reject!.getByText('驳回应用版本')).toBeVisible()
    await expect(reject!.getByRole('link', { name: '应用版本 #7' })).toHaveAttribute(
      'href',
      '/staff/apps/versions/7',
    )
    await expect(approve!.getByText('通过应用版本')).toBeVisible()
    await expect(approve!.getByRole('link', { name: '应用版本 #12' })).toBeVisible()
    await expect(canvas.getByRole('columnheader', { name: '申请、版本或厂商' })).toBeVisible()
    // The action filter offers them too.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '操作' }), 'pinCertificate')
    await waitFor(() =>
      expect(lastParams('staffAuditLog')).toEqual({
        action: 'pinCertificate',
        pageNum: '1',
        pageSize: '20',
      }),
    )
  },
}
