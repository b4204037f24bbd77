import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import type { ChangeRecord } from '@generated/model'
import { failure, success } from '../../../mocks/envelopes'
import { idTypesHandler, recordInfoHandler } from '../../../mocks/account-handlers'
import { recordFixture, reviewComments, summaryOf } from '../../../mocks/fixtures'
import { answer, answerData, answerFailure, answerNever } from '../../../mocks/handlers'
import { lastParams, requestsTo } from '../../../mocks/request-log'
import { expectCalledThenToast, expectDialogGone, expectToast } from '../../../mocks/story-helpers'
import { formatDateTime } from '@/lib/format/format-date'
import { RecordInfoScreen } from './record-info-screen'
import { Code } from '@generated/error-catalogue'

const route = (search: string) => ({
  path: '/account/record/info',
  initialEntries: [`/account/record/info${search}`],
})

const legalPersonReviewing = recordFixture('legalPerson', 'reviewing')

/** queryInfo answers `record`, then `after` once revokeReview was called. */
const infoThenAfterRevoke = (record: ChangeRecord, after: ChangeRecord | 'gone') =>
  answer('queryChangeRecordInfo', () =>
    requestsTo('revokeReview').length === 0
      ? success(record)
      : after === 'gone'
        ? failure(Code.invalidParameter, 'queryChangeRecordInfo')
        : success(after),
  )

const meta = {
  title: 'Account/RecordInfo',
  component: RecordInfoScreen,
  parameters: {
    router: route('?id=12'),
    msw: {
      handlers: {
        reference: [idTypesHandler],
        record: [recordInfoHandler([legalPersonReviewing])],
      },
    },
  },
} satisfies Meta<typeof RecordInfoScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const table = async (canvas: Canvas) => within(await canvas.findByRole('table'))
const row = async (canvas: Canvas, field: string) =>
  within((await table(canvas)).getByRole('rowheader', { name: field }).closest('tr')!)

/** The confirmation dialog, once open: its code loads after the page, so it may take a moment. */
const confirmDialog = () =>
  screen.findByRole('alertdialog', { name: '撤回这条申请？' }, { timeout: 3000 })

/** Revoke, confirmed in the dialog. */
async function revoke(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: '撤回申请' }))
  const dialog = await confirmDialog()
  await userEvent.click(within(dialog).getByRole('button', { name: '确认撤回' }))
}

export const Loading: Story = {
  parameters: { msw: { handlers: { record: [answerNever('queryChangeRecordInfo')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '记录详情' })).toBeVisible()
    await expect(canvas.getByText('加载中…')).toBeVisible()
  },
}

/** Under review: every detail, the before/after table, and withdrawal, confirmed first. */
export const LegalPersonReviewingRevoke: Story = {
  parameters: {
    msw: {
      handlers: {
        record: [
          infoThenAfterRevoke(legalPersonReviewing, recordFixture('legalPerson', 'revoked')),
        ],
        api: [answerData('revokeReview', summaryOf(recordFixture('legalPerson', 'revoked')))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('修改法人信息')).toBeVisible()
    await expect(canvas.getByText('审核中')).toBeVisible()
    await expect(canvas.getByText('法定代表人变更')).toBeVisible()
    await expect(canvas.getAllByText(formatDateTime(legalPersonReviewing.createdAt))).toHaveLength(
      2,
    )
    await expect(lastParams('queryChangeRecordInfo')).toEqual({ id: '12' })
    const name = await row(canvas, '法定代表人姓名')
    await expect(name.getByText('韩梅梅')).toBeVisible()
    await expect(name.getByText('李雷')).toBeVisible()
    const idType = await row(canvas, '证件类型')
    await expect(await idType.findByText('居民身份证')).toBeVisible()
    await expect(idType.getByText('护照')).toBeVisible()

    // Cancel sends nothing.
    await userEvent.click(canvas.getByRole('button', { name: '撤回申请' }))
    const dialog = await confirmDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    await expectDialogGone()
    await expect(requestsTo('revokeReview')).toHaveLength(0)

    await revoke(canvas)
    await expectToast('申请已撤回')
    await expect(lastParams('revokeReview')).toEqual({ id: '12' })
    await expect(await canvas.findByText('已撤回')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '撤回申请' })).toBeNull()
  },
}

/** A developer-type change that was rejected: removed and added values, reason and comment. */
export const AccountInfoRejected: Story = {
  parameters: {
    router: route('?id=15'),
    msw: { handlers: { record: [recordInfoHandler([recordFixture('accountInfo', 'rejected')])] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('未通过')).toBeVisible()
    await expect(canvas.getByText(reviewComments.rejected)).toBeVisible()
    await expect(canvas.getByText('公司已注销，转为个人开发者')).toBeVisible()
    const type = await row(canvas, '开发者类型')
    await expect(type.getByText('企业开发者')).toBeVisible()
    await expect(type.getByText('个人开发者')).toBeVisible()
    const company = await row(canvas, '公司名称')
    await expect(company.getByText('示例科技有限公司')).toBeVisible()
    await expect(company.getByText('（已移除）')).toBeVisible()
    const name = await row(canvas, '真实姓名')
    await expect(name.getByText('（新增）')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '撤回申请' })).toBeNull()
  },
}

