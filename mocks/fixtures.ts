// Typed fixtures for stories and tests: an account in every profile state and developer type, a
// change record of every type and status, and the small answers around them. Typed by the
// generated model and checked against the contract's schemas (fixtures.test.ts), so a contract
// change that breaks them fails before a story does.
import type {
  Account,
  AccountLookup,
  Captcha,
  ChangeRecord,
  ChangeRecordPage,
  ChangeRecordStatus,
  ChangeRecordSummary,
  ChangeRecordType,
  CodeSent,
  CompanyIdentity,
  Contact,
  DeveloperType,
  FieldChange,
  IdType,
  IndividualIdentity,
  ProfileStatus,
  Session,
  TicketData,
} from '@generated/model'

const CREATED = '2026-01-15T08:30:00.000Z'
const SUBMITTED = '2026-03-02T09:00:00.000Z'
const DECIDED = '2026-03-03T10:30:00.000Z'

export const contact: Contact = { name: '李雷', phone: '13800138000', wechat: 'lilei_dev' }

export const individualIdentity: IndividualIdentity = {
  developerType: 'individual',
  name: '韩梅梅',
  idType: 'RESIDENT_ID',
  idNumberMasked: '110***********002X',
}

export const companyIdentity: CompanyIdentity = {
  developerType: 'company',
  companyName: '示例科技有限公司',
  creditCode: '91350100M000100Y43',
  legalPersonName: '韩梅梅',
  idType: 'RESIDENT_ID',
  idNumberMasked: '110***********002X',
}

/** A valid resident ID (GB 11643 example) and credit code (GB 32100), for forms to type. */
export const validNumbers = {
  residentId: '11010519491231002X',
  creditCode: '91350100M000100Y43',
} as const

/**
 * The signed-in account in a profile state. `incomplete`: nothing but the e-mail; `reviewing` and
 * `rejected`: the contact is kept, type and identity wait for approval; `complete`: all of it.
 */
export function accountFixture(
  state: ProfileStatus,
  type: DeveloperType = 'individual',
  overrides: Partial<Account> = {},
): Account {
  const complete = state === 'complete'
  return {
    id: 1024,
    email: 'dev@example.com',
    status: 'active',
    developerType: complete ? type : null,
    profileStatus: state,
    contact: state === 'incomplete' ? null : contact,
    identity: complete ? (type === 'company' ? companyIdentity : individualIdentity) : null,
    createdAt: CREATED,
    ...overrides,
  }
}

const change = (
  field: FieldChange['field'],
  before: string | null,
  after: string | null,
): FieldChange => ({ field, before, after })

/** What each type of record changes, as the record page shows it. */
export const recordChanges: Record<ChangeRecordType, FieldChange[]> = {
  completeProfile: [
    change('developerType', null, 'company'),
    change('companyName', null, '示例科技有限公司'),
    change('creditCode', null, '91350100M000100Y43'),
    change('legalPersonName', null, '韩梅梅'),
    change('idType', null, 'RESIDENT_ID'),
    change('idNumber', null, '110***********002X'),
    change('contactName', null, '李雷'),
    change('phone', null, '13800138000'),
    change('wechat', null, 'lilei_dev'),
  ],
  accountInfo: [
    change('developerType', 'company', 'individual'),
    change('companyName', '示例科技有限公司', null),
    change('creditCode', '91350100M000100Y43', null),
    change('legalPersonName', '韩梅梅', null),
    change('name', null, '韩梅梅'),
  ],
  legalPerson: [
    change('legalPersonName', '韩梅梅', '李雷'),
    change('idType', 'RESIDENT_ID', 'PASSPORT'),
    change('idNumber', '110***********002X', 'E12****678'),
  ],
  emailRecovery: [change('email', 'dev@example.com', 'new-dev@example.com')],
}

const recordIds: Record<ChangeRecordType, number> = {
  completeProfile: 7,
  accountInfo: 15,
  legalPerson: 12,
  emailRecovery: 21,
}

const reasons: Record<ChangeRecordType, string | null> = {
  completeProfile: null,
  accountInfo: '公司已注销，转为个人开发者',
  legalPerson: '法定代表人变更',
  emailRecovery: '原邮箱所在企业邮箱已停用',
}

export const reviewComments = {
  approved: '资料齐全，审核通过',
  rejected: '营业执照上的名称与填写的公司名称不一致，请核对后重新提交',
} as const

/** A change record of a type in a status, with the reviewer's comment where one was decided. */
export function recordFixture(
  type: ChangeRecordType,
  status: ChangeRecordStatus,
  overrides: Partial<ChangeRecord> = {},
): ChangeRecord {
  const decided = status === 'approved' || status === 'rejected'
  return {
    id: recordIds[type],
    type,
    status,
    createdAt: SUBMITTED,
    updatedAt: status === 'reviewing' ? SUBMITTED : DECIDED,
    reviewComment: decided ? reviewComments[status] : null,
    reason: reasons[type],
    changes: recordChanges[type],
    reviewedAt: decided ? DECIDED : null,
    ...overrides,
  }
}

/** The record as a list shows it. */
export function summaryOf(record: ChangeRecord): ChangeRecordSummary {
  const { id, type, status, createdAt, updatedAt, reviewComment } = record
  return { id, type, status, createdAt, updatedAt, reviewComment }
}

/** One page of records. */
export function recordPage(
  records: ChangeRecord[],
  { pageNum = 1, pageSize = 10, total = records.length } = {},
): ChangeRecordPage {
  return { list: records.map(summaryOf), total, pageNum, pageSize }
}

export const idTypes: IdType[] = [
  { code: 'RESIDENT_ID', name: '居民身份证' },
  { code: 'PASSPORT', name: '护照' },
  { code: 'HK_MACAO_PERMIT', name: '港澳居民来往内地通行证' },
  { code: 'TAIWAN_PERMIT', name: '台湾居民来往大陆通行证' },
  { code: 'FOREIGNER_PERMANENT_ID', name: '外国人永久居留身份证' },
]

export const captchaFixture: Captcha = {
  captchaId: '3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f',
  image:
    'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIxMjAiIGhlaWdodD0iNDAiPjx0ZXh0IHg9IjEwIiB5PSIzMCIgZm9udC1zaXplPSIyOCI+QTNiOTwvdGV4dD48L3N2Zz4=',
  expiresIn: 120,
}

export const ticketFixture: TicketData = {
  ticket: 'tk_9f8e7d6c5b4a39281706f5e4d3c2b1a0',
  expiresIn: 300,
}

export const codeSentFixture: CodeSent = { cooldown: 60, expiresIn: 600 }

export const sessionFixture: Session = {
  token: 'Qm9vdHN0cmFwVG9rZW5Gb3JFeGFtcGxlUHVycG9zZXNPbmx5XzEyMzQ1Njc4OTA',
  expiresAt: '2026-01-22T08:30:00.000Z',
}

export const accountLookupFixture: AccountLookup = {
  recoveryTicket: 'rt_4c1d9e2f7a8b3c6d5e0f1a2b3c4d5e6f',
  emailMasked: 'd***@example.com',
  developerType: 'individual',
  profileStatus: 'complete',
  nameMasked: '韩**',
}
