import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import {
  idTypesHandler,
  recordInfoHandler,
  recordPageHandler,
  sessionHandler,
} from '../../../mocks/account-handlers'
import { accountFixture, recordFixture, reviewComments, summaryOf } from '../../../mocks/fixtures'
import { answerData, answerFailure, answerNever } from '../../../mocks/handlers'
import { lastParams, requestsTo } from '../../../mocks/request-log'
import { expectCalledThenToast, expectDialogGone, expectToast } from '../../../mocks/story-helpers'
import { expectNoHorizontalOverflow } from '@/components/content/story-support'
import { AccountCentreScreen } from './account-centre-screen'
import { Code } from '@generated/error-catalogue'

const recent = [
  recordFixture('legalPerson', 'reviewing', { id: 31 }),
  recordFixture('accountInfo', 'rejected', { id: 30 }),
  recordFixture('completeProfile', 'approved', { id: 7 }),
]
const rejectedProfile = recordFixture('completeProfile', 'rejected')

const meta = {
  title: 'Account/AccountCentre',
  component: AccountCentreScreen,
  parameters: {
    router: { path: '/account/personal', initialEntries: ['/account/personal'] },
    msw: {
      handlers: {
        session: [sessionHandler(accountFixture('complete', 'individual'))],
        reference: [idTypesHandler],
        records: [recordPageHandler(recent)],
      },
    },
  },
} satisfies Meta<typeof AccountCentreScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const heading = (canvas: Canvas, name: string) => canvas.findByRole('heading', { level: 2, name })
const section = async (canvas: Canvas, name: string) =>
  within(await canvas.findByRole('region', { name }))

/** The change screens other than the password (and the security page) need a complete profile. */
async function expectSettings(canvas: Canvas, open: boolean) {
  const settings = await section(canvas, '账号设置')
  await expect(settings.getByRole('link', { name: '修改密码' })).toHaveAttribute(
    'href',
    '/account/personal/modifyPassWord',
  )
  // The sessions page is open to every account, as the password is.
  await expect(settings.getByRole('link', { name: '账号安全' })).toHaveAttribute(
    'href',
    '/account/personal/security',
  )
  for (const name of ['修改邮箱', '修改联系人', '修改开发者类型']) {
    if (open) await expect(settings.getByRole('link', { name })).toBeVisible()
    else {
      await expect(settings.queryByRole('link', { name })).toBeNull()
      await expect(settings.getByText(name)).toHaveAttribute('aria-disabled', 'true')
    }
  }
  // Chinese brackets in Chinese, with no spaces inside them.
  if (!open) await expect(settings.getAllByText('（完善资料后可用）')).toHaveLength(4)
  // The apps are read whatever the profile's state (creating one needs it complete).
  const apps = await section(canvas, '开放平台')
  await expect(apps.getByRole('link', { name: '我的应用' })).toHaveAttribute(
    'href',
    '/account/apps',
  )
}

/** Beside their labels, the account's values all start at one place, whatever a label's length. */
async function expectValuesAligned(identity: Canvas) {
  const lefts = identity
    .getAllByRole('definition')
    .map((value: HTMLElement) => Math.round(value.getBoundingClientRect().left))
  await expect(lefts.length).toBeGreaterThan(4)
  await expect(new Set(lefts).size).toBe(1)
}

export const Loading: Story = {
  parameters: { msw: { handlers: { session: [answerNever('queryAccountInfo')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '账号中心' })).toBeVisible()
    await expect(canvas.getByText('正在加载账号…')).toBeVisible()
  },
}

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        session: [http.get('*/api/p/account/queryAccountInfo', () => HttpResponse.error())],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('账号信息读取失败')
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeEnabled()
  },
}

