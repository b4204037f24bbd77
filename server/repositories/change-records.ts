import type { ChangeRecord, FieldChange } from '../../generated/model/index.ts'
import type { Db } from '../db/database.ts'
import { identityOf, type AccountRow } from './accounts.ts'

export type ChangeType = 'completeProfile' | 'accountInfo' | 'legalPerson' | 'emailRecovery'
export type ChangeStatus = 'reviewing' | 'approved' | 'rejected' | 'revoked'

/**
 * What a record stores as its `before` and `after`: the fields it touches, ID numbers only masked.
 * `name` is an individual's real name, `legalPersonName` a company's legal person.
 */
export type Snapshot = Partial<{
  email: string
  developerType: 'individual' | 'company'
  name: string
  legalPersonName: string
  idType: string
  idNumberMasked: string
  companyName: string
  creditCode: string
  contactName: string
  phone: string
  wechat: string
}>

export interface ChangeRecordRow {
  id: string
  account_id: string
  type: ChangeType
  status: ChangeStatus
  before: Snapshot
  after: Snapshot
  private_id_number: string | null
  proof: Record<string, string> | null
  reason: string | null
  review_comment: string | null
  created_at: Date
  updated_at: Date
  reviewed_at: Date | null
  /** The staff member who decided in the console; null for the command line. */
  reviewed_by: string | null
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null)

export function recordSummary(row: ChangeRecordRow) {
  return {
    id: Number(row.id),
    type: row.type,
    status: row.status,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    reviewComment: row.review_comment,
  }
}

/** The contract's change fields, in the order a record lists them, and where a snapshot keeps each. */
const CHANGE_FIELDS: [FieldChange['field'], keyof Snapshot][] = [
  ['email', 'email'],
  ['developerType', 'developerType'],
  ['name', 'name'],
  ['legalPersonName', 'legalPersonName'],
  ['companyName', 'companyName'],
  ['creditCode', 'creditCode'],
  ['idType', 'idType'],
  ['idNumber', 'idNumberMasked'],
  ['contactName', 'contactName'],
  ['phone', 'phone'],
  ['wechat', 'wechat'],
]

/** The contract's change field a snapshot key stands for (`idNumberMasked` → `idNumber`), if any. */
export const changeFieldOf = (key: string): FieldChange['field'] | undefined =>
  CHANGE_FIELDS.find(([, snapshotKey]) => snapshotKey === key)?.[0]

/** The fields that differ between two snapshots: null before is an added value, null after a removed one. */
export function changesBetween(before: Snapshot, after: Snapshot): FieldChange[] {
  return CHANGE_FIELDS.map(([field, key]) => ({
    field,
    before: before[key] ?? null,
    after: after[key] ?? null,
  })).filter((change) => change.before !== change.after)
}

export function recordDetail(row: ChangeRecordRow): ChangeRecord {
  return {
    ...recordSummary(row),
    reason: row.reason,
    changes: changesBetween(row.before, row.after),
    reviewedAt: iso(row.reviewed_at),
  }
}

/** Drops undefined and null fields: a snapshot only holds what it touches. */
export function snapshot(fields: Record<string, unknown>): Snapshot {
  return Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined && v !== null),
  ) as Snapshot
}

/**
 * The account's identity as an `accountInfo` or `legalPerson` record's `before` holds it: with
 * the developer type for an `accountInfo` record, which changes the type.
 */
export function identitySnapshot(
  account: AccountRow,
  type: Extract<ChangeType, 'accountInfo' | 'legalPerson'>,
): Snapshot {
  const withType = type === 'accountInfo'
  const identity = identityOf(account)
  if (!identity) {
    return withType && account.developer_type ? { developerType: account.developer_type } : {}
  }
  const { developerType, ...fields } = identity
  return { ...(withType ? { developerType } : {}), ...fields }
}

/**
 * Where the account no longer matches what a record was filed against: the fields that differ
 * (empty when it still matches). Approval applies a record only to the account it was filed for.
 */
