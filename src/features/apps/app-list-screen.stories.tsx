import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Code } from '@generated/error-catalogue'
import { appListFixtures, appPage, manyAppListItems } from '../../../mocks/app-fixtures'
import { sessionHandler } from '../../../mocks/account-handlers'
import { success } from '../../../mocks/envelopes'
import { accountFixture } from '../../../mocks/fixtures'
import { answer, answerData, answerFailure, answerNever } from '../../../mocks/handlers'
import { lastParams, requestsTo } from '../../../mocks/request-log'
import { AppListScreen } from './app-list-screen'
import { completeSession, imageHandler, imagesNeverAnswer } from './story-support'

/** listApps over `items`, paged as the server pages. */
const listHandler = (items = appListFixtures) =>
  answer('listApps', ({ params }) =>
    success(
      appPage(items, {
        pageNum: Number(params.pageNum ?? 1),
        pageSize: Number(params.pageSize ?? 20),
      }),
    ),
  )

const route = (search = '') => ({
  path: '/account/apps',
  initialEntries: [`/account/apps${search}`],
})

const meta = {
  title: 'Apps/AppList',
  component: AppListScreen,
  parameters: {
    router: route(),
    msw: {
      handlers: { session: [completeSession], images: [imageHandler], list: [listHandler()] },
    },
  },
} satisfies Meta<typeof AppListScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const items = async (canvas: Canvas) => {
  const lists = await canvas.findAllByRole('list')
  return within(lists[0]!).getAllByRole('listitem')
}

export const Loading: Story = {
  parameters: { msw: { handlers: { list: [answerNever('listApps')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '我的应用' })).toBeVisible()
    await expect(canvas.getByText('加载中…')).toBeVisible()
  },
}

/** Each app with its icon, package, status and latest (and, where it differs, live) version. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('共 3 个应用')).toBeVisible()
    await expect(lastParams('listApps')).toEqual({ pageNum: '1', pageSize: '20' })
    const [weather, puzzle, notes] = await items(canvas)
    const first = within(weather!)
    await expect(first.getByText('示例天气')).toBeVisible()
    await expect(first.getByText('已上架')).toBeVisible()
    await expect(first.getByText('com.example.weather')).toBeVisible()
    await expect(first.getByText('1.1.0（versionCode 2）')).toBeVisible()
    await expect(first.getByText('审核中')).toBeVisible()
    // The live version differs from the latest: both are shown.
    await expect(first.getByText('线上版本')).toBeVisible()
    await expect(first.getByText('1.0.0（versionCode 1）')).toBeVisible()
    await expect(first.getByRole('link', { name: '管理：示例天气' })).toHaveAttribute(
      'href',
      '/account/apps/info?id=42',
    )
    const second = within(puzzle!)
    await expect(second.getByText('已下架', { selector: '[data-status]' })).toBeVisible()
    await expect(second.getByText(/快游戏 · 益智/)).toBeVisible()
    await expect(second.queryByText('线上版本')).toBeNull()
    const third = within(notes!)
    await expect(third.getByText('未上架')).toBeVisible()
    await expect(third.getByText('尚未上传')).toBeVisible()
    // The icons are read with the session (object URLs); an app without one shows its initial.
    await waitFor(() =>
      expect(
        requestsTo('appImage')
          .map((r) => r.params.id)
          .sort(),
      ).toEqual(['301', '311']),
    )
    await waitFor(() => expect(weather!.querySelector('img')?.src).toMatch(/^blob:/))
    await expect(canvas.getByRole('link', { name: '创建应用' })).toHaveAttribute(
      'href',
      '/account/apps/create',
    )
  },
}

/** The icons still on their way: placeholders of their size. */
export const IconsLoading: Story = {
  parameters: { msw: { handlers: { images: [imagesNeverAnswer] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('共 3 个应用')
    await expect(canvasElement.querySelector('img')).toBeNull()
  },
}

export const ListEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'My apps' })).toBeVisible()
    await expect(await canvas.findByText('3 apps')).toBeVisible()
    const [weather, puzzle] = await items(canvas)
    await expect(within(weather!).getByText('Example Weather')).toBeVisible()
    await expect(within(weather!).getByText('1.1.0 (versionCode 2)')).toBeVisible()
    await expect(within(weather!).getByText('In review')).toBeVisible()
    // No English name: the Chinese one.
    await expect(within(puzzle!).getByText('示例拼图')).toBeVisible()
    await expect(within(puzzle!).getByText(/Quick game · Puzzle/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create an app' })).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: { list: [answerData('listApps', appPage([]))] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('你还没有应用')).toBeVisible()
    await expect(canvas.getByText(/hap release/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: '创建应用' })).toBeVisible()
  },
}

/** A profile not complete yet: apps cannot be created, and the way to complete it. */
export const ProfileIncomplete: Story = {
  parameters: {
    msw: {
      handlers: {
        session: [sessionHandler(accountFixture('reviewing'))],
        list: [answerData('listApps', appPage([]))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/完善资料并通过审核后才能创建应用/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: '去完善资料' })).toHaveAttribute(
      'href',
      '/account/data',
    )
    await expect(canvas.queryByRole('link', { name: '创建应用' })).toBeNull()
  },
}

/** 45 apps: twenty a page, the page in the address. */
export const Pages: Story = {
  parameters: {
    msw: { handlers: { list: [listHandler([...appListFixtures, ...manyAppListItems(42)])] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('共 45 个应用')).toBeVisible()
    await expect(await items(canvas)).toHaveLength(20)
    const pager = canvas.getByRole('navigation', { name: '分页' })
    await userEvent.click(within(pager).getByRole('button', { name: '第 3 页' }))
    await waitFor(() => expect(lastParams('listApps')).toEqual({ pageNum: '3', pageSize: '20' }))
    await waitFor(async () => expect(await items(canvas)).toHaveLength(5))
  },
}

/** Whether the list was asked for once already (LoadFailed answers the first read with an error). */
let listAsked = false

/** The list could not be read; "try again" reads it again. */
export const LoadFailed: Story = {
  beforeEach: () => {
    listAsked = false
  },
  parameters: {
    msw: {
      handlers: {
        list: [
          http.get('*/api/p/apps/list', () => {
            if (listAsked) return undefined
            listAsked = true
            return HttpResponse.error()
          }),
          listHandler(),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('应用列表读取失败')
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }))
    await expect(await canvas.findByText('共 3 个应用')).toBeVisible()
  },
}

/** 10005: the session ended (the app's guard then goes to sign in). */
export const SessionEnded: Story = {
  parameters: { msw: { handlers: { list: [answerFailure('listApps', Code.sessionInvalid)] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      '应用列表读取失败',
    )
  },
}

export const ListPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('共 3 个应用')).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
