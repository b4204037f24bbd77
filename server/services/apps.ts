import type { AppContext } from '../context.ts'
import type { Db } from '../db/database.ts'
import { ApiError } from '../lib/api-error.ts'
import type { AccountRow } from '../repositories/accounts.ts'
import {
  listVersionDistributions,
  type VendorDistributionRow,
} from '../repositories/app-distributions.ts'
import { imageFileIds, listImages, type ImageRow } from '../repositories/app-images.ts'
import {
  insertVersionEvent,
  listVersionEvents,
  listVersions,
  setVersionState,
  versionFileIds,
  versionsInState,
  type VersionEventRow,
  type VersionRow,
} from '../repositories/app-versions.ts'
import {
  deleteAppRow,
  findApp,
  insertApp,
  lockApp,
  pageApps,
  setAppStatus,
  updateAppInfo,
  type AppInfo,
  type AppListRow,
  type AppRow,
} from '../repositories/apps.ts'
import { transact } from './transaction.ts'
import { Code } from '../../generated/error-catalogue.ts'

export type { AppInfo, AppListRow, AppRow } from '../repositories/apps.ts'
export type { ImageRow } from '../repositories/app-images.ts'
export type { VersionEventRow, VersionRow } from '../repositories/app-versions.ts'
export type { VendorDistributionRow } from '../repositories/app-distributions.ts'

/**
 * An app with everything its page shows: images, versions (latest first), their history and
 * their distributions to vendors.
 */
export interface AppDetailData {
  app: AppRow
  images: ImageRow[]
  versions: VersionRow[]
  events: VersionEventRow[]
  distributions: VendorDistributionRow[]
}

type Deps = Pick<AppContext, 'db' | 'log' | 'now' | 'files'>

/** Changing anything of the open platform needs a complete profile (11001). */
export function requireCompleteProfile(account: AccountRow): void {
  if (account.profile_status !== 'complete') throw new ApiError(Code.accountIncomplete)
}

/**
 * An app is its developer's: another account's, or none, is answered 441 with HTTP 200 as if it
 * did not exist (the operation's x-reasons name it `appNotFound`).
 */
export function notFound(): ApiError {
  return new ApiError(Code.invalidParameter, { status: 200 })
}

export async function ownApp(db: Db, account: AccountRow, id: string | number): Promise<AppRow> {
  const app = await findApp(db, id)
  if (!app || app.account_id !== account.id) throw notFound()
  return app
}

/** The app locked for a change (inside a transaction), still the account's. */
export async function lockOwnApp(tx: Db, account: AccountRow, id: string): Promise<AppRow> {
  const app = await lockApp(tx, id)
  if (!app || app.account_id !== account.id) throw notFound()
  return app
}

export async function hasVersionInReview(db: Db, appId: string): Promise<boolean> {
  return (await versionsInState(db, appId, ['inReview'])).length > 0
}

export async function appDetail(db: Db, app: AppRow): Promise<AppDetailData> {
  const [images, versions] = await Promise.all([listImages(db, app.id), listVersions(db, app.id)])
  const ids = versions.map((v) => v.id)
  const [events, distributions] = await Promise.all([
    listVersionEvents(db, ids),
    listVersionDistributions(db, ids),
  ])
  return { app, images, versions, events, distributions }
}

export async function listApps(
  ctx: Pick<AppContext, 'db'>,
  account: AccountRow,
  page: { pageNum: number; pageSize: number },
): Promise<{ list: AppListRow[]; total: number }> {
  return pageApps(ctx.db, account.id, page)
}

export async function getApp(ctx: Pick<AppContext, 'db'>, account: AccountRow, id: number) {
  return appDetail(ctx.db, await ownApp(ctx.db, account, id))
}