export const CompleteProfileApproved: Story = {
  parameters: {
    router: route('?id=7'),
    msw: {
      handlers: { record: [recordInfoHandler([recordFixture('completeProfile', 'approved')])] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('已通过')).toBeVisible()
    await expect(canvas.getByText(reviewComments.approved)).toBeVisible()
    // No reason was asked for a first profile.
    await expect((await table(canvas)).getAllByRole('row')).toHaveLength(10)
    await expect((await row(canvas, '联系人手机')).getByText('13800138000')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '撤回申请' })).toBeNull()
  },
}

/** Account recovery under review: staff decide it, so there is no withdrawal here. */
export const EmailRecoveryReviewing: Story = {
  parameters: {
    router: route('?id=21'),
    msw: {
      handlers: { record: [recordInfoHandler([recordFixture('emailRecovery', 'reviewing')])] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('账号找回申请由工作人员审核，不能在这里撤回。'),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '撤回申请' })).toBeNull()
    const email = await row(canvas, '邮箱')
    await expect(email.getByText('new-dev@example.com')).toBeVisible()
  },
}

export const CompleteProfileRevoked: Story = {
  parameters: {
    router: route('?id=7'),
    msw: {
      handlers: { record: [recordInfoHandler([recordFixture('completeProfile', 'revoked')])] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('已撤回')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '撤回申请' })).toBeNull()
  },
}

/** 21002 (notReviewing): decided meanwhile; the server's text, then the record as it is now. */
export const RevokeNotReviewing: Story = {
  parameters: {
    msw: {
      handlers: {
        record: [
          infoThenAfterRevoke(legalPersonReviewing, recordFixture('legalPerson', 'approved')),
        ],
        api: [answerFailure('revokeReview', Code.editAccountFailed)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await revoke(canvas)
    await expectCalledThenToast('revokeReview', '该申请已不在审核中')
    await expect(await canvas.findByText('已通过')).toBeVisible()
  },
}

/** 21004 (notRevocable). */
export const RevokeNotRevocable: Story = {
  parameters: { msw: { handlers: { api: [answerFailure('revokeReview', Code.noPermission)] } } },
  play: async ({ canvasElement }) => {
    await revoke(within(canvasElement))
    await expectCalledThenToast('revokeReview', '账号找回申请只能由工作人员处理')
  },
}

/** 441 (recordNotFound) on withdrawal: the record is gone; the page says so. */
export const RevokeRecordGone: Story = {
  parameters: {
    msw: {
      handlers: {
        record: [infoThenAfterRevoke(legalPersonReviewing, 'gone')],
        api: [answerFailure('revokeReview', Code.invalidParameter)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await revoke(canvas)
    await expectCalledThenToast('revokeReview', '未找到该变更记录')
    await expect(await canvas.findByText('记录不存在，或不属于当前账号')).toBeVisible()
  },
}

export const RevokeParameterMissing: Story = {
  parameters: {
    msw: { handlers: { api: [answerFailure('revokeReview', Code.missingParameter)] } },
  },
  play: async ({ canvasElement }) => {
    await revoke(within(canvasElement))
    await expectCalledThenToast('revokeReview', '缺少参数')
  },
}

export const RevokeSessionEnded: Story = {
  parameters: { msw: { handlers: { api: [answerFailure('revokeReview', Code.sessionInvalid)] } } },
  play: async ({ canvasElement }) => {
    await revoke(within(canvasElement))
    await expectCalledThenToast('revokeReview', '登录状态校验失败，请重新登录')
  },
}

/** 441 recordNotFound: a clear page with the way back. */
export const NotFound: Story = {
  parameters: { router: route('?id=99') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('记录不存在，或不属于当前账号')).toBeVisible()
    await expect(lastParams('queryChangeRecordInfo')).toEqual({ id: '99' })
    await expect(canvas.getByRole('link', { name: '返回记录列表' })).toHaveAttribute(
      'href',
      '/account/record',
    )
  },
}

/** A malformed id is not even asked for. */
export const MalformedId: Story = {
  parameters: { router: route('?id=abc') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('记录编号无效')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '返回记录列表' })).toBeVisible()
    await expect(requestsTo('queryChangeRecordInfo')).toHaveLength(0)
  },
}

export const MissingId: Story = {
  parameters: { router: route('') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('没有指定要查看的记录')).toBeVisible()
    await expect(requestsTo('queryChangeRecordInfo')).toHaveLength(0)
  },
}

/** 440 and 10005 from queryInfo, and a failed request: the failure and a retry. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        record: [http.get('*/api/p/accountChangeRecord/queryInfo', () => HttpResponse.error())],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('记录读取失败')
  },
}

export const SessionEnded: Story = {
  parameters: {
    msw: { handlers: { record: [answerFailure('queryChangeRecordInfo', Code.sessionInvalid)] } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('记录读取失败')
  },
}

export const ParameterMissing: Story = {
  parameters: {
    msw: { handlers: { record: [answerFailure('queryChangeRecordInfo', Code.missingParameter)] } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('记录读取失败')
  },
}

export const AccountInfoRejectedEnglish: Story = {
  ...AccountInfoRejected,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Rejected')).toBeVisible()
    await expect(canvas.getByText('Developer type change')).toBeVisible()
    const company = await row(canvas, 'Company name')
    await expect(company.getByText('(removed)')).toBeVisible()
    await expect((await row(canvas, 'Real name')).getByText('(added)')).toBeVisible()
    await waitFor(() => expect(canvas.getByText("Reviewer's comment")).toBeVisible())
  },
}
