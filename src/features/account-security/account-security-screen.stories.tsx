import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import type { ActiveSession } from '@generated/model'
import { sessionHandler } from '../../../mocks/account-handlers'
import { success } from '../../../mocks/envelopes'
import { accountFixture } from '../../../mocks/fixtures'
import { answer, answerData, answerFailure, answerNever } from '../../../mocks/handlers'
import { lastParams, logRequest, requestsTo } from '../../../mocks/request-log'
import {
  expectCalledThenToast,
  expectDialogGone,
  expectNavigatedTo,
} from '../../../mocks/story-helpers'
import { expectNoHorizontalOverflow } from '@/components/content/story-support'
import { formatDateTime } from '@/lib/format/format-date'
import { AccountSecurityScreen } from './account-security-screen'
import { securityHandler, twoStepOff } from './story-support'
import { Code } from '@generated/error-catalogue'

const thisDevice: ActiveSession = {
  id: 'Xq3Lr8Tn2Vb7Kd9Fh4Jm6P',
  browser: 'Chrome 131',
  os: 'Windows',
  address: '203.0.113.*',
  createdAt: '2026-03-05T01:20:00.000Z',
  lastActiveAt: '2026-03-05T09:41:00.000Z',
  current: true,
}
const phone: ActiveSession = {
  id: 'Bn5Wc2Yz8Qa1Rt7Gu3Ek9L',
  browser: 'Safari 18',
  os: 'iOS 18',
  address: '198.51.100.*',
  createdAt: '2026-03-03T12:05:00.000Z',
  lastActiveAt: '2026-03-04T22:10:00.000Z',
  current: false,
}
const unknown: ActiveSession = {
  id: 'Hp4Ds6Mf1Ng8Vk2Zx5Cq7W',
  browser: null,
  os: null,
  address: '2001:db8:85a3::*',
  createdAt: '2026-02-28T07:30:00.000Z',
  lastActiveAt: '2026-03-01T08:00:00.000Z',
  current: false,
}
// The server sends this device first; given last here, the page still shows it first.
const sessions = [phone, unknown, thisDevice]

/**
 * listSessions over `list`, less the sessions ended so far: endSession's ids, and every other
 * session once endOtherSessions was called (as the server would answer the read after it).
 */
const sessionsHandler = (list: ActiveSession[]) =>
  answer('listSessions', () => {
    const ended = new Set(requestsTo('endSession').map(({ params }) => params.id))
    const othersEnded = requestsTo('endOtherSessions').length > 0
    return success(list.filter((s) => !ended.has(s.id) && (s.current || !othersEnded)))
  })

const meta = {
  title: 'Account/AccountSecurity',
  component: AccountSecurityScreen,
  parameters: {
    router: {
      path: '/account/personal/security',
      initialEntries: ['/account/personal/security'],
    },
    msw: {
      handlers: {
        session: [sessionHandler(accountFixture('complete', 'individual'))],
        sessions: [sessionsHandler(sessions)],
        // Two-step sign-in and passkeys have stories of their own (two-step-section.stories.tsx,
        // passkeys-section.stories.tsx).
        security: [securityHandler(twoStepOff)],
      },
    },
  },
} satisfies Meta<typeof AccountSecurityScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const cards = async (canvas: Canvas) => {
  const region = within(await canvas.findByRole('region', { name: '登录设备' }))
  return (await region.findAllByRole('listitem')).map((item) => within(item))
}
const card = async (canvas: Canvas, name: string) =>
  within(await canvas.findByRole('listitem', { name }))

/** This device first and marked, the others with what the server knows of them. */
export const SeveralSessions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '账号安全' })).toBeVisible()
    const [first, second, third] = await cards(canvas)
    await expect(first!.getByText('Chrome 131 · Windows')).toBeVisible()
    await expect(first!.getByText('当前设备')).toBeVisible()
    await expect(first!.getByText('203.0.113.*')).toBeVisible()
    await expect(first!.getByText(formatDateTime(thisDevice.createdAt))).toBeVisible()
    await expect(first!.getByText(formatDateTime(thisDevice.lastActiveAt))).toBeVisible()
    await expect(first!.getByRole('button', { name: '退出此设备' })).toBeEnabled()
    await expect(first!.queryByRole('button', { name: '结束' })).toBeNull()

    await expect(second!.getByText('Safari 18 · iOS 18')).toBeVisible()
    await expect(second!.queryByText('当前设备')).toBeNull()
    // Each "End" is described by its session's name.
    await expect(second!.getByRole('button', { name: '结束' })).toHaveAccessibleDescription(
      'Safari 18 · iOS 18',
    )
    await expect(third!.getByText('未知浏览器')).toBeVisible()
    await expect(third!.getByText('2001:db8:85a3::*')).toBeVisible()
    await expect(canvas.getByRole('button', { name: '结束其他所有会话' })).toBeEnabled()
    await expect(requestsTo('listSessions')).toHaveLength(1)
  },
}

