import type { VersionState } from '../../generated/model/index.ts'
import type { Db } from '../db/database.ts'

/** The manifest's summary a version keeps: names, as the package declares them. */
export interface ManifestNames {
  features: string[]
  permissions: string[]
  pages: string[]
  subpackages: string[]
}

export interface VersionRow {
  id: string
  app_id: string
  version_code: number
  version_name: string | null
  min_platform_version: number
  package_kind: 'rpk' | 'rpks'
  size: string
  sha256: string
  certificate_sha256: string
  certificate_subject: string
  manifest: ManifestNames
  release_notes: string | null
  state: VersionState
  file_id: string
  submitted_at: Date | null
  reviewed_by: string | null
  created_at: Date
  updated_at: Date
}

export interface VersionEventRow {
  id: string
  version_id: string
  from_state: VersionState | null
  to_state: VersionState
  actor: 'developer' | 'staff' | 'system'
  staff_id: string | null
  comment: string | null
  at: Date
}

export interface NewVersion {
  appId: string
  versionCode: number
  versionName: string | null
  minPlatformVersion: number
  packageKind: 'rpk' | 'rpks'
  size: number
  sha256: string
  certificateSha256: string
  certificateSubject: string
  manifest: ManifestNames
  releaseNotes: string | null
  fileId: string
}

/** A new draft; a versionCode the app has already violates app_versions_code_key. */
export async function insertVersion(db: Db, version: NewVersion, now: Date): Promise<VersionRow> {
  const [row] = await db.query<VersionRow>(
    `insert into app_versions (app_id, version_code, version_name, min_platform_version,
       package_kind, size, sha256, certificate_sha256, certificate_subject, manifest,
       release_notes, state, file_id, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'draft', $12, $13, $13)
     returning *`,
    [
      version.appId,
      version.versionCode,
      version.versionName,
      version.minPlatformVersion,
      version.packageKind,
      version.size,
      version.sha256,
      version.certificateSha256,
      version.certificateSubject,
      JSON.stringify(version.manifest),
      version.releaseNotes,
      version.fileId,
      now,
    ],
  )
  return row!
}

export async function insertVersionEvent(
  db: Db,
  event: {
    versionId: string
    from: VersionState | null
    to: VersionState
    actor: VersionEventRow['actor']
    staffId?: string | null
    comment?: string | null
  },
  now: Date,
) {
  await db.query(
    `insert into app_version_events (version_id, from_state, to_state, actor, staff_id, comment, at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      event.versionId,
      event.from,
      event.to,
      event.actor,
      event.staffId ?? null,
      event.comment?.slice(0, 500) ?? null,
      now,
    ],
  )
}

export async function findVersion(db: Db, id: string | number): Promise<VersionRow | undefined> {
  const [row] = await db.query<VersionRow>('select * from app_versions where id = $1', [id])
  return row
}

/** The version's app id, for locking the app before the version (every writer locks in that order). */
export async function appIdOfVersion(db: Db, id: string | number): Promise<string | undefined> {
  const [row] = await db.query<{ app_id: string }>(
    'select app_id from app_versions where id = $1',
    [id],
  )
  return row?.app_id
}

/** An app's versions, the latest versionCode first. */
export async function listVersions(db: Db, appId: string): Promise<VersionRow[]> {
  return db.query<VersionRow>(
    'select * from app_versions where app_id = $1 order by version_code desc',
    [appId],
  )
}

/** The history of each of the versions, oldest first. */
export async function listVersionEvents(db: Db, versionIds: string[]): Promise<VersionEventRow[]> {
  if (versionIds.length === 0) return []
  return db.query<VersionEventRow>(
    'select * from app_version_events where version_id = any($1::bigint[]) order by id',
    [versionIds],
  )
}

/** The greatest versionCode the app ever had (0 for none). */
export async function highestVersionCode(db: Db, appId: string): Promise<number> {
  const [row] = await db.query<{ highest: number | null }>(
    'select max(version_code) as highest from app_versions where app_id = $1',
    [appId],
  )
  return row?.highest ?? 0
}

/** The app's versions in these states, the latest versionCode first. */
export async function versionsInState(
  db: Db,
  appId: string,
  states: VersionState[],
): Promise<VersionRow[]> {
  return db.query<VersionRow>(
    `select * from app_versions where app_id = $1 and state = any($2::text[])
     order by version_code desc`,
    [appId, states],
  )
}

export async function setVersionState(
  db: Db,
  id: string,
  state: VersionState,
  now: Date,
  extra: { submitted?: boolean; reviewedBy?: string | null } = {},
): Promise<VersionRow> {
  const [row] = await db.query<VersionRow>(
    `update app_versions set state = $2, updated_at = $3,
       submitted_at = case when $4 then $3 else submitted_at end,
       reviewed_by = case when $5 then $6::bigint else reviewed_by end
     where id = $1 returning *`,
    [id, state, now, extra.submitted ?? false, 'reviewedBy' in extra, extra.reviewedBy ?? null],
  )
  return row!
}

/**
 * What a version is compared with in review: the version released last before it (released,
 * offline or superseded since), else, for an app never released, the version uploaded before it.
 */
export async function previousVersion(
  db: Db,
  version: Pick<VersionRow, 'app_id' | 'version_code'>,
): Promise<VersionRow | undefined> {
  const [row] = await db.query<VersionRow>(
    `select * from app_versions where app_id = $1 and version_code < $2
     order by (state in ('released', 'offline', 'superseded')) desc, version_code desc limit 1`,
    [version.app_id, version.version_code],
  )
  return row
}

/** Every file an app's versions keep, for removing them with the app. */
export async function versionFileIds(db: Db, appId: string): Promise<string[]> {
  const rows = await db.query<{ file_id: string }>(
    'select file_id from app_versions where app_id = $1',
    [appId],
  )
  return rows.map((row) => row.file_id)
}

export interface QueueRow {
  version_id: string
  app_id: string
  package_name: string
  name_zh: string
  kind: string
  version_code: number
  version_name: string | null
  developer_email: string
  first_release: boolean
  submitted_at: Date
}

/** Versions in review, the longest waiting first. */
export async function pageReviewQueue(
  db: Db,
  page: { pageNum: number; pageSize: number },
): Promise<{ list: QueueRow[]; total: number }> {
  const list = await db.query<QueueRow>(
    `select v.id as version_id, a.id as app_id, a.package_name, a.name_zh, a.kind,
       v.version_code, v.version_name, acc.email as developer_email,
       (a.status = 'draft') as first_release, v.submitted_at
     from app_versions v join apps a on a.id = v.app_id join accounts acc on acc.id = a.account_id
     where v.state = 'inReview'
     order by v.submitted_at, v.id limit $1 offset $2`,
    [page.pageSize, (page.pageNum - 1) * page.pageSize],
  )
  const [count] = await db.query<{ n: string }>(
    `select count(*) as n from app_versions where state = 'inReview'`,
  )
  return { list, total: Number(count!.n) }
}
