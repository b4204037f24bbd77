import type { AppCategory, AppKind, AppStatus } from '../../generated/model/index.ts'
import type { Db } from '../db/database.ts'

export interface AppRow {
  id: string
  account_id: string
  package_name: string
  kind: AppKind
  category: AppCategory
  name_zh: string
  name_en: string | null
  summary_zh: string | null
  summary_en: string | null
  description_zh: string | null
  description_en: string | null
  privacy_policy_url: string | null
  status: AppStatus
  certificate_sha256: string | null
  certificate_subject: string | null
  created_at: Date
  updated_at: Date
}

/** An app's information as a developer writes it; a field left out stays as it is. */
export interface AppInfo {
  kind?: AppKind
  category?: AppCategory
  nameZh?: string
  nameEn?: string
  summaryZh?: string
  summaryEn?: string
  descriptionZh?: string
  descriptionEn?: string
  privacyPolicyUrl?: string
}

const COLUMNS: Record<keyof AppInfo, string> = {
  kind: 'kind',
  category: 'category',
  nameZh: 'name_zh',
  nameEn: 'name_en',
  summaryZh: 'summary_zh',
  summaryEn: 'summary_en',
  descriptionZh: 'description_zh',
  descriptionEn: 'description_en',
  privacyPolicyUrl: 'privacy_policy_url',
}

/** The given fields as columns and values, in one order. */
function infoColumns(info: AppInfo): [string[], unknown[]] {
  const entries = (Object.keys(COLUMNS) as (keyof AppInfo)[]).filter((k) => info[k] !== undefined)
  return [entries.map((k) => COLUMNS[k]), entries.map((k) => info[k])]
}

/** A new draft app; a package name already claimed (any case) violates apps_package_name_key. */
export async function insertApp(
  db: Db,
  accountId: string,
  packageName: string,
  info: AppInfo & Required<Pick<AppInfo, 'kind' | 'category' | 'nameZh'>>,
  now: Date,
): Promise<AppRow> {
  const [columns, values] = infoColumns(info)
  const params = [accountId, packageName, ...values, now]
  const [row] = await db.query<AppRow>(
    `insert into apps (account_id, package_name, ${columns.join(', ')}, created_at, updated_at)
     values ($1, $2, ${columns.map((_, i) => `$${i + 3}`).join(', ')}, $${params.length},
       $${params.length})
     returning *`,
    params,
  )
  return row!
}

export async function findApp(db: Db, id: string | number): Promise<AppRow | undefined> {
  const [row] = await db.query<AppRow>('select * from apps where id = $1', [id])
  return row
}

/** The app, locked until the transaction ends: its versions' states change one writer at a time. */
export async function lockApp(tx: Db, id: string | number): Promise<AppRow | undefined> {
  const [row] = await tx.query<AppRow>('select * from apps where id = $1 for update', [id])
  return row
}

export async function updateAppInfo(db: Db, id: string, info: AppInfo, now: Date): Promise<AppRow> {
  const [columns, values] = infoColumns(info)
  const sets = columns.map((column, i) => `${column} = $${i + 3}`)
  const [row] = await db.query<AppRow>(
    `update apps set ${[...sets, 'updated_at = $2'].join(', ')} where id = $1 returning *`,
    [id, now, ...values],
  )
  return row!
}

export async function setAppStatus(db: Db, id: string, status: AppStatus, now: Date) {
  await db.query('update apps set status = $2, updated_at = $3 where id = $1', [id, status, now])
}

export async function pinCertificate(
  db: Db,
  id: string,
  certificate: { sha256: string; subject: string | null },
  now: Date,
): Promise<AppRow> {
  const [row] = await db.query<AppRow>(
    `update apps set certificate_sha256 = $2, certificate_subject = $3, updated_at = $4
     where id = $1 returning *`,
    [id, certificate.sha256, certificate.subject, now],
  )
  return row!
}

/** Touches the app: its list is ordered by the latest change, a version's included. */
export async function touchApp(db: Db, id: string, now: Date) {
  await db.query('update apps set updated_at = $2 where id = $1', [id, now])
}

/** Deletes the app with its versions, their history and its images (their rows; not the files). */
export async function deleteAppRow(db: Db, id: string) {
  await db.query('delete from apps where id = $1', [id])
}

export interface VersionBriefRow {
  id: string
  version_code: number
  version_name: string | null
  state: string
}

export interface AppListRow extends AppRow {
  icon_id: string | null
  latest: VersionBriefRow | null
  released: VersionBriefRow | null
}

/** One page of an account's apps, the latest changed first, with the versions a list shows. */
export async function pageApps(
  db: Db,
  accountId: string,
  page: { pageNum: number; pageSize: number },
): Promise<{ list: AppListRow[]; total: number }> {
  const brief = (where: string) =>
    `(select json_build_object('id', v.id::text, 'version_code', v.version_code,
        'version_name', v.version_name, 'state', v.state)
      from app_versions v where v.app_id = a.id and ${where}
      order by v.version_code desc limit 1)`
  const list = await db.query<AppListRow>(
    `select a.*,
       (select i.id from app_images i where i.app_id = a.id and i.role = 'icon') as icon_id,
       ${brief('true')} as latest,
       ${brief(`v.state in ('released', 'offline')`)} as released
     from apps a where a.account_id = $1
     order by a.updated_at desc, a.id desc limit $2 offset $3`,
    [accountId, page.pageSize, (page.pageNum - 1) * page.pageSize],
  )
  const [count] = await db.query<{ n: string }>(
    'select count(*) as n from apps where account_id = $1',
    [accountId],
  )
  return { list, total: Number(count!.n) }
}
