import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import type { StaffRecord } from '@generated/model'
import { idTypesHandler } from '../../../../mocks/account-handlers'
import { success } from '../../../../mocks/envelopes'
import { answer, answerData, answerFailure, answerNever } from '../../../../mocks/handlers'
import { lastParams, requestsTo } from '../../../../mocks/request-log'
import {
  adminFixture,
  applicantFixture,
  companyRecordFixture,
  driftRecordFixture,
  recoveryRecordFixture,
  revealedCompanyFixture,
  revealedRecoveryFixture,
  reviewerFixture,
  staffRecordFixture,
} from '../../../../mocks/staff-fixtures'
import { expectDialogGone, expectFieldError, expectToast } from '../../../../mocks/story-helpers'
import { RecordScreen } from './record-screen'
import { StaffFrame, staffMeHandler } from './story-handlers'
import { Code } from '@generated/error-catalogue'

const route = (id: number | string = 7) => ({
  path: '/staff/records/:id',
  initialEntries: [`/staff/records/${id}`],
})

/** staffRecord answers `record`; once staffDecide was called, `after` (the record read again). */
const recordHandler = (record: StaffRecord, after?: StaffRecord) =>
  answer('staffRecord', () =>
    success(after && requestsTo('staffDecide').length > 0 ? after : record),
  )

const meta = {
  title: 'Staff/Record',
  component: RecordScreen,
  parameters: {
    router: route(),
    msw: {
      handlers: {
        record: [recordHandler(companyRecordFixture)],
        me: [staffMeHandler(reviewerFixture)],
        idTypes: [idTypesHandler],
      },
    },
  },
  decorators: [
    (Story) => (
      <StaffFrame>
        <Story />
      </StaffFrame>
    ),
  ],
} satisfies Meta<typeof RecordScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const section = (canvas: Canvas, name: string) => canvas.getByRole('region', { name })
const comment = (canvas: Canvas) =>
  canvas.getByRole('textbox', { name: '审核意见（申请人会看到）' })
/** The dialog (in a portal, outside the canvas), once it has faded in. */
async function dialog(role: 'alertdialog' | 'dialog' = 'alertdialog', name?: string) {
  const found = await screen.findByRole(role, name ? { name } : {})
  await waitFor(() => expect(found).toBeVisible())
  return found
}

/** A company's first profile: the record, every change before and after, the applicant. */
export const ReviewingCompany: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: '申请 #7' })).toBeVisible()
    const application = await canvas.findByRole('region', { name: '申请' })
    await expect(lastParams('staffRecord')).toEqual({ id: '7' })
    await expect(within(application).getByText('完善资料')).toBeVisible()
    await expect(within(application).getByText('审核中')).toBeVisible()
    const changes = within(application).getByRole('table', { name: '变更内容' })
    const companyRow = within(changes).getByRole('row', { name: /公司名称/ })
    await expect(companyRow).toHaveTextContent('示例科技有限公司')
    await expect(within(changes).getByRole('row', { name: /证件号码/ })).toHaveTextContent(
      '110***********002X',
    )
    const applicant = section(canvas, '申请人')
    await expect(within(applicant).getByText('dev@example.com')).toBeVisible()
    await expect(within(applicant).getByText('正常')).toBeVisible()
    await expect(within(applicant).getByText('未设置')).toBeVisible()
    const decision = section(canvas, '审核决定')
    await expect(await within(decision).findByRole('button', { name: '通过' })).toBeVisible()
    await expect(within(decision).getByRole('button', { name: '驳回' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /返回审核队列/ })).toHaveAttribute(
      'href',
      '/staff',
    )
  },
}