/** A new draft app; its package name is claimed at once, on the whole platform (12101). */
export async function createApp(
  ctx: Deps,
  account: AccountRow,
  packageName: string,
  info: AppInfo & Required<Pick<AppInfo, 'kind' | 'category' | 'nameZh'>>,
): Promise<AppDetailData> {
  requireCompleteProfile(account)
  const app = await transact(ctx, (tx) => insertApp(tx, account.id, packageName, info, ctx.now()), {
    onUnique: Code.createAppFailed,
  })
  return appDetail(ctx.db, app)
}

/** The information changes, except while a version is in review: the reviewer sees it (12102). */
export async function updateApp(
  ctx: Deps,
  account: AccountRow,
  id: number,
  info: AppInfo,
): Promise<AppDetailData> {
  requireCompleteProfile(account)
  const app = await transact(ctx, async (tx) => {
    const locked = await lockOwnApp(tx, account, String(id))
    if (await hasVersionInReview(tx, locked.id)) throw new ApiError(Code.updateAppFailed)
    return updateAppInfo(tx, locked.id, info, ctx.now())
  })
  return appDetail(ctx.db, app)
}

/**
 * An app never released goes with its versions and images (their files once that is committed);
 * a released one can only be taken offline, and one in review waits for its withdrawal (12105).
 */
export async function deleteApp(ctx: Deps, account: AccountRow, id: number): Promise<void> {
  requireCompleteProfile(account)
  const files = await transact(ctx, async (tx) => {
    const app = await lockOwnApp(tx, account, String(id))
    if (app.status !== 'draft') throw new ApiError(Code.deleteAppFailed, { reason: 'released' })
    if (await hasVersionInReview(tx, app.id)) {
      throw new ApiError(Code.deleteAppFailed, { reason: 'inReview' })
    }
    const ids = [...(await versionFileIds(tx, app.id)), ...(await imageFileIds(tx, app.id))]
    await deleteAppRow(tx, app.id)
    return ids
  })
  await removeFiles(ctx, files)
}

/** Files no row names any more; one that cannot be removed now is logged and left behind. */
export async function removeFiles(ctx: Pick<AppContext, 'files' | 'log'>, ids: string[]) {
  for (const id of ids) {
    await ctx.files.delete(id).catch((error: unknown) => {
      ctx.log.error({ err: error, file: id }, 'a file no longer used could not be removed')
    })
  }
}

/** A listed app goes offline with its released version (12104 for any other). */
export async function takeAppOffline(
  ctx: Deps,
  account: AccountRow,
  id: number,
): Promise<AppDetailData> {
  requireCompleteProfile(account)
  const app = await transact(ctx, async (tx) => {
    const locked = await lockOwnApp(tx, account, String(id))
    if (locked.status !== 'listed') throw new ApiError(Code.takeAppOfflineFailed)
    await moveVersions(tx, locked.id, 'released', 'offline', ctx.now())
    await setAppStatus(tx, locked.id, 'offline', ctx.now())
    return { ...locked, status: 'offline' as const }
  })
  return appDetail(ctx.db, app)
}

/** An offline app is listed again with the version taken offline (12103 for any other). */
export async function putAppBack(
  ctx: Deps,
  account: AccountRow,
  id: number,
): Promise<AppDetailData> {
  requireCompleteProfile(account)
  const app = await transact(ctx, async (tx) => {
    const locked = await lockOwnApp(tx, account, String(id))
    if (locked.status !== 'offline') throw new ApiError(Code.publishAppFailed)
    await moveVersions(tx, locked.id, 'offline', 'released', ctx.now())
    await setAppStatus(tx, locked.id, 'listed', ctx.now())
    return { ...locked, status: 'listed' as const }
  })
  return appDetail(ctx.db, app)
}

/** The app's versions in one state move to another, each with its step in the history. */
async function moveVersions(
  tx: Db,
  appId: string,
  from: 'released' | 'offline',
  to: 'released' | 'offline',
  now: Date,
) {
  for (const version of await versionsInState(tx, appId, [from])) {
    await setVersionState(tx, version.id, to, now)
    await insertVersionEvent(tx, { versionId: version.id, from, to, actor: 'developer' }, now)
  }
}
