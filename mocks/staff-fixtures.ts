// Typed fixtures for the staff console's stories and tests: the queue, a record as a reviewer sees
// it (each type, with drift, decided), the revealed ID numbers, the staff member and the audit log.
// Checked against the contract's schemas (staff-fixtures.test.ts). Dates are fixed; the queue's
// stories fix "now" to STAFF_NOW so that the age of each record does not move from day to day.
import type {
  AuditAction,
  AuditEntry,
  AuditPage,
  ChangeRecordStatus,
  ChangeRecordType,
  QueueCounts,
  QueueItem,
  RevealedIdentity,
  StaffApplicant,
  StaffMember,
  StaffQueuePage,
  StaffRecord,
} from '@generated/model'
import { recordChanges, reviewComments } from './fixtures'

/** The moment the staff stories take as "now". */
export const STAFF_NOW = '2026-03-20T12:00:00.000Z'

const day = 24 * 60 * 60 * 1000
/** An ISO date `days` (and `hours`) before STAFF_NOW. */
export const daysBeforeNow = (days: number, hours = 0) =>
  new Date(Date.parse(STAFF_NOW) - days * day - hours * 60 * 60 * 1000).toISOString()

export const reviewerFixture: StaffMember = {
  email: 'reviewer@example.com',
  name: '李审核',
  role: 'reviewer',
  vendor: null,
}
export const adminFixture: StaffMember = {
  email: 'admin@example.com',
  name: '王管理',
  role: 'admin',
  vendor: null,
}

const queueTypes: ChangeRecordType[] = [
  'completeProfile',
  'legalPerson',
  'emailRecovery',
  'accountInfo',
]

/**
 * `count` records under review, oldest first (id 100 is the oldest, filed `count + 1` days ago),
 * every type among them; every third one names a company.
 */
export function queueItems(count: number, status: ChangeRecordStatus = 'reviewing'): QueueItem[] {
  return Array.from({ length: count }, (_, index) => ({
    id: 100 + index,
    type: queueTypes[index % queueTypes.length]!,
    status,
    email: `dev${String(index + 1).padStart(2, '0')}@example.com`,
    companyName: index % 3 === 0 ? `示例科技${index + 1}号有限公司` : null,
    createdAt: daysBeforeNow(count + 1 - index, 3),
    reviewedAt: status === 'reviewing' ? null : daysBeforeNow(0, 2),
  }))
}

/** The number of `items` of each type. */
export function countsOf(items: readonly QueueItem[]): QueueCounts {
  const counts: QueueCounts = {
    completeProfile: 0,
    accountInfo: 0,
    legalPerson: 0,
    emailRecovery: 0,
  }
  for (const item of items) counts[item.type] += 1
  return counts
}

/** One page of the queue over `items`; `counts` over all of them unless given. */
export function queuePage(
  items: readonly QueueItem[],
  {
    pageNum = 1,
    pageSize = 20,
    counts,
  }: Partial<Pick<StaffQueuePage, 'pageNum' | 'pageSize' | 'counts'>> = {},
): StaffQueuePage {
  return {
    list: items.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: items.length,
    pageNum,
    pageSize,
    counts: counts ?? countsOf(items),
  }
}

export function applicantFixture(overrides: Partial<StaffApplicant> = {}): StaffApplicant {
  return {
    id: 1024,
    email: 'dev@example.com',
    status: 'active',
    profileStatus: 'reviewing',
    developerType: null,
    createdAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  }
}

const staffRecordIds: Record<ChangeRecordType, number> = {
  completeProfile: 7,
  accountInfo: 15,
  legalPerson: 12,
  emailRecovery: 21,
}

const staffReasons: Record<ChangeRecordType, string | null> = {
  completeProfile: null,
  accountInfo: '公司已注销，转为个人开发者',
  legalPerson: '法定代表人变更',
  emailRecovery: '原邮箱所在企业邮箱已停用，无法再收取邮件',
}

