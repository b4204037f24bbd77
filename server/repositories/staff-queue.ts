import type { QueueCounts, QueueItem } from '../../generated/model/index.ts'
import type { Db } from '../db/database.ts'
import { likePart } from './audit-log.ts'
import type { ChangeStatus, ChangeType } from './change-records.ts'

export interface QueueFilter {
  type?: ChangeType
  status: ChangeStatus
  minAgeDays?: number
  q?: string
  pageNum: number
  pageSize: number
}

/**
 * The staff queue: every account's records in one status, oldest first. The counts per type
 * follow the status and age but not the type or the search, so the tabs always show the whole.
 */
export async function pageQueue(
  db: Db,
  filter: QueueFilter,
  now: Date,
): Promise<{ list: QueueItem[]; total: number; counts: QueueCounts }> {
  const base: string[] = ['r.status = $1']
  const params: unknown[] = [filter.status]
  if (filter.minAgeDays !== undefined && filter.minAgeDays > 0) {
    base.push(
      `r.created_at <= $${params.push(new Date(now.getTime() - filter.minAgeDays * 86_400_000))}`,
    )
  }
  const countParams = [...params]
  const countWhere = base.join(' and ')
  const where = [...base]
  if (filter.type) where.push(`r.type = $${params.push(filter.type)}`)
  if (filter.q) {
    const n = params.push(likePart(filter.q))
    where.push(
      `(a.email like $${n} or lower(coalesce(r.after->>'companyName', a.company_name, '')) like $${n})`,
    )
  }
  const from = 'from change_records r join accounts a on a.id = r.account_id'
  const rows = await db.query<{
    id: string
    type: ChangeType
    status: ChangeStatus
    email: string
    company_name: string | null
    created_at: Date
    reviewed_at: Date | null
  }>(
    `select r.id, r.type, r.status, a.email, coalesce(r.after->>'companyName', a.company_name)
       as company_name, r.created_at, r.reviewed_at
     ${from} where ${where.join(' and ')}
     order by r.created_at, r.id limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, filter.pageSize, (filter.pageNum - 1) * filter.pageSize],
  )
  const [total] = await db.query<{ n: string }>(
    `select count(*) as n ${from} where ${where.join(' and ')}`,
    params,
  )
  const perType = await db.query<{ type: ChangeType; n: string }>(
    `select r.type, count(*) as n from change_records r where ${countWhere} group by r.type`,
    countParams,
  )
  const counts: QueueCounts = {
    completeProfile: 0,
    accountInfo: 0,
    legalPerson: 0,
    emailRecovery: 0,
  }
  for (const row of perType) counts[row.type] = Number(row.n)
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      type: row.type,
      status: row.status,
      email: row.email,
      companyName: row.company_name,
      createdAt: new Date(row.created_at).toISOString(),
      reviewedAt: row.reviewed_at ? new Date(row.reviewed_at).toISOString() : null,
    })),
    total: Number(total!.n),
    counts,
  }
}