/** A new account: the profile to complete first, the change screens closed, no records. */
export const Incomplete: Story = {
  parameters: {
    msw: {
      handlers: {
        session: [sessionHandler(accountFixture('incomplete'))],
        records: [recordPageHandler([])],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const profile = await section(canvas, '资料状态')
    await expect(profile.getByText('待完善')).toBeVisible()
    await expect(profile.getByRole('link', { name: '去完善资料' })).toHaveAttribute(
      'href',
      '/account/data',
    )
    const identity = await section(canvas, '账号信息')
    await expect(identity.getByText('dev@example.com')).toBeVisible()
    await expect(identity.getByText('未设置')).toBeVisible()
    await expectSettings(canvas, false)
    await expect(await canvas.findByText('还没有变更记录')).toBeVisible()
    await expect(lastParams('queryChangeRecordPage')).toEqual({ pageNum: '1', pageSize: '5' })
  },
}

/** In English the closed settings say why in English brackets, with no spaces inside them. */
export const IncompleteEnglish: Story = {
  globals: { locale: 'en' },
  parameters: Incomplete.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const settings = await section(canvas, 'Account settings')
    await expect(settings.getAllByText('(Available once the profile is complete)')).toHaveLength(4)
    await expect(settings.queryByText(/（|）/)).toBeNull()
    await expectValuesAligned(await section(canvas, 'Account'))
  },
}

/** Under review: wait, or withdraw it (confirmed first); the page then shows the new state. */
export const ReviewingRevoke: Story = {
  parameters: {
    msw: {
      handlers: {
        session: [
          sessionHandler(accountFixture('reviewing'), {
            operation: 'revokeCompleteAccountInfo',
            account: accountFixture('incomplete'),
          }),
        ],
        records: [recordPageHandler([recordFixture('completeProfile', 'reviewing')])],
        api: [
          answerData(
            'revokeCompleteAccountInfo',
            summaryOf(recordFixture('completeProfile', 'revoked')),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const profile = await section(canvas, '资料状态')
    await expect(profile.getByText('审核中')).toBeVisible()
    await expect(profile.getByRole('link', { name: '查看提交的资料' })).toHaveAttribute(
      'href',
      '/account/data',
    )
    await userEvent.click(profile.getByRole('button', { name: '撤回审核' }))
    const dialog = await screen.findByRole('alertdialog', { name: '撤回资料审核？' })
    // Cancelling sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    await expectDialogGone()
    await expect(requestsTo('revokeCompleteAccountInfo')).toHaveLength(0)

    await userEvent.click(profile.getByRole('button', { name: '撤回审核' }))
    const again = await screen.findByRole('alertdialog', { name: '撤回资料审核？' })
    await userEvent.click(within(again).getByRole('button', { name: '确认撤回' }))
    await expectToast('已撤回资料审核')
    await expect(requestsTo('revokeCompleteAccountInfo')).toHaveLength(1)
    await expect(await profile.findByText('待完善')).toBeVisible()
  },
}

/** 11004: the review was decided meanwhile; the server's text, and the page reads the account again. */
export const RevokeNotReviewing: Story = {
  parameters: {
    msw: {
      handlers: {
        session: [sessionHandler(accountFixture('reviewing'))],
        api: [answerFailure('revokeCompleteAccountInfo', Code.completeInfoFailed)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const profile = await section(canvas, '资料状态')
    await userEvent.click(profile.getByRole('button', { name: '撤回审核' }))
    const dialog = await screen.findByRole('alertdialog')
    const before = requestsTo('queryAccountInfo').length
    await userEvent.click(within(dialog).getByRole('button', { name: '确认撤回' }))
    await expectCalledThenToast('revokeCompleteAccountInfo', '该申请已不在审核中')
    await waitFor(() => expect(requestsTo('queryAccountInfo').length).toBeGreaterThan(before))
  },
}

/** Rejected: the reviewer's comment from the latest completeProfile record, and the way back. */
export const Rejected: Story = {
  parameters: {
    msw: {
      handlers: {
        session: [sessionHandler(accountFixture('rejected'))],
        records: [recordPageHandler([rejectedProfile]), recordInfoHandler([rejectedProfile])],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const profile = await section(canvas, '资料状态')
    await expect(profile.getByText('未通过')).toBeVisible()
    await expect(await profile.findByText(reviewComments.rejected)).toBeVisible()
    await expect(profile.getByRole('link', { name: '修改并重新提交' })).toHaveAttribute(
      'href',
      '/account/data',
    )
    await expect(requestsTo('queryChangeRecordPage').map(({ params }) => params)).toContainEqual({
      type: 'completeProfile',
      pageNum: '1',
      pageSize: '1',
    })
    await expect(lastParams('queryChangeRecordInfo')).toEqual({ id: '7' })
    // The contact is kept from the submission on.
    await expect((await section(canvas, '账号信息')).getByText('13800138000')).toBeVisible()
    await expectSettings(canvas, false)
  },
}

export const CompleteIndividual: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await heading(canvas, '账号信息')
    const identity = await section(canvas, '账号信息')
    await expect(identity.getByText('个人开发者')).toBeVisible()
    await expect(identity.getByText('韩梅梅')).toBeVisible()
    await expect(identity.getByText('110***********002X')).toBeVisible()
    await expect(await identity.findByText('居民身份证')).toBeVisible()
    await expectValuesAligned(identity)
    await expect((await section(canvas, '资料状态')).getByText('已完善')).toBeVisible()
    await expectSettings(canvas, true)
    const settings = await section(canvas, '账号设置')
    await expect(settings.getByRole('link', { name: '修改法人信息' })).toHaveAttribute(
      'href',
      '/account/personal/modifylegalPerson',
    )
    const records = await section(canvas, '最近的变更记录')
    const details = await records.findAllByRole('link', { name: /^查看详情/ })
    await expect(details.map((link) => link.getAttribute('href'))).toEqual([
      '/account/record/info?id=31',
      '/account/record/info?id=30',
      '/account/record/info?id=7',
    ])
    await expect(records.getByText('审核中')).toBeVisible()
    await expect(records.getByText('未通过')).toBeVisible()
    await expect(records.getByRole('link', { name: '全部记录' })).toHaveAttribute(
      'href',
      '/account/record',
    )
  },
}

export const CompleteCompanyEnglish: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: { handlers: { session: [sessionHandler(accountFixture('complete', 'company'))] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account centre' })).toBeVisible()
    const identity = await section(canvas, 'Account')
    await expect(identity.getByText('Company developer')).toBeVisible()
    await expect(identity.getByText('示例科技有限公司')).toBeVisible()
    await expect(identity.getByText('91350100M000100Y43')).toBeVisible()
    // "Contact mobile number" and "Unified social credit code" beside their values.
    await expectValuesAligned(identity)
    const settings = await section(canvas, 'Account settings')
    await expect(settings.getByRole('link', { name: /company/i })).toHaveAttribute(
      'href',
      '/account/personal/modifylegalPersonCompany',
    )
    const records = await section(canvas, 'Latest change records')
    await expect(await records.findByText('Legal person change')).toBeVisible()
  },
}

/** Latin words of the page's text that a line break cut in two (a word's letters on two lines). */
function wordsCutAcrossLines(root: HTMLElement): string[] {
  const cut: string[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const word of (node.textContent ?? '').matchAll(/[A-Za-z]+/g)) {
      const range = document.createRange()
      range.setStart(node, word.index)
      range.setEnd(node, word.index + word[0].length)
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
      if (lines.size > 1) cut.push(word[0])
    }
  }
  return cut
}

/** A phone, in English (the longer words): lines break between words, never inside one. */
export const CompleteCompanyEnglishPhone: Story = {
  globals: { locale: 'en' },
  parameters: CompleteCompanyEnglish.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const identity = await section(canvas, 'Account')
    await expect(identity.getByText('91350100M000100Y43')).toBeVisible()
    // The ID type's name, once the types have arrived (the code stands in until then).
    await expect(await identity.findByText('居民身份证')).toBeVisible()
    await expect(wordsCutAcrossLines(canvasElement)).toEqual([])
    await expectNoHorizontalOverflow()
  },
}

export const RecordsLoading: Story = {
  parameters: { msw: { handlers: { records: [answerNever('queryChangeRecordPage')] } } },
  play: async ({ canvasElement }) => {
    const records = await section(within(canvasElement), '最近的变更记录')
    await expect(records.queryByRole('link', { name: /^查看详情/ })).toBeNull()
    await expect(records.getByRole('link', { name: '全部记录' })).toBeVisible()
  },
}

export const RecordsFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        records: [http.get('*/api/p/accountChangeRecord/queryPage', () => HttpResponse.error())],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const records = await section(within(canvasElement), '最近的变更记录')
    await expect(await records.findByRole('alert')).toHaveTextContent('变更记录读取失败')
  },
}
