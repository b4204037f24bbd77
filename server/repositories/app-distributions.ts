import type { Db } from '../db/database.ts'

export type DistributionState = 'pending' | 'approved' | 'rejected' | 'released' | 'offline'

export interface DistributionRow {
  id: string
  version_id: string
  app_id: string
  vendor_id: string
  vendor_developer_id: string
  state: DistributionState
  comment: string | null
  decided_by: string | null
  created_at: Date
  updated_at: Date
}

/** A distribution with its vendor's code and names: what a version's answer shows of it. */
export interface VendorDistributionRow extends DistributionRow {
  vendor_code: string
  vendor_name_zh: string
  vendor_name_en: string
}

export interface DistributionEventRow {
  id: string
  distribution_id: string
  from_state: DistributionState | null
  to_state: DistributionState
  actor: 'developer' | 'staff' | 'system'
  staff_id: string | null
  /** The staff member's e-mail, for a staff event. */
  staff_email: string | null
  comment: string | null
  at: Date
}

/**
 * A new distribution of the version at the vendor, or undefined when the version already went
 * there (app_distributions_key: a vendor bound again after unbinding is offered it once).
 */
export async function insertDistribution(
  db: Db,
  distribution: {
    versionId: string
    appId: string
    vendorId: string
    vendorDeveloperId: string
    state: 'pending' | 'rejected'
    comment: string | null
  },
  now: Date,
): Promise<DistributionRow | undefined> {
  const [row] = await db.query<DistributionRow>(
    `insert into app_distributions (version_id, app_id, vendor_id, vendor_developer_id, state,
       comment, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7)
     on conflict (version_id, vendor_id) do nothing returning *`,
    [
      distribution.versionId,
      distribution.appId,
      distribution.vendorId,
      distribution.vendorDeveloperId,
      distribution.state,
      distribution.comment?.slice(0, 500) ?? null,
      now,
    ],
  )
  return row
}

