import type { AppContext } from '../context.ts'
import type { Db } from '../db/database.ts'
import { ApiError } from '../lib/api-error.ts'
import { distributionMail, type DistributionStep } from '../mail/messages.ts'
import type { Download } from '../operation-types.ts'
import { findAccountById, type AccountRow } from '../repositories/accounts.ts'
import {
  appDistributedTo,
  appDistributionsInState,
  appIdOfDistribution,
  findDistribution,
  findVersionDistribution,
  insertDistribution,
  insertDistributionEvent,
  listDistributionEvents,
  listVersionDistributions,
  pageDistributionQueue,
  releasedVersionsOfAccount,
  setDistributionState,
  type DistributionEventRow,
  type DistributionRow,
  type DistributionState,
} from '../repositories/app-distributions.ts'
import { findImage, listImages, type ImageRow } from '../repositories/app-images.ts'
import {
  appIdOfVersion,
  findVersion,
  listVersionEvents,
  type VersionRow,
} from '../repositories/app-versions.ts'
import { findApp, lockApp, touchApp, type AppRow } from '../repositories/apps.ts'
import { writeAudit } from '../repositories/audit-log.ts'
import { findStaffById } from '../repositories/staff.ts'
import type { StaffSessionInfo } from '../repositories/staff-sessions.ts'
import { listBoundVendors, type BoundVendorRow } from '../repositories/vendor-bindings.ts'
import { findVendorByCode, findVendorById, type VendorRow } from '../repositories/vendors.ts'
import { packageDownload } from './app-releases.ts'
import { anyImage } from './app-images.ts'
import { notFound, requireCompleteProfile } from './apps.ts'
import type { Finding } from './findings.ts'
import { sendNotice } from './notices.ts'
import { transact } from './transaction.ts'
import { Code } from '../../generated/error-catalogue.ts'

export type {
  DistributionQueueRow,
  DistributionState,
  VendorDistributionRow,
} from '../repositories/app-distributions.ts'

// A version the alliance approved goes to each vendor its developer bound (design.md §14), with
// that vendor's own review and release: pending → approved | rejected, approved → released →
// offline. A vendor's staff see and act on their vendor's distributions only (21006 for another
// vendor's); every step locks the version's app first, as the alliance's steps do.

type Deps = Pick<AppContext, 'db' | 'log' | 'now' | 'mailer'>

/** The vendor the limits of a distribution come from: a binding's, with the vendor's columns. */
type LimitedVendor = Pick<
  BoundVendorRow,
  'package_max_bytes' | 'icon_max_bytes' | 'screenshot_max_bytes'
>

/**
 * What the vendor's own limits find in a version and its app's images: `packageTooLarge` and
 * `imageTooLarge` with the size and the vendor's maximum. Part 1's limits were checked at upload;
 * a vendor's limit left null keeps the portal's, so it finds nothing.
 */
export function vendorLimitFindings(
  vendor: LimitedVendor,
  version: Pick<VersionRow, 'size'>,
  images: Pick<ImageRow, 'id' | 'role' | 'size'>[],
): Finding[] {
  const findings: Finding[] = []
  const over = (size: string | number, limit: string | null) =>
    limit !== null && Number(size) > Number(limit)
  if (over(version.size, vendor.package_max_bytes)) {
    findings.push({
      reason: 'packageTooLarge',
      detail: { size: Number(version.size), max: Number(vendor.package_max_bytes) },
    })
  }
  for (const image of images) {
    const max = image.role === 'icon' ? vendor.icon_max_bytes : vendor.screenshot_max_bytes
    if (over(image.size, max)) {
      findings.push({
        reason: 'imageTooLarge',
        detail: { imageId: Number(image.id), size: Number(image.size), max: Number(max) },
      })
    }
  }
  return findings
}

/**
 * The comment of a distribution the system rejected for the vendor's limits, naming each limit
 * in both languages (the developer reads it on the version's page, in either).
 */
export function vendorLimitComment(findings: Finding[]): string {
  const texts = findings.map(({ reason, detail = {} }) => {
    const { size, max } = detail
    if (reason === 'packageTooLarge') {
      return {
        zh: `软件包 ${size} 字节，超过该厂商的软件包上限 ${max} 字节`,
        en: `the package is ${size} bytes, over this vendor's package limit of ${max} bytes`,
      }
    }
    return {
      zh: `图片 #${detail.imageId} ${size} 字节，超过该厂商的图片上限 ${max} 字节`,
      en: `image #${detail.imageId} is ${size} bytes, over this vendor's image limit of ${max} bytes`,
    }
  })
  return (
    `超出厂商限制：${texts.map((t) => t.zh).join('；')}。` +
    ` / Over the vendor's limits: ${texts.map((t) => t.en).join('; ')}.`
  )
}

