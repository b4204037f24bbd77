import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { success } from '@mocks/envelopes'
import { answer, answerFailure, answerNever } from '@mocks/handlers'
import { lastParams, requestsTo } from '@mocks/request-log'
import {
  bindingItems,
  bindingsEmptyFixture,
  bindingsFixture,
  vendorOperatorFixture,
} from '@mocks/staff-vendor-fixtures'
import { expectNoHorizontalOverflow } from '@/components/content/story-support'
import { fixNow } from '../review/story-handlers'
import { withStaffToken } from '../session/story-support'
import { BindingsScreen } from './bindings-screen'
import { bindingsHandler, GuardedFrame, meAs } from './story-handlers'

const route = (search = '') => ({
  path: '/staff/vendor/bindings',
  initialEntries: [`/staff/vendor/bindings${search}`],
})

/** 45 developers bound at North, latest first: three pages. */
const items = bindingItems(45)

const meta = {
  title: 'Staff/VendorReview/Bindings',
  component: BindingsScreen,
  parameters: {
    router: route(),
    msw: {
      handlers: {
        me: meAs(vendorOperatorFixture),
        bindings: [answer('staffVendorBindings', success(bindingsFixture))],
      },
    },
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
} satisfies Meta<typeof BindingsScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const rows = (canvas: Canvas) => within(canvas.getByRole('table')).getAllByRole('row').slice(1)
const searchBox = (canvas: Canvas) =>
  canvas.getByRole('searchbox', { name: '搜索开发者名称、联盟登录邮箱或厂商开发者 ID' })

/** StaffVendorBindingsSuccess: who is bound at North, at both ends; read only. */
export const Bindings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: '开发者绑定' })).toBeVisible()
    await expect(canvas.getByText(/在北辰手机绑定了厂商开发者账号/)).toBeVisible()
    await expect(await canvas.findByText('共 2 个绑定')).toBeVisible()
    await expect(lastParams('staffVendorBindings')).toEqual({ pageNum: '1', pageSize: '20' })
    const [company, person] = rows(canvas).map((row) => within(row))
    await expect(company!.getByText('示例科技有限公司')).toBeVisible()
    await expect(company!.getByText('dev@example.com')).toBeVisible()
    await expect(company!.getByText('N-20260301-0042')).toBeVisible()
    await expect(company!.getByText('示例科技')).toBeVisible()
    await expect(person!.getByText('无')).toBeVisible()
    // Nothing here changes a binding.
    await expect(canvas.queryByRole('button', { name: /解绑|删除/ })).toBeNull()
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull()
  },
}

/** A search: sent as the contract's `q`, kept in the URL, and cleared again. */
export const Search: Story = {
  parameters: { msw: { handlers: { bindings: [bindingsHandler(items)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('共 45 个绑定')
    await userEvent.type(searchBox(canvas), ' DEV07 ')
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }))
    await waitFor(() =>
      expect(lastParams('staffVendorBindings')).toEqual({
        q: 'DEV07',
        pageNum: '1',
        pageSize: '20',
      }),
    )
    await expect(await canvas.findByText('共 1 个绑定')).toBeVisible()
    await expect(within(rows(canvas)[0]!).getByText('dev07@example.com')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '清除搜索' }))
    await expect(await canvas.findByText('共 45 个绑定')).toBeVisible()
    await expect(searchBox(canvas)).toHaveValue('')
  },
}

/** Nothing matches: said as such, not as "nobody is bound". */
export const SearchFindsNothing: Story = {
  parameters: {
    router: route('?q=nobody'),
    msw: { handlers: { bindings: [bindingsHandler(items)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('没有符合搜索条件的绑定')).toBeVisible()
    await expect(searchBox(canvas)).toHaveValue('nobody')
  },
}

/** Three pages: the pager asks for the next one. */
export const NextPage: Story = {
  parameters: { msw: { handlers: { bindings: [bindingsHandler(items)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('共 45 个绑定')
    await expect(rows(canvas)).toHaveLength(20)
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }))
    await waitFor(() =>
      expect(lastParams('staffVendorBindings')).toEqual({ pageNum: '2', pageSize: '20' }),
    )
    await expect(await canvas.findByText('dev21@example.com')).toBeVisible()
  },
}

/** StaffVendorBindingsEmpty: nobody is bound at North yet. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { bindings: [answer('staffVendorBindings', success(bindingsEmptyFixture))] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('还没有开发者在本厂商绑定账号')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { bindings: [answerNever('staffVendorBindings')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('加载中…')).toBeVisible()
  },
}

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { bindings: [answerFailure('staffVendorBindings', 500)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('开发者绑定读取失败')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '重试' }))
    await waitFor(() => expect(requestsTo('staffVendorBindings')).toHaveLength(2))
  },
}

export const BindingsEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Developer bindings' }),
    ).toBeVisible()
    await expect(await canvas.findByText('2 bindings')).toBeVisible()
    await expect(canvas.getByRole('columnheader', { name: 'Vendor developer ID' })).toBeVisible()
  },
}

/** On a phone: the table scrolls inside its frame; the page does not scroll sideways. */
export const BindingsPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('共 2 个绑定')
    await expectNoHorizontalOverflow()
  },
}
