import type { AppContext } from '../context.ts'
import type { Db } from '../db/database.ts'
import { ApiError } from '../lib/api-error.ts'
import type { Download } from '../operation-types.ts'
import type { AccountRow } from '../repositories/accounts.ts'
import { listVersionDistributions } from '../repositories/app-distributions.ts'
import { listImages } from '../repositories/app-images.ts'
import {
  appIdOfVersion,
  findVersion,
  insertVersionEvent,
  listVersionEvents,
  setVersionState,
  versionsInState,
  type VersionRow,
} from '../repositories/app-versions.ts'
import { findApp, setAppStatus, touchApp, type AppRow } from '../repositories/apps.ts'
import type { Settings } from '../settings.ts'
import { hasVersionInReview, lockOwnApp, notFound, requireCompleteProfile } from './apps.ts'
import { refusal, type Finding } from './findings.ts'
import { transact } from './transaction.ts'
import { Code } from '../../generated/error-catalogue.ts'

// A version's way through review and release, by its developer: submit, withdraw, release.
// Every step locks the version's app first, so steps on one app (and a reviewer's decision)
// happen one at a time, whatever races.

type Deps = Pick<AppContext, 'db' | 'log' | 'now' | 'settings'>

/** The version and its app locked for a step, still the account's (441 otherwise). */
async function lockOwnVersion(tx: Db, account: AccountRow, id: number) {
  const appId = await appIdOfVersion(tx, id)
  if (!appId) throw notFound()
  const app = await lockOwnApp(tx, account, appId)
  const version = await findVersion(tx, id)
  if (!version) throw notFound()
  return { app, version }
}

/** The version after the step, with its history and its distributions to vendors. */
async function step(
  tx: Db,
  version: VersionRow,
  to: VersionRow['state'],
  now: Date,
  options: { submitted?: boolean } = {},
) {
  const moved = await setVersionState(tx, version.id, to, now, options)
  await insertVersionEvent(
    tx,
    { versionId: version.id, from: version.state, to, actor: 'developer' },
    now,
  )
  await touchApp(tx, version.app_id, now)
  const events = await listVersionEvents(tx, [version.id])
  return { version: moved, events, distributions: await listVersionDistributions(tx, [version.id]) }
}

/**
 * A draft goes to review when no other version of the app is there and the app's information
 * is complete (12103 `notDraft`, `alreadyInReview`, `appIncomplete` with each missing field).
 */
export async function submitVersion(ctx: Deps, account: AccountRow, id: number) {
  requireCompleteProfile(account)
  return transact(ctx, async (tx) => {
    const { app, version } = await lockOwnVersion(tx, account, id)
    if (version.state !== 'draft') {
      throw new ApiError(Code.publishAppFailed, { reason: 'notDraft' })
    }
    if (await hasVersionInReview(tx, app.id)) {
      throw new ApiError(Code.publishAppFailed, { reason: 'alreadyInReview' })
    }
    const missing = await missingInformation(tx, app, ctx.settings)
    if (missing.length > 0) throw refusal(Code.publishAppFailed, missing)
    return step(tx, version, 'inReview', ctx.now(), { submitted: true })
  })
}

/** What the app still needs before review: both languages' texts, the policy, the images. */
async function missingInformation(tx: Db, app: AppRow, settings: Settings): Promise<Finding[]> {
  const fields: [string, unknown][] = [
    ['nameEn', app.name_en],
    ['summaryZh', app.summary_zh],
    ['summaryEn', app.summary_en],
    ['descriptionZh', app.description_zh],
    ['descriptionEn', app.description_en],
    ['privacyPolicyUrl', app.privacy_policy_url],
  ]
  const images = await listImages(tx, app.id)
  const screenshots = images.filter((image) => image.role === 'screenshot').length
  const { screenshotsMin: min, screenshotsMax: max } = settings.apps
  const missing: Finding[] = fields
    .filter(([, value]) => value === null)
    .map(([field]) => ({ reason: 'appIncomplete', detail: { field } }))
  if (!images.some((image) => image.role === 'icon')) {
    missing.push({ reason: 'appIncomplete', detail: { field: 'icon' } })
  }
  if (screenshots < min || screenshots > max) {
    missing.push({
      reason: 'appIncomplete',
      detail: { field: 'screenshots', count: screenshots, min, max },
    })
  }
  return missing
}

/** A version in review goes back to its developer (12103 `notInReview` for any other). */
export async function withdrawVersion(ctx: Deps, account: AccountRow, id: number) {
  requireCompleteProfile(account)
  return transact(ctx, async (tx) => {
    const { version } = await lockOwnVersion(tx, account, id)
    if (version.state !== 'inReview') throw new ApiError(Code.publishAppFailed)
    return step(tx, version, 'withdrawn', ctx.now())
  })
}

/**
 * An approved version is released: the one released before it (or taken offline with the app)
 * is superseded, and the app is listed. A version older than the one released last stays
 * (12103 `notApproved`, `olderThanReleased`).
 */
export async function releaseVersion(ctx: Deps, account: AccountRow, id: number) {
  requireCompleteProfile(account)
  return transact(ctx, async (tx) => {
    const { app, version } = await lockOwnVersion(tx, account, id)
    if (version.state !== 'approved') {
      throw new ApiError(Code.publishAppFailed, { reason: 'notApproved' })
    }
    const now = ctx.now()
    const current = await versionsInState(tx, app.id, ['released', 'offline', 'superseded'])
    if (current.some((other) => other.version_code > version.version_code)) {
      throw new ApiError(Code.publishAppFailed, { reason: 'olderThanReleased' })
    }
    for (const other of current.filter((v) => v.state !== 'superseded')) {
      await setVersionState(tx, other.id, 'superseded', now)
      await insertVersionEvent(
        tx,
        { versionId: other.id, from: other.state, to: 'superseded', actor: 'system' },
        now,
      )
    }
    await setAppStatus(tx, app.id, 'listed', now)
    return step(tx, version, 'released', now)
  })
}

/** A version's package as uploaded, to its developer (441 for anyone else's). */
export async function versionPackage(
  ctx: Pick<AppContext, 'db' | 'files'>,
  account: AccountRow,
  id: number,
): Promise<Download> {
  const version = await findVersion(ctx.db, id)
  const app = version && (await findApp(ctx.db, version.app_id))
  if (!version || !app || app.account_id !== account.id) throw notFound()
  return packageDownload(ctx, app, version)
}

/** The stored package, streamed and checked as it goes (a missing file is the server's fault). */
export async function packageDownload(
  ctx: Pick<AppContext, 'files'>,
  app: AppRow,
  version: VersionRow,
): Promise<Download> {
  const file = await ctx.files.get(version.file_id)
  if (!file) throw new Error(`the package of version ${version.id} is not in the file store`)
  const name = `${app.package_name}-${version.version_name ?? version.version_code}-${version.version_code}`
  return {
    contentType: 'application/octet-stream',
    size: file.size,
    body: file.body,
    filename: `${name}.${version.package_kind}`,
  }
}