/**
 * Gives the version to one bound vendor: pending for its review, or at once rejected by the
 * system when it breaks the vendor's limits. Nothing when the version already went there.
 */
async function distribute(
  tx: Db,
  app: Pick<AppRow, 'id'>,
  version: Pick<VersionRow, 'id' | 'size'>,
  binding: BoundVendorRow,
  images: ImageRow[],
  now: Date,
): Promise<DistributionRow | undefined> {
  const findings = vendorLimitFindings(binding, version, images)
  const limit = findings.length > 0 ? vendorLimitComment(findings) : null
  const state = limit ? 'rejected' : 'pending'
  const created = await insertDistribution(
    tx,
    {
      versionId: version.id,
      appId: app.id,
      vendorId: binding.vendor_id,
      vendorDeveloperId: binding.vendor_developer_id,
      state,
      comment: limit,
    },
    now,
  )
  if (created) {
    await insertDistributionEvent(
      tx,
      { distributionId: created.id, from: null, to: state, actor: 'system', comment: limit },
      now,
    )
  }
  return created
}

/**
 * The alliance approved the version: it goes to each enabled vendor the developer is bound to.
 * Runs in the approval's transaction, the app locked.
 */
export async function distributeApprovedVersion(
  tx: Db,
  app: Pick<AppRow, 'id' | 'account_id'>,
  version: Pick<VersionRow, 'id' | 'size'>,
  now: Date,
): Promise<DistributionRow[]> {
  const bindings = await listBoundVendors(tx, app.account_id)
  if (bindings.length === 0) return []
  const images = await listImages(tx, app.id)
  const created: DistributionRow[] = []
  for (const binding of bindings) {
    const row = await distribute(tx, app, version, binding, images, now)
    if (row) created.push(row)
  }
  return created
}

/**
 * A vendor bound now is offered what the alliance released of each of the developer's apps (the
 * version live now), as if it had been bound at the approval. Runs in the binding's transaction.
 */
export async function offerReleasedVersions(
  tx: Db,
  accountId: string,
  binding: BoundVendorRow,
  now: Date,
): Promise<DistributionRow[]> {
  const created: DistributionRow[] = []
  for (const version of await releasedVersionsOfAccount(tx, accountId)) {
    // The app is locked as every writer of its versions locks it, and the version read again:
    // it may have been superseded since the list was read.
    const app = await lockApp(tx, version.app_id)
    const current = app && (await findVersion(tx, version.id))
    if (!app || current?.state !== 'released') continue
    const images = await listImages(tx, app.id)
    const row = await distribute(tx, app, current, binding, images, now)
    if (row) created.push(row)
  }
  return created
}

// ---- the vendor's staff ----

/** The caller's vendor: a vendor-scope operation is a vendor's member's (the pipeline checks it). */
function staffVendor(staff: StaffSessionInfo): string {
  if (!staff.vendorId) throw new ApiError(Code.noPermission)
  return staff.vendorId
}

const distributionNotFound = () =>
  new ApiError(Code.invalidParameter, { status: 200, reason: 'distributionNotFound' })

/**
 * The distribution, if the caller's vendor's: 441 for no such distribution, 21006 for another
 * vendor's (the rule: anything of another vendor answers 21006).
 */
function ownDistribution(staff: StaffSessionInfo, row: DistributionRow | undefined) {
  const vendorId = staffVendor(staff)
  if (!row) throw distributionNotFound()
  // Ids are bigint from PGlite and text from pg: compared as text.
  if (String(row.vendor_id) !== vendorId) throw new ApiError(Code.ownVendorDataOnly)
  return row
}

export async function distributionQueue(
  ctx: Pick<AppContext, 'db'>,
  staff: StaffSessionInfo,
  filter: { state?: DistributionState; pageNum: number; pageSize: number },
) {
  return pageDistributionQueue(ctx.db, staffVendor(staff), {
    state: filter.state ?? 'pending',
    pageNum: filter.pageNum,
    pageSize: filter.pageSize,
  })
}

/** A distribution as the vendor's staff see it. */
export interface DistributionView {
  distribution: DistributionRow
  vendor: VendorRow
  app: AppRow
  images: ImageRow[]
  version: VersionRow
  developer: AccountRow
  events: DistributionEventRow[]
  /** The e-mail of the vendor's staff member who decided it. */
  decidedBy: string | null
  /** What the vendor's limits find in the version now (they may have changed since). */
  findings: Finding[]
}