export function driftSinceFiling(
  record: ChangeRecordRow,
  account: AccountRow,
): { field: string; filed: unknown; now: unknown }[] {
  let filed: Record<string, unknown>
  let current: Record<string, unknown>
  switch (record.type) {
    case 'emailRecovery':
      filed = { email: record.before.email }
      current = { email: account.email }
      break
    case 'completeProfile':
      // The contact is applied at filing; what must hold is that the profile still waits for this.
      filed = { profileStatus: 'reviewing' }
      current = { profileStatus: account.profile_status }
      break
    default:
      filed = record.before
      current = identitySnapshot(account, record.type)
  }
  const fields = new Set([...Object.keys(filed), ...Object.keys(current)])
  return [...fields]
    .filter((field) => (filed[field] ?? null) !== (current[field] ?? null))
    .map((field) => ({ field, filed: filed[field] ?? null, now: current[field] ?? null }))
}

export async function insertRecord(
  db: Db,
  record: {
    accountId: string
    type: ChangeType
    before: Snapshot
    after: Snapshot
    privateIdNumber?: string
    proof?: Record<string, string>
    reason?: string
  },
  now: Date,
): Promise<ChangeRecordRow> {
  const rows = await db.query<ChangeRecordRow>(
    `insert into change_records
       (account_id, type, status, before, after, private_id_number, proof, reason, created_at, updated_at)
     values ($1, $2, 'reviewing', $3, $4, $5, $6, $7, $8, $8) returning *`,
    [
      record.accountId,
      record.type,
      JSON.stringify(record.before),
      JSON.stringify(record.after),
      record.privateIdNumber ?? null,
      record.proof ? JSON.stringify(record.proof) : null,
      record.reason ?? null,
      now,
    ],
  )
  return rows[0]!
}

export async function findRecord(
  db: Db,
  id: string | number,
): Promise<ChangeRecordRow | undefined> {
  const rows = await db.query<ChangeRecordRow>('select * from change_records where id = $1', [id])
  return rows[0]
}

export async function findReviewing(
  db: Db,
  accountId: string,
  type: ChangeType,
): Promise<ChangeRecordRow | undefined> {
  const rows = await db.query<ChangeRecordRow>(
    `select * from change_records where account_id = $1 and type = $2 and status = 'reviewing'`,
    [accountId, type],
  )
  return rows[0]
}

/** Moves a record out of `reviewing`; undefined when it was no longer under review. */
export async function closeRecord(
  db: Db,
  id: string | number,
  status: Exclude<ChangeStatus, 'reviewing'>,
  comment: string | null,
  now: Date,
  reviewedBy: string | null = null,
): Promise<ChangeRecordRow | undefined> {
  const rows = await db.query<ChangeRecordRow>(
    `update change_records
     set status = $2, review_comment = $3, updated_at = $4, reviewed_by = $5,
         reviewed_at = case when $2 = 'revoked' then null else $4::timestamptz end
     where id = $1 and status = 'reviewing' returning *`,
    [id, status, comment, now, reviewedBy],
  )
  return rows[0]
}

export async function pageRecords(
  db: Db,
  accountId: string,
  filter: { type?: string; status?: string; pageNum: number; pageSize: number },
) {
  const where = ['account_id = $1']
  const params: unknown[] = [accountId]
  if (filter.type) where.push(`type = $${params.push(filter.type)}`)
  if (filter.status) where.push(`status = $${params.push(filter.status)}`)
  // The count comes with the page (one statement); a page past the end counts on its own.
  const rows = await db.query<ChangeRecordRow & { total_count: string }>(
    `select *, count(*) over () as total_count from change_records where ${where.join(' and ')}
     order by id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, filter.pageSize, (filter.pageNum - 1) * filter.pageSize],
  )
  if (rows.length === 0 && filter.pageNum > 1) {
    const total = await db.query<{ n: string }>(
      `select count(*) as n from change_records where ${where.join(' and ')}`,
      params,
    )
    return { list: rows, total: Number(total[0]!.n) }
  }
  const list = rows.map(({ total_count: _total, ...row }) => row as ChangeRecordRow)
  return { list, total: Number(rows[0]?.total_count ?? 0) }
}

export async function listRecords(db: Db, status?: ChangeStatus, limit = 100) {
  return db.query<ChangeRecordRow & { email: string }>(
    `select r.*, a.email from change_records r join accounts a on a.id = r.account_id
     ${status ? 'where r.status = $2' : ''} order by r.id desc limit $1`,
    status ? [limit, status] : [limit],
  )
}