/** An account recovery: the applicant's reason and the proof they gave, its number masked. */
export const RecoveryWithProof: Story = {
  parameters: {
    router: route(21),
    msw: { handlers: { record: [recordHandler(recoveryRecordFixture)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const proof = await canvas.findByRole('region', { name: '找回凭证' })
    await expect(within(proof).getByText('王芳')).toBeVisible()
    await expect(within(proof).getByText('110***********0021')).toBeVisible()
    await expect(within(proof).getByText('13900139000')).toBeVisible()
    await expect(await within(proof).findByText('居民身份证')).toBeVisible()
    const application = section(canvas, '申请')
    await expect(
      within(application).getByText('原邮箱所在企业邮箱已停用，无法再收取邮件'),
    ).toBeVisible()
    await expect(within(application).getByRole('row', { name: /邮箱/ })).toHaveTextContent(
      /lost@example\.com.*found@example\.com/,
    )
  },
}

/** Reveal: the call names the record, the full numbers show, and the reviewer is told it is logged. */
export const Reveal: Story = {
  parameters: {
    msw: { handlers: { reveal: [answerData('staffRevealIdentity', revealedCompanyFixture)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const identity = await canvas.findByRole('region', { name: '完整证件号码' })
    await expect(within(identity).getByText(/每次查看都会记入审计日志/)).toBeVisible()
    await expect(canvas.queryByText('11010519491231002X')).toBeNull()
    await userEvent.click(within(identity).getByRole('button', { name: '查看完整证件号码' }))
    await expect(await within(identity).findByText('11010519491231002X')).toBeVisible()
    await expect(requestsTo('staffRevealIdentity')).toHaveLength(1)
    await expect(lastParams('staffRevealIdentity')).toEqual({ id: '7' })
    await expect(within(identity).getByRole('status')).toHaveTextContent('此次查看已记入审计日志')
    await expect(within(identity).getByText('申请中的证件号码')).toBeVisible()
  },
}

/** A recovery's reveal shows the proof's and the account's numbers. */
export const RevealRecovery: Story = {
  parameters: {
    router: route(21),
    msw: {
      handlers: {
        record: [recordHandler(recoveryRecordFixture)],
        reveal: [answerData('staffRevealIdentity', revealedRecoveryFixture)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const identity = await canvas.findByRole('region', { name: '完整证件号码' })
    await userEvent.click(within(identity).getByRole('button', { name: '查看完整证件号码' }))
    await expect(await within(identity).findAllByText('110105194912310021')).toHaveLength(2)
    await expect(lastParams('staffRevealIdentity')).toEqual({ id: '21' })
    await expect(within(identity).getByText('找回凭证中的证件号码')).toBeVisible()
  },
}

const approved = staffRecordFixture('completeProfile', 'approved', {
  reviewedBy: 'reviewer@example.com',
  reviewComment: '资料齐全，审核通过',
})

/** Approve with a comment: confirmed, sent, and the record shows its new state. */
export const Approve: Story = {
  parameters: {
    msw: { handlers: { decide: [answerData('staffDecide', approved)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /审核意见/ }),
      ' 资料齐全，审核通过 ',
    )
    await userEvent.click(await canvas.findByRole('button', { name: '通过' }))
    const confirm = await dialog()
    await expect(within(confirm).getByText('通过这项申请？')).toBeVisible()
    await expect(within(confirm).getByText('资料齐全，审核通过')).toBeVisible()
    await expect(requestsTo('staffDecide')).toHaveLength(0)
    await userEvent.click(within(confirm).getByRole('button', { name: '通过' }))
    await waitFor(() =>
      expect(lastParams('staffDecide')).toEqual({
        id: '7',
        decision: 'approve',
        comment: '资料齐全，审核通过',
      }),
    )
    await expectDialogGone()
    await expectToast('已通过这项申请')
    const application = section(canvas, '申请')
    await expect(await within(application).findByText('已通过')).toBeVisible()
    await expect(within(application).getByText('reviewer@example.com')).toBeVisible()
    await expect(canvas.queryByRole('region', { name: '审核决定' })).toBeNull()
  },
}

/** Reject with no comment: the field says it is needed, nothing is sent, no dialog opens. */
export const RejectWithoutComment: Story = {
  parameters: {
    msw: { handlers: { decide: [answerData('staffDecide', approved)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '驳回' }))
    await expectFieldError(comment(canvas), '此项为必填项')
    await expect(comment(canvas)).toHaveFocus()
    await expect(screen.queryByRole('alertdialog')).toBeNull()
    await expect(requestsTo('staffDecide')).toHaveLength(0)
  },
}

/** A comment over the contract's 500 characters is refused at the field. */
export const CommentTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = await canvas.findByRole('textbox', { name: /审核意见/ })
    await userEvent.click(field)
    await userEvent.paste('长'.repeat(501))
    await userEvent.click(await canvas.findByRole('button', { name: '通过' }))
    await expectFieldError(field, '审核意见最多 500 字')
    await expect(screen.queryByRole('alertdialog')).toBeNull()
  },
}

const rejected = staffRecordFixture('completeProfile', 'rejected', {
  reviewedBy: 'reviewer@example.com',
  reviewComment: '营业执照上的名称与填写的公司名称不一致',
})

/** Reject with a comment: confirmed, sent with the comment, the record shows the rejection. */
export const RejectWithComment: Story = {
  parameters: {
    msw: { handlers: { decide: [answerData('staffDecide', rejected)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /审核意见/ }),
      '营业执照上的名称与填写的公司名称不一致',
    )
    await userEvent.click(canvas.getByRole('button', { name: '驳回' }))
    const confirm = await dialog()
    await expect(within(confirm).getByText('驳回这项申请？')).toBeVisible()
    await userEvent.click(within(confirm).getByRole('button', { name: '驳回' }))
    await waitFor(() =>
      expect(lastParams('staffDecide')).toEqual({
        id: '7',
        decision: 'reject',
        comment: '营业执照上的名称与填写的公司名称不一致',
      }),
    )
    await expectToast('已驳回这项申请')
    const application = section(canvas, '申请')
    await expect(await within(application).findByText('未通过')).toBeVisible()
    await expect(
      within(application).getByText('营业执照上的名称与填写的公司名称不一致'),
    ).toBeVisible()
  },
}

const decidedByOther = staffRecordFixture('completeProfile', 'approved', {
  reviewedBy: 'other-reviewer@example.com',
  reviewComment: '资料齐全，审核通过',
})

/** 30003: someone decided first. Nothing applied twice: the message, and the record read again. */
export const DecidedFirst: Story = {
  parameters: {
    msw: {
      handlers: {
        record: [recordHandler(companyRecordFixture, decidedByOther)],
        decide: [answerFailure('staffDecide', Code.alreadyDecided)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: /审核意见/ }), '资料不全')
    await userEvent.click(canvas.getByRole('button', { name: '驳回' }))
    await userEvent.click(within(await dialog()).getByRole('button', { name: '驳回' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('这项申请已由其他工作人员先处理了')
    await waitFor(() => expect(requestsTo('staffRecord')).toHaveLength(2))
    const application = section(canvas, '申请')
    await expect(await within(application).findByText('other-reviewer@example.com')).toBeVisible()
    await expect(within(application).getByText('已通过')).toBeVisible()
    await expect(within(application).getByText('资料齐全，审核通过')).toBeVisible()
    await expect(canvas.queryByRole('region', { name: '审核决定' })).toBeNull()
    await expect(requestsTo('staffDecide')).toHaveLength(1)
  },
}

/** The account changed since filing: what differs, filed and now, and only Reject. */
export const Drift: Story = {
  parameters: {
    router: route(12),
    msw: { handlers: { record: [recordHandler(driftRecordFixture)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('账号在申请提交后已变更，只能驳回')).toBeVisible()
    const developerType = canvas.getByRole('row', { name: /^开发者类型/ })
    await expect(developerType).toHaveTextContent(/个人开发者.*企业开发者/)
    await expect(canvas.getByRole('row', { name: /^法定代表人姓名.*王五/ })).toBeVisible()
    // The decision form renders after the record (useFormReady): Reject shows it is there.
    const decision = section(canvas, '审核决定')
    await expect(await within(decision).findByRole('button', { name: '驳回' })).toBeVisible()
    await expect(within(decision).queryByRole('button', { name: '通过' })).toBeNull()
  },
}

/** 30004: approval refused because the account changed: the message, then only Reject. */
export const DriftRefused: Story = {
  parameters: {
    router: route(12),
    msw: {
      handlers: {
        record: [recordHandler(staffRecordFixture('legalPerson'), driftRecordFixture)],
        decide: [answerFailure('staffDecide', Code.accountChangedSinceFiled)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '通过' }))
    await userEvent.click(within(await dialog()).getByRole('button', { name: '通过' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '账号在申请提交后已变更，不能通过，只能驳回',
    )
    await expect(lastParams('staffDecide')).toEqual({ id: '12', decision: 'approve' })
    await expect(await canvas.findByText('账号在申请提交后已变更，只能驳回')).toBeVisible()
    const decision = section(canvas, '审核决定')
    await expect(await within(decision).findByRole('button', { name: '驳回' })).toBeVisible()
    await expect(within(decision).queryByRole('button', { name: '通过' })).toBeNull()
  },
}

/** 441 recordNotFound: said, with the way back to the queue. */
export const NotFound: Story = {
  parameters: {
    router: route(999),
    msw: { handlers: { record: [answerFailure('staffRecord', Code.invalidParameter)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/没有这项申请/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: '返回审核队列' })).toHaveAttribute(
      'href',
      '/staff',
    )
  },
}

/** An id that is no number is not asked for. */
export const MalformedId: Story = {
  parameters: { router: route('abc') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/没有这项申请/)).toBeVisible()
    await expect(requestsTo('staffRecord')).toHaveLength(0)
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { record: [answerNever('staffRecord')] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('加载中…')).toBeVisible()
  },
}

export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: { record: [http.get('*/api/staff/record', () => HttpResponse.error())] } },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('申请读取失败')
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible()
  },
}

const admin = { me: [staffMeHandler(adminFixture)] }

/** An admin freezes the applicant's account: a reason is required, then sent, and shown frozen. */
export const AdminFreeze: Story = {
  parameters: {
    msw: {
      handlers: {
        ...admin,
        freeze: [answerData('staffSetAccountFrozen', applicantFixture({ status: 'frozen' }))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const applicant = await canvas.findByRole('region', { name: '申请人' })
    await userEvent.click(await within(applicant).findByRole('button', { name: '冻结账号' }))
    const freeze = await dialog('dialog', '冻结账号 dev@example.com？')
    const reason = within(freeze).getByRole('textbox', { name: /原因/ })
    await userEvent.click(within(freeze).getByRole('button', { name: '冻结账号' }))
    await expectFieldError(reason, '此项为必填项')
    await expect(requestsTo('staffSetAccountFrozen')).toHaveLength(0)
    await userEvent.type(reason, '冒用他人营业执照')
    await userEvent.click(within(freeze).getByRole('button', { name: '冻结账号' }))
    await waitFor(() =>
      expect(lastParams('staffSetAccountFrozen')).toEqual({
        accountId: '1024',
        frozen: 'true',
        reason: '冒用他人营业执照',
      }),
    )
    await expectToast('账号已冻结')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The record in the cache is updated apart from the toast and the dialog: waited for.
    await expect(await within(applicant).findByText('已冻结')).toBeVisible()
    await expect(within(applicant).getByRole('button', { name: '解冻账号' })).toBeVisible()
  },
}

/** An admin unfreezes a frozen account. */
export const AdminUnfreeze: Story = {
  parameters: {
    msw: {
      handlers: {
        ...admin,
        record: [
          recordHandler({
            ...companyRecordFixture,
            applicant: applicantFixture({ status: 'frozen' }),
          }),
        ],
        freeze: [answerData('staffSetAccountFrozen', applicantFixture())],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '解冻账号' }))
    const dialogBox = await dialog('dialog', '解冻账号 dev@example.com？')
    await userEvent.type(within(dialogBox).getByRole('textbox', { name: /原因/ }), '核实无误')
    await userEvent.click(within(dialogBox).getByRole('button', { name: '解冻账号' }))
    await waitFor(() =>
      expect(lastParams('staffSetAccountFrozen')).toEqual({
        accountId: '1024',
        frozen: 'false',
        reason: '核实无误',
      }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(await within(section(canvas, '申请人')).findByText('正常')).toBeVisible()
  },
}

/** 21004 (the role was lowered meanwhile): said clearly in the dialog, nothing changes. */
export const FreezeNotAllowed: Story = {
  parameters: {
    msw: {
      handlers: { ...admin, freeze: [answerFailure('staffSetAccountFrozen', Code.noPermission)] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '冻结账号' }))
    const freeze = await dialog('dialog')
    await userEvent.type(within(freeze).getByRole('textbox', { name: /原因/ }), '冒用他人营业执照')
    await userEvent.click(within(freeze).getByRole('button', { name: '冻结账号' }))
    await expect(await within(freeze).findByRole('alert')).toHaveTextContent(
      '只有管理员可以冻结或解冻账号',
    )
    await userEvent.click(within(freeze).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(within(section(canvas, '申请人')).getByText('正常')).toBeVisible()
  },
}

/** A reviewer sees the account's state but no freeze. */
export const ReviewerSeesNoFreeze: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const applicant = await canvas.findByRole('region', { name: '申请人' })
    await waitFor(() => expect(requestsTo('staffMe')).toHaveLength(1))
    await expect(within(applicant).getByText('正常')).toBeVisible()
    await expect(within(applicant).queryByRole('button', { name: /冻结/ })).toBeNull()
  },
}

/** A decided record (by the command line): who and when, the comment, no decision form. */
export const DecidedByCommandLine: Story = {
  parameters: {
    msw: {
      handlers: {
        record: [
          recordHandler(staffRecordFixture('completeProfile', 'rejected', { reviewedBy: null })),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const application = await canvas.findByRole('region', { name: '申请' })
    await expect(within(application).getByText('命令行')).toBeVisible()
    await expect(within(application).getByText('未通过')).toBeVisible()
    await expect(canvas.queryByRole('region', { name: '审核决定' })).toBeNull()
  },
}

export const ReviewingCompanyEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Application #7' }),
    ).toBeVisible()
    await expect(await canvas.findByRole('region', { name: 'Applicant' })).toHaveTextContent(
      'Active',
    )
    await expect(await canvas.findByRole('button', { name: 'Approve' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Reveal the full ID numbers' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }))
    await expectFieldError(
      canvas.getByRole('textbox', { name: 'Comment (the applicant reads it)' }),
      'This field is required',
    )
  },
}

export const DriftEnglish: Story = {
  globals: { locale: 'en' },
  parameters: {
    router: route(12),
    msw: { handlers: { record: [recordHandler(driftRecordFixture)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(
        'The account changed since the application was filed: it can only be rejected',
      ),
    ).toBeVisible()
    await expect(canvas.getByRole('row', { name: /^Developer type/ })).toHaveTextContent(
      /Individual.*Company/i,
    )
    await expect(await canvas.findByRole('button', { name: 'Reject' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull()
  },
}

/** On a phone: everything readable, nothing scrolls sideways. */
export const ReviewingCompanyPhone: Story = {
  parameters: { msw: { handlers: { ...admin } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { level: 1, name: '申请 #7' })
    await expect(await canvas.findByRole('button', { name: '冻结账号' })).toBeVisible()
    await canvas.findByRole('button', { name: '通过' })
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const DriftPhone: Story = {
  parameters: {
    router: route(12),
    msw: { handlers: { record: [recordHandler(driftRecordFixture)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('账号在申请提交后已变更，只能驳回')
    // The whole screen, the decision form (rendered after the record) included.
    await canvas.findByRole('button', { name: '驳回' })
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