/** A record of `type` as a reviewer sees it: under review unless `status` says otherwise. */
export function staffRecordFixture(
  type: ChangeRecordType,
  status: ChangeRecordStatus = 'reviewing',
  overrides: Partial<StaffRecord> = {},
): StaffRecord {
  const decided = status === 'approved' || status === 'rejected'
  return {
    id: staffRecordIds[type],
    type,
    status,
    createdAt: '2026-03-02T09:00:00.000Z',
    reviewedAt: decided ? '2026-03-03T10:30:00.000Z' : null,
    reviewComment: decided ? reviewComments[status] : null,
    reviewedBy: decided ? 'other-reviewer@example.com' : null,
    reason: staffReasons[type],
    changes: recordChanges[type],
    proof:
      type === 'emailRecovery'
        ? {
            name: '王芳',
            idType: 'RESIDENT_ID',
            idNumberMasked: '110***********0021',
            phone: '13900139000',
          }
        : null,
    drift: [],
    applicant: applicantFixture(
      type === 'completeProfile'
        ? {
            profileStatus:
              status === 'approved' ? 'complete' : status === 'rejected' ? 'rejected' : 'reviewing',
          }
        : { profileStatus: 'complete', developerType: 'company' },
    ),
    ...overrides,
  }
}

/** A company's first profile under review (the contract's default example). */
export const companyRecordFixture = staffRecordFixture('completeProfile')

/** An account recovery with its proof. */
export const recoveryRecordFixture = staffRecordFixture('emailRecovery', 'reviewing', {
  changes: [{ field: 'email', before: 'lost@example.com', after: 'found@example.com' }],
  applicant: applicantFixture({
    id: 2048,
    email: 'lost@example.com',
    profileStatus: 'complete',
    developerType: 'individual',
  }),
})

/** A legal-person change whose account changed since it was filed: only rejection is possible. */
export const driftRecordFixture = staffRecordFixture('legalPerson', 'reviewing', {
  drift: [
    { field: 'developerType', filed: 'individual', now: 'company' },
    { field: 'legalPersonName', filed: '韩梅梅', now: '王五' },
  ],
})

/** The full ID numbers of the company record (its application's). */
export const revealedCompanyFixture: RevealedIdentity = {
  changeIdNumber: '11010519491231002X',
  accountIdNumber: null,
  proofIdNumber: null,
}

/** The full ID numbers of the recovery record (its proof's). */
export const revealedRecoveryFixture: RevealedIdentity = {
  changeIdNumber: null,
  accountIdNumber: '110105194912310021',
  proofIdNumber: '110105194912310021',
}

const auditActions: AuditAction[] = [
  'freeze',
  'approve',
  'reveal',
  'signIn',
  'staffAdded',
  'reject',
  'unfreeze',
  'signInFailed',
  'signOut',
  'staffDisabled',
  'staffEnabled',
  'staffRoleChanged',
  'staffReset',
  'staffEnrolled',
  'recoveryCodeUsed',
]

/** One entry of each action, newest first; the CLI's staff changes have no staff e-mail. */
export const auditEntries: AuditEntry[] = auditActions.map((action, index) => {
  const cli = action.startsWith('staff') && action !== 'staffEnrolled'
  const onRecord = action === 'approve' || action === 'reject' || action === 'reveal'
  const onAccount = onRecord || action === 'freeze' || action === 'unfreeze'
  return {
    id: 60 - index,
    at: daysBeforeNow(0, index * 3 + 1),
    action,
    staffEmail: cli ? null : index % 2 === 0 ? 'admin@example.com' : 'reviewer@example.com',
    recordId: onRecord ? 7 : null,
    accountEmail: onAccount ? 'dev@example.com' : cli ? 'new-reviewer@example.com' : null,
    detail:
      action === 'freeze'
        ? '冒用他人营业执照'
        : action === 'approve'
          ? reviewComments.approved
          : action === 'reject'
            ? reviewComments.rejected
            : action === 'staffAdded' || action === 'staffRoleChanged'
              ? 'reviewer'
              : null,
  }
})

/** One page of the audit log over `entries`. */
export function auditPage(
  entries: readonly AuditEntry[],
  { pageNum = 1, pageSize = 20 }: { pageNum?: number; pageSize?: number } = {},
): AuditPage {
  return {
    list: entries.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: entries.length,
    pageNum,
    pageSize,
  }
}