export async function insertDistributionEvent(
  db: Db,
  event: {
    distributionId: string
    from: DistributionState | null
    to: DistributionState
    actor: DistributionEventRow['actor']
    staffId?: string | null
    comment?: string | null
  },
  now: Date,
) {
  await db.query(
    `insert into app_distribution_events (distribution_id, from_state, to_state, actor, staff_id,
       comment, at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      event.distributionId,
      event.from,
      event.to,
      event.actor,
      event.staffId ?? null,
      event.comment?.slice(0, 500) ?? null,
      now,
    ],
  )
}

export async function findDistribution(
  db: Db,
  id: string | number,
): Promise<DistributionRow | undefined> {
  const [row] = await db.query<DistributionRow>('select * from app_distributions where id = $1', [
    id,
  ])
  return row
}

export async function findVersionDistribution(
  db: Db,
  versionId: string,
  vendorId: string,
): Promise<DistributionRow | undefined> {
  const [row] = await db.query<DistributionRow>(
    'select * from app_distributions where version_id = $1 and vendor_id = $2',
    [versionId, vendorId],
  )
  return row
}

/** The distribution's app id, for locking the app first (every writer of an app's rows does). */
export async function appIdOfDistribution(
  db: Db,
  id: string | number,
): Promise<string | undefined> {
  const [row] = await db.query<{ app_id: string }>(
    'select app_id from app_distributions where id = $1',
    [id],
  )
  return row?.app_id
}

export async function setDistributionState(
  db: Db,
  id: string,
  state: DistributionState,
  now: Date,
  extra: { comment?: string | null; decidedBy?: string | null } = {},
): Promise<DistributionRow> {
  const [row] = await db.query<DistributionRow>(
    `update app_distributions set state = $2, updated_at = $3,
       comment = case when $4 then $5 else comment end,
       decided_by = case when $6 then $7::bigint else decided_by end
     where id = $1 returning *`,
    [
      id,
      state,
      now,
      'comment' in extra,
      extra.comment?.slice(0, 500) ?? null,
      'decidedBy' in extra,
      extra.decidedBy ?? null,
    ],
  )
  return row!
}

/** The app's distributions at the vendor in this state (a vendor releases one version at a time). */
export async function appDistributionsInState(
  db: Db,
  appId: string,
  vendorId: string,
  state: DistributionState,
): Promise<DistributionRow[]> {
  return db.query<DistributionRow>(
    'select * from app_distributions where app_id = $1 and vendor_id = $2 and state = $3',
    [appId, vendorId, state],
  )
}

/** Whether any version of the app went to the vendor: what lets its staff read the app's files. */
export async function appDistributedTo(db: Db, appId: string, vendorId: string): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>(
    `select exists (select 1 from app_distributions where app_id = $1 and vendor_id = $2)
       as found`,
    [appId, vendorId],
  )
  return row!.found
}

/** The distributions of these versions, with their vendors, ordered by the vendor's code. */
export async function listVersionDistributions(
  db: Db,
  versionIds: string[],
): Promise<VendorDistributionRow[]> {
  if (versionIds.length === 0) return []
  return db.query<VendorDistributionRow>(
    `select d.*, v.code as vendor_code, v.name_zh as vendor_name_zh, v.name_en as vendor_name_en
     from app_distributions d join vendors v on v.id = d.vendor_id
     where d.version_id = any($1::bigint[]) order by v.code, d.id`,
    [versionIds],
  )
}

/** A distribution's history, oldest first, with the e-mail of the staff member of each step. */
export async function listDistributionEvents(
  db: Db,
  distributionId: string,
): Promise<DistributionEventRow[]> {
  return db.query<DistributionEventRow>(
    `select e.*, s.email as staff_email from app_distribution_events e
     left join staff s on s.id = e.staff_id
     where e.distribution_id = $1 order by e.id`,
    [distributionId],
  )
}

export interface DistributionQueueRow {
  id: string
  state: DistributionState
  app_id: string
  package_name: string
  name_zh: string
  name_en: string | null
  version_id: string
  version_code: number
  version_name: string | null
  /** The company's name, or the person's; null before the identity is known. */
  developer_name: string | null
  vendor_developer_id: string
  updated_at: Date
}

/**
 * One vendor's distributions in a state, the oldest first (the order they arrived in), with the
 * count of the vendor's distributions in each state.
 */
export async function pageDistributionQueue(
  db: Db,
  vendorId: string,
  filter: { state: DistributionState; pageNum: number; pageSize: number },
): Promise<{
  list: DistributionQueueRow[]
  total: number
  counts: Record<DistributionState, number>
}> {
  const list = await db.query<DistributionQueueRow>(
    `select d.id, d.state, a.id as app_id, a.package_name, a.name_zh, a.name_en,
       v.id as version_id, v.version_code, v.version_name,
       case when acc.developer_type = 'company' then acc.company_name
         else acc.identity_name end as developer_name,
       d.vendor_developer_id, d.updated_at
     from app_distributions d join apps a on a.id = d.app_id
       join app_versions v on v.id = d.version_id join accounts acc on acc.id = a.account_id
     where d.vendor_id = $1 and d.state = $2
     order by d.created_at, d.id limit $3 offset $4`,
    [vendorId, filter.state, filter.pageSize, (filter.pageNum - 1) * filter.pageSize],
  )
  const rows = await db.query<{ state: DistributionState; n: string }>(
    'select state, count(*) as n from app_distributions where vendor_id = $1 group by state',
    [vendorId],
  )
  const counts: Record<DistributionState, number> = {
    pending: 0,
    approved: 0,
    rejected: 0,
    released: 0,
    offline: 0,
  }
  for (const row of rows) counts[row.state] = Number(row.n)
  return { list, total: counts[filter.state], counts }
}

/** The versions the alliance released and that are live now, one per app of the account. */
export async function releasedVersionsOfAccount(
  db: Db,
  accountId: string,
): Promise<{ id: string; app_id: string }[]> {
  return db.query<{ id: string; app_id: string }>(
    `select v.id, v.app_id from app_versions v join apps a on a.id = v.app_id
     where a.account_id = $1 and v.state = 'released' order by a.id`,
    [accountId],
  )
}
