import type { AppContext } from '../context.ts'
import { inspectPackage, type InspectedPackage } from '../lib/rpk/inspect-package.ts'
import type { UploadedFile } from '../operation-types.ts'
import type { AccountRow } from '../repositories/accounts.ts'
import {
  highestVersionCode,
  insertVersion,
  insertVersionEvent,
  listVersionEvents,
} from '../repositories/app-versions.ts'
import { pinCertificate, touchApp, type AppRow } from '../repositories/apps.ts'
import type { Settings } from '../settings.ts'
import { lockOwnApp, ownApp, removeFiles, requireCompleteProfile } from './apps.ts'
import { refusal, type Finding } from './findings.ts'
import { transact } from './transaction.ts'
import { Code } from '../../generated/error-catalogue.ts'

/**
 * Checks an uploaded package against the platform (server/lib/rpk) and against its app, and
 * keeps it as the app's new draft version. Nothing is stored unless every check passes; every
 * independent failure is reported at once (12001, or 12010 for a file that is no zip at all).
 */
export async function uploadVersion(
  ctx: Pick<AppContext, 'db' | 'log' | 'now' | 'files' | 'settings'>,
  account: AccountRow,
  appId: number,
  file: UploadedFile,
  releaseNotes: string | undefined,
) {
  requireCompleteProfile(account)
  const app = await ownApp(ctx.db, account, appId)
  const inspected = checkPackage(ctx.settings, file.bytes)
  const pkg = inspected.package
  const findings = [...inspected.findings]
  if (pkg) findings.push(...appFindings(app, pkg, await highestVersionCode(ctx.db, app.id)))
  if (findings.length > 0) throw uploadRefusal(findings)
  // No finding means the signature verified: the certificate is there.
  const certificate = pkg!.certificate!

  const stored = await ctx.files.put(file.bytes, { contentType: 'application/octet-stream' })
  try {
    return await transact(ctx, async (tx) => {
      const now = ctx.now()
      // Checked again under the app's lock: an upload that raced this one may have taken the
      // versionCode or pinned another certificate since.
      const locked = await lockOwnApp(tx, account, app.id)
      const late = appFindings(locked, pkg!, await highestVersionCode(tx, app.id))
      if (late.length > 0) throw uploadRefusal(late)
      if (!locked.certificate_sha256 || !locked.certificate_subject) {
        await pinCertificate(tx, app.id, certificate, now)
      }
      const version = await insertVersion(
        tx,
        {
          appId: app.id,
          versionCode: pkg!.versionCode,
          versionName: pkg!.versionName ?? null,
          minPlatformVersion: pkg!.minPlatformVersion,
          packageKind: pkg!.kind,
          size: pkg!.size,
          sha256: pkg!.sha256,
          certificateSha256: certificate.sha256,
          certificateSubject: certificate.subject,
          manifest: {
            features: pkg!.features,
            permissions: pkg!.permissions,
            pages: pkg!.pages,
            subpackages: pkg!.subpackages.map((s) => s.name),
          },
          releaseNotes: releaseNotes ?? null,
          fileId: stored.id,
        },
        now,
      )
      await insertVersionEvent(
        tx,
        { versionId: version.id, from: null, to: 'draft', actor: 'developer' },
        now,
      )
      await touchApp(tx, app.id, now)
      // A new draft went to no vendor yet.
      return { version, events: await listVersionEvents(tx, [version.id]), distributions: [] }
    })
  } catch (error) {
    await removeFiles(ctx, [stored.id])
    throw error
  }
}

/**
 * The platform's checks under the settings' limits: the upload may be an .rpks as large as the
 * bundle cap, while an .rpk, and each split package inside an .rpks, has the package cap.
 */
function checkPackage(settings: Settings, bytes: Uint8Array) {
  const limits = settings.apps
  const inspected = inspectPackage(bytes, {
    maxPackageBytes: limits.bundleMaxBytes,
    maxEntries: limits.maxEntries,
    maxUncompressedBytes: limits.maxUncompressedBytes,
    maxCompressionRatio: limits.maxCompressionRatio,
    minPlatformVersion: limits.minPlatformVersion,
  })
  const pkg = inspected.package
  const max = limits.packageMaxBytes
  const oversized: Finding[] = []
  if (pkg?.kind === 'rpk' && pkg.size > max) {
    oversized.push({ reason: 'packageTooLarge', detail: { size: pkg.size, max } })
  }
  // Inside an .rpks each split package has the package cap; the full .rpk that hap-toolkit adds
  // for platforms without sub-packages holds them all, under the bundle's cap.
  for (const part of pkg?.parts ?? []) {
    if (part.file.endsWith('.srpk') && part.size > max) {
      oversized.push({
        reason: 'packageTooLarge',
        detail: { package: part.file, size: part.size, max },
      })
    }
  }
  return { ...inspected, findings: [...oversized, ...inspected.findings] }
}

/** What the package must be for this app: its package, a greater versionCode, its signer. */
function appFindings(app: AppRow, pkg: InspectedPackage, highest: number): Finding[] {
  const findings: Finding[] = []
  if (pkg.package !== app.package_name) {
    findings.push({
      reason: 'packageNotThisApp',
      detail: { package: pkg.package, expected: app.package_name },
    })
  }
  if (pkg.versionCode <= highest) {
    findings.push({
      reason: 'versionCodeNotGreater',
      detail: { versionCode: pkg.versionCode, highest },
    })
  }
  const found = pkg.certificate?.sha256
  if (found && app.certificate_sha256 && found !== app.certificate_sha256) {
    findings.push({
      reason: 'certificateChanged',
      detail: { pinned: app.certificate_sha256, found },
    })
  }
  return findings
}

/** 12010 for a file that is not a zip at all; 12001 for every other finding. */
function uploadRefusal(findings: Finding[]) {
  const first = findings[0]!
  const notZip = first.reason === 'notZip' && first.detail?.package === undefined
  return refusal(notZip ? Code.invalidFileFormat : Code.rpkUploadFailed, findings)
}