async function distributionView(db: Db, row: DistributionRow): Promise<DistributionView> {
  const [vendor, app, version, events, decider] = await Promise.all([
    findVendorById(db, row.vendor_id),
    findApp(db, row.app_id),
    findVersion(db, row.version_id),
    listDistributionEvents(db, row.id),
    row.decided_by ? findStaffById(db, row.decided_by) : undefined,
  ])
  const [images, developer] = await Promise.all([
    listImages(db, row.app_id),
    findAccountById(db, app!.account_id),
  ])
  return {
    distribution: row,
    vendor: vendor!,
    app: app!,
    images,
    version: version!,
    developer: developer!,
    events,
    decidedBy: decider?.email ?? null,
    findings: vendorLimitFindings(vendor!, version!, images),
  }
}

export async function distributionForStaff(
  ctx: Pick<AppContext, 'db'>,
  staff: StaffSessionInfo,
  id: number,
): Promise<DistributionView> {
  return distributionView(ctx.db, ownDistribution(staff, await findDistribution(ctx.db, id)))
}

/** A step on a distribution by the vendor's staff: its app locked, the distribution theirs. */
async function staffStep(
  ctx: Deps,
  staff: StaffSessionInfo,
  id: number,
  work: (
    tx: Db,
    row: DistributionRow,
    now: Date,
  ) => Promise<{ step: DistributionStep; comment: string | null }>,
): Promise<DistributionView> {
  const done = await transact(ctx, async (tx) => {
    const appId = await appIdOfDistribution(tx, id)
    const app = appId ? await lockApp(tx, appId) : undefined
    const row = ownDistribution(staff, app && (await findDistribution(tx, id)))
    const now = ctx.now()
    const { step, comment } = await work(tx, row, now)
    const developer = await findAccountById(tx, app!.account_id)
    const version = await findVersion(tx, row.version_id)
    const vendor = await findVendorById(tx, row.vendor_id)
    await writeAudit(
      tx,
      {
        action: AUDIT_ACTION[step],
        staffId: staff.staffId,
        accountId: app!.account_id,
        subjectEmail: developer?.email ?? null,
        appId: row.app_id,
        versionId: row.version_id,
        vendorId: row.vendor_id,
        detail: comment,
      },
      now,
    )
    await touchApp(tx, row.app_id, now)
    return { app: app!, developer, version: version!, vendor: vendor!, step, comment }
  })
  if (done.developer) {
    sendNotice(
      ctx,
      distributionMail(
        done.developer.email,
        done.app,
        done.version,
        done.vendor,
        done.step,
        done.comment,
      ),
      'the distribution mail',
    )
  }
  return distributionForStaff(ctx, staff, id)
}

const AUDIT_ACTION = {
  approved: 'approveDistribution',
  rejected: 'rejectDistribution',
  released: 'releaseDistribution',
  offline: 'offlineDistribution',
} as const

/** Moves a distribution, with its step in the history. */
async function move(
  tx: Db,
  row: DistributionRow,
  to: DistributionState,
  now: Date,
  step: {
    actor: 'developer' | 'staff' | 'system'
    staffId?: string
    comment?: string | null
    decide?: boolean
  },
) {
  const moved = await setDistributionState(tx, row.id, to, now, {
    ...(step.comment !== undefined ? { comment: step.comment } : {}),
    ...(step.decide ? { decidedBy: step.staffId ?? null } : {}),
  })
  await insertDistributionEvent(
    tx,
    {
      distributionId: row.id,
      from: row.state,
      to,
      actor: step.actor,
      staffId: step.staffId ?? null,
      comment: step.comment ?? null,
    },
    now,
  )
  return moved
}

/**
 * The vendor's reviewer approves or rejects a pending distribution, with a comment the developer
 * reads (a rejection needs one: 440); decided once (30003 `distributionDecided`).
 */
export async function decideDistribution(
  ctx: Deps,
  staff: StaffSessionInfo,
  id: number,
  approve: boolean,
  comment: string | undefined,
): Promise<DistributionView> {
  if (!approve && !comment) throw new ApiError(Code.missingParameter)
  return staffStep(ctx, staff, id, async (tx, row, now) => {
    if (row.state !== 'pending') {
      throw new ApiError(Code.alreadyDecided, { reason: 'distributionDecided' })
    }
    const to = approve ? 'approved' : 'rejected'
    await move(tx, row, to, now, {
      actor: 'staff',
      staffId: staff.staffId,
      comment: comment ?? null,
      decide: true,
    })
    return { step: to, comment: comment ?? null }
  })
}