/** Signed in here only: nothing else to end. */
export const OnlyThisDevice: Story = {
  parameters: { msw: { handlers: { sessions: [sessionsHandler([thisDevice])] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await cards(canvas)
    await expect(list).toHaveLength(1)
    await expect(list[0]!.getByText('当前设备')).toBeVisible()
    await expect(canvas.getByText('没有其他设备登录你的账号。')).toBeVisible()
    await expect(canvas.getByRole('button', { name: '结束其他所有会话' })).toBeDisabled()
  },
}

/** Ending one: asked first (cancelling sends nothing), then its id, a toast, and the list again. */
export const EndOne: Story = {
  parameters: { msw: { handlers: { api: [answerData('endSession', null)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const safari = await card(canvas, 'Safari 18 · iOS 18')
    await userEvent.click(safari.getByRole('button', { name: '结束' }))
    const dialog = await screen.findByRole('alertdialog', { name: '结束这个会话？' })
    await expect(dialog).toHaveTextContent('Safari 18 · iOS 18（198.51.100.*）将退出登录')
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    await expectDialogGone()
    await expect(requestsTo('endSession')).toHaveLength(0)

    await userEvent.click(safari.getByRole('button', { name: '结束' }))
    const again = await screen.findByRole('alertdialog', { name: '结束这个会话？' })
    await userEvent.click(within(again).getByRole('button', { name: '确认结束' }))
    await expectCalledThenToast('endSession', '会话已结束')
    await expect(lastParams('endSession')).toEqual({ id: phone.id })
    await waitFor(() => expect(requestsTo('listSessions')).toHaveLength(2))
    await waitFor(() =>
      expect(canvas.queryByRole('listitem', { name: 'Safari 18 · iOS 18' })).toBeNull(),
    )
    await expect(await cards(canvas)).toHaveLength(2)
  },
}

/** All the others at once: the toast says how many ended; this device stays. */
export const EndAllOthers: Story = {
  parameters: { msw: { handlers: { api: [answerData('endOtherSessions', { ended: 2 })] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await cards(canvas)
    await userEvent.click(canvas.getByRole('button', { name: '结束其他所有会话' }))
    const dialog = await screen.findByRole('alertdialog', { name: '结束其他所有会话？' })
    await userEvent.click(within(dialog).getByRole('button', { name: '全部结束' }))
    await expectCalledThenToast('endOtherSessions', '已结束 2 个会话')
    await expect(requestsTo('endOtherSessions')).toHaveLength(1)
    await expect(lastParams('endOtherSessions')).toEqual({})
    await waitFor(() => expect(canvas.getByText('没有其他设备登录你的账号。')).toBeVisible())
    await expect(await cards(canvas)).toHaveLength(1)
    await expect(canvas.getByRole('button', { name: '结束其他所有会话' })).toBeDisabled()
  },
}

/** 441 sessionNotFound: it had ended already (elsewhere, or expired); the list is read again. */
export const AlreadyEnded: Story = {
  parameters: { msw: { handlers: { api: [answerFailure('endSession', Code.invalidParameter)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const other = await card(canvas, '未知浏览器')
    await userEvent.click(other.getByRole('button', { name: '结束' }))
    const dialog = await screen.findByRole('alertdialog', { name: '结束这个会话？' })
    await userEvent.click(within(dialog).getByRole('button', { name: '确认结束' }))
    await expectCalledThenToast('endSession', '这个会话已经结束了')
    await expect(lastParams('endSession')).toEqual({ id: unknown.id })
    await waitFor(() => expect(requestsTo('listSessions')).toHaveLength(2))
  },
}

/** This device's own session: signing out, as from the account menu (the home page after it). */
export const SignOutHere: Story = {
  parameters: { msw: { handlers: { api: [answerData('logout', null)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const here = await card(canvas, 'Chrome 131 · Windows')
    await userEvent.click(here.getByRole('button', { name: '退出此设备' }))
    const dialog = await screen.findByRole('alertdialog', { name: '退出此设备？' })
    await userEvent.click(within(dialog).getByRole('button', { name: '确认退出' }))
    await expectNavigatedTo(canvas, '/')
    await expect(requestsTo('logout')).toHaveLength(1)
    await expect(requestsTo('endSession')).toHaveLength(0)
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { sessions: [answerNever('listSessions')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '账号安全' })).toBeVisible()
    await expect(await canvas.findByText('正在读取登录设备…')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '结束其他所有会话' })).toBeNull()
  },
}

/** A failed read, and "retry" reads again. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        sessions: [
          http.get('*/api/p/account/sessions', () => {
            // Logged like any answered call, so that the story can count the retry.
            logRequest({ operationId: 'listSessions', params: {}, headers: {} })
            return HttpResponse.error()
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('登录设备读取失败')
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }))
    await waitFor(() => expect(requestsTo('listSessions')).toHaveLength(2))
  },
}

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Account security' }),
    ).toBeVisible()
    const here = await card(canvas, 'Chrome 131 · Windows')
    await expect(here.getByText('This device')).toBeVisible()
    await expect(here.getByRole('button', { name: 'Sign out here' })).toBeVisible()
    await expect(await canvas.findByText('Unknown browser')).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'End' })).toHaveLength(2)
    await expect(canvas.getByRole('button', { name: 'End all other sessions' })).toBeEnabled()
  },
}

/** A phone (390 px): the sessions as cards, nothing wider than the screen. */
export const Phone390: Story = {
  parameters: { testViewport: { width: 390, height: 844 } },
  play: async ({ canvasElement }) => {
    await cards(within(canvasElement))
    await expectNoHorizontalOverflow()
  },
}

/** The narrowest phone, in English (the longer words). */
export const EnglishPhone: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await card(canvas, 'Safari 18 · iOS 18')
    await expectNoHorizontalOverflow()
  },
}
