import type { AuditAction, AuditEntry } from '../../generated/model/index.ts'
import type { Db } from '../db/database.ts'

export interface AuditInput {
  action: AuditAction
  /** Who acted; null for the command line. */
  staffId: string | null
  recordId?: string | number | null
  accountId?: string | number | null
  /** The developer account's (or, for staff changes, the staff member's) e-mail. */
  subjectEmail?: string | null
  detail?: string | null
  /** The app and version an app-review entry is about. */
  appId?: string | number | null
  versionId?: string | number | null
  /** The vendor it is about: a distribution's, a vendor's saved settings, a vendor's member. */
  vendorId?: string | number | null
}

/** Appends an entry (the table refuses anything else). Write it in the transaction of the act. */
export async function writeAudit(db: Db, entry: AuditInput, now: Date) {
  await db.query(
    `insert into audit_log (at, action, staff_id, record_id, account_id, subject_email, detail,
       app_id, version_id, vendor_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      now,
      entry.action,
      entry.staffId,
      entry.recordId ?? null,
      entry.accountId ?? null,
      entry.subjectEmail ?? null,
      entry.detail?.slice(0, 500) ?? null,
      entry.appId ?? null,
      entry.versionId ?? null,
      entry.vendorId ?? null,
    ],
  )
}

/** `%part%` for LIKE, with the pattern characters of the part taken literally. */
export const likePart = (part: string) => `%${part.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`

export async function pageAudit(
  db: Db,
  filter: {
    action?: string
    staff?: string
    recordId?: number
    accountEmail?: string
    pageNum: number
    pageSize: number
  },
): Promise<{ list: AuditEntry[]; total: number }> {
  const where: string[] = []
  const params: unknown[] = []
  if (filter.action) where.push(`l.action = $${params.push(filter.action)}`)
  if (filter.staff) where.push(`m.email like $${params.push(likePart(filter.staff))}`)
  if (filter.recordId) where.push(`l.record_id = $${params.push(filter.recordId)}`)
  if (filter.accountEmail) {
    where.push(`lower(l.subject_email) like $${params.push(likePart(filter.accountEmail))}`)
  }
  const from = `from audit_log l left join staff m on m.id = l.staff_id
    left join vendors v on v.id = l.vendor_id
    ${where.length > 0 ? `where ${where.join(' and ')}` : ''}`
  const rows = await db.query<{
    id: string
    at: Date
    action: AuditAction
    staff_email: string | null
    record_id: string | null
    subject_email: string | null
    detail: string | null
    app_id: string | null
    version_id: string | null
    vendor_code: string | null
  }>(
    `select l.id, l.at, l.action, m.email as staff_email, l.record_id, l.subject_email, l.detail,
       l.app_id, l.version_id, v.code as vendor_code
     ${from} order by l.id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, filter.pageSize, (filter.pageNum - 1) * filter.pageSize],
  )
  const [count] = await db.query<{ n: string }>(`select count(*) as n ${from}`, params)
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      at: new Date(row.at).toISOString(),
      action: row.action,
      staffEmail: row.staff_email,
      recordId: row.record_id === null ? null : Number(row.record_id),
      accountEmail: row.subject_email,
      detail: row.detail,
      appId: row.app_id === null ? null : Number(row.app_id),
      versionId: row.version_id === null ? null : Number(row.version_id),
      vendor: row.vendor_code,
    })),
    total: Number(count!.n),
  }
}