/**
 * An approved distribution is released at its vendor; the version the vendor released before of
 * the same app goes offline (12103 `distributionNotApproved` for any other state).
 */
async function release(
  tx: Db,
  row: DistributionRow,
  now: Date,
  actor: { actor: 'developer' | 'staff'; staffId?: string },
): Promise<DistributionRow> {
  if (row.state !== 'approved') {
    throw new ApiError(Code.publishAppFailed, { reason: 'distributionNotApproved' })
  }
  const version = await findVersion(tx, row.version_id)
  for (const before of await appDistributionsInState(tx, row.app_id, row.vendor_id, 'released')) {
    await move(tx, before, 'offline', now, {
      actor: 'system',
      comment: `由版本 ${version!.version_code} 替代 / Replaced by version ${version!.version_code}`,
    })
  }
  return move(tx, row, 'released', now, actor)
}

export async function releaseDistributionByStaff(
  ctx: Deps,
  staff: StaffSessionInfo,
  id: number,
): Promise<DistributionView> {
  return staffStep(ctx, staff, id, async (tx, row, now) => {
    await release(tx, row, now, { actor: 'staff', staffId: staff.staffId })
    return { step: 'released', comment: null }
  })
}

/** A released distribution is taken offline at its vendor, with a comment (12104 otherwise). */
export async function takeDistributionOffline(
  ctx: Deps,
  staff: StaffSessionInfo,
  id: number,
  comment: string,
): Promise<DistributionView> {
  if (!comment) throw new ApiError(Code.missingParameter)
  return staffStep(ctx, staff, id, async (tx, row, now) => {
    if (row.state !== 'released') {
      throw new ApiError(Code.takeAppOfflineFailed, { reason: 'distributionNotReleased' })
    }
    await move(tx, row, 'offline', now, { actor: 'staff', staffId: staff.staffId, comment })
    return { step: 'offline', comment }
  })
}

// ---- the developer ----

/**
 * The developer releases their version at a vendor that approved it: 441 `versionNotFound` for a
 * version not theirs, 441 `distributionNotFound` when it never went to that vendor (or no such
 * enabled vendor), 12103 `distributionNotApproved` when the vendor has not approved it.
 */
export async function releaseAtVendor(
  ctx: Pick<AppContext, 'db' | 'log' | 'now'>,
  account: AccountRow,
  versionId: number,
  vendorCode: string,
) {
  requireCompleteProfile(account)
  return transact(ctx, async (tx) => {
    const appId = await appIdOfVersion(tx, versionId)
    const app = appId && (await lockApp(tx, appId))
    const version = app && app.account_id === account.id && (await findVersion(tx, versionId))
    if (!app || !version) {
      throw new ApiError(Code.invalidParameter, { status: 200, reason: 'versionNotFound' })
    }
    const vendor = await findVendorByCode(tx, vendorCode)
    const row = vendor?.enabled
      ? await findVersionDistribution(tx, version.id, vendor.id)
      : undefined
    if (!row) throw distributionNotFound()
    const now = ctx.now()
    await release(tx, row, now, { actor: 'developer' })
    await touchApp(tx, app.id, now)
    const events = await listVersionEvents(tx, [version.id])
    return { version, events, distributions: await listVersionDistributions(tx, [version.id]) }
  })
}

// ---- what a vendor's staff may read of an app ----

/**
 * A vendor's member reads an app's files only when a version of it went to their vendor (21006
 * otherwise); the alliance's staff read any.
 */
async function requireAppAtStaffVendor(db: Db, staff: StaffSessionInfo, appId: string) {
  if (staff.vendorId && !(await appDistributedTo(db, appId, staff.vendorId))) {
    throw new ApiError(Code.ownVendorDataOnly)
  }
}

/** A version's package for review, by the alliance's staff or a vendor it went to (441, 21006). */
export async function packageForStaff(
  ctx: Pick<AppContext, 'db' | 'files'>,
  staff: StaffSessionInfo,
  id: number,
): Promise<Download> {
  const version = await findVersion(ctx.db, id)
  const app = version && (await findApp(ctx.db, version.app_id))
  if (!version || !app) throw notFound()
  await requireAppAtStaffVendor(ctx.db, staff, app.id)
  return packageDownload(ctx, app, version)
}

/** An app's image, by the alliance's staff or a vendor the app went to (12011, 21006). */
export async function imageForStaff(
  ctx: Pick<AppContext, 'db' | 'files'>,
  staff: StaffSessionInfo,
  id: number,
): Promise<Download> {
  const image = await findImage(ctx.db, id)
  if (image) await requireAppAtStaffVendor(ctx.db, staff, image.app_id)
  return anyImage(ctx, id)
}
