import type { AppContext } from '../context.ts'
import { ApiError } from '../lib/api-error.ts'
import { versionDecisionMail } from '../mail/messages.ts'
import { findAccountById, type AccountRow } from '../repositories/accounts.ts'
import {
  listVersionDistributions,
  type VendorDistributionRow,
} from '../repositories/app-distributions.ts'
import {
  appIdOfVersion,
  findVersion,
  insertVersionEvent,
  listVersionEvents,
  pageReviewQueue,
  previousVersion,
  setVersionState,
  type VersionRow,
} from '../repositories/app-versions.ts'
import { writeAudit } from '../repositories/audit-log.ts'
import { findApp, lockApp, pinCertificate, touchApp } from '../repositories/apps.ts'
import { findStaffById } from '../repositories/staff.ts'
import type { StaffSessionInfo } from '../repositories/staff-sessions.ts'
import { appDetail, notFound, type AppDetailData, type VersionEventRow } from './apps.ts'
import { distributeApprovedVersion } from './distributions.ts'
import { sendNotice } from './notices.ts'
import { transact } from './transaction.ts'
import { Code } from '../../generated/error-catalogue.ts'

export type { QueueRow } from '../repositories/app-versions.ts'

/** What a version changes against another: names added and removed, and the size. */
export interface VersionChanges {
  featuresAdded: string[]
  featuresRemoved: string[]
  permissionsAdded: string[]
  permissionsRemoved: string[]
  pagesAdded: string[]
  pagesRemoved: string[]
  sizeBefore: number
  sizeAfter: number
}

/** A version as a reviewer sees it. */
export interface VersionReview {
  detail: AppDetailData
  developer: AccountRow
  version: VersionRow
  previous: VersionRow | undefined
  /** Both versions' history. */
  events: VersionEventRow[]
  /** Both versions' distributions to vendors (read only here: each vendor decides its own). */
  distributions: VendorDistributionRow[]
  changes: VersionChanges | undefined
  reviewedBy: string | null
}

export async function reviewQueue(
  ctx: Pick<AppContext, 'db'>,
  page: { pageNum: number; pageSize: number },
) {
  return pageReviewQueue(ctx.db, page)
}

const added = (after: string[], before: string[]) => after.filter((name) => !before.includes(name))

export function versionChanges(version: VersionRow, previous: VersionRow): VersionChanges {
  const [now, then] = [version.manifest, previous.manifest]
  return {
    featuresAdded: added(now.features, then.features),
    featuresRemoved: added(then.features, now.features),
    permissionsAdded: added(now.permissions, then.permissions),
    permissionsRemoved: added(then.permissions, now.permissions),
    pagesAdded: added(now.pages, then.pages),
    pagesRemoved: added(then.pages, now.pages),
    sizeBefore: Number(previous.size),
    sizeAfter: Number(version.size),
  }
}

/** The version, its app and developer, and what it changes since the previous version (441). */
export async function versionForReview(
  ctx: Pick<AppContext, 'db'>,
  id: number,
): Promise<VersionReview> {
  const version = await findVersion(ctx.db, id)
  const app = version && (await findApp(ctx.db, version.app_id))
  if (!version || !app) throw notFound()
  const [detail, developer, previous, reviewer] = await Promise.all([
    appDetail(ctx.db, app),
    findAccountById(ctx.db, app.account_id),
    previousVersion(ctx.db, version),
    version.reviewed_by ? findStaffById(ctx.db, version.reviewed_by) : undefined,
  ])
  const ids = previous ? [version.id, previous.id] : [version.id]
  const [events, distributions] = await Promise.all([
    listVersionEvents(ctx.db, ids),
    listVersionDistributions(ctx.db, ids),
  ])
  return {
    detail,
    developer: developer!,
    version,
    previous,
    events,
    distributions,
    changes: previous && versionChanges(version, previous),
    reviewedBy: reviewer?.email ?? null,
  }
}

/**
 * A reviewer approves or rejects a version in review, with a comment the developer reads (a
 * rejection needs one: 440). The decision is audited and mailed. Only a version still in review
 * is decided, once: 30003 when another reviewer was first or the developer withdrew it. An
 * approved version goes, in the same transaction, to each vendor the developer is bound to.
 */
export async function decideVersion(
  ctx: Pick<AppContext, 'db' | 'log' | 'now' | 'mailer'>,
  staff: StaffSessionInfo,
  id: number,
  approve: boolean,
  comment: string | undefined,
): Promise<VersionReview> {
  if (!approve && !comment) throw new ApiError(Code.missingParameter)
  const decided = await transact(ctx, async (tx) => {
    const now = ctx.now()
    const appId = await appIdOfVersion(tx, id)
    const app = appId && (await lockApp(tx, appId))
    const version = app && (await findVersion(tx, id))
    if (!app || !version) throw notFound()
    if (version.state !== 'inReview') {
      throw new ApiError(Code.alreadyDecided, {
        reason: version.state === 'withdrawn' ? 'versionWithdrawn' : 'versionDecided',
      })
    }
    const to = approve ? 'approved' : 'rejected'
    await setVersionState(tx, version.id, to, now, { reviewedBy: staff.staffId })
    await insertVersionEvent(
      tx,
      {
        versionId: version.id,
        from: 'inReview',
        to,
        actor: 'staff',
        staffId: staff.staffId,
        comment: comment ?? null,
      },
      now,
    )
    if (approve) await distributeApprovedVersion(tx, app, version, now)
    await touchApp(tx, app.id, now)
    const developer = await findAccountById(tx, app.account_id)
    await writeAudit(
      tx,
      {
        action: approve ? 'approveVersion' : 'rejectVersion',
        staffId: staff.staffId,
        accountId: app.account_id,
        subjectEmail: developer?.email ?? null,
        appId: app.id,
        versionId: version.id,
        detail: comment ?? null,
      },
      now,
    )
    return { app, version, developer }
  })
  if (decided.developer) {
    sendNotice(
      ctx,
      versionDecisionMail(decided.developer.email, decided.app, decided.version, approve, comment),
      'the version decision mail',
    )
  }
  return versionForReview(ctx, id)
}

/**
 * An admin changes the certificate an app's uploads must carry (a developer who lost or
 * rotated their key), with a reason; the audit log keeps both fingerprints (441 for no app).
 */
export async function changePinnedCertificate(
  ctx: Pick<AppContext, 'db' | 'log' | 'now'>,
  staff: StaffSessionInfo,
  appId: number,
  sha256: string,
  reason: string,
): Promise<AppDetailData> {
  const app = await transact(ctx, async (tx) => {
    const now = ctx.now()
    const locked = await lockApp(tx, appId)
    if (!locked) throw notFound()
    const developer = await findAccountById(tx, locked.account_id)
    const pinned = await pinCertificate(tx, locked.id, { sha256, subject: null }, now)
    await writeAudit(
      tx,
      {
        action: 'pinCertificate',
        staffId: staff.staffId,
        accountId: locked.account_id,
        subjectEmail: developer?.email ?? null,
        appId: locked.id,
        detail: `${locked.certificate_sha256 ?? 'none'} → ${sha256}: ${reason}`,
      },
      now,
    )
    return pinned
  })
  return appDetail(ctx.db, app)
}
