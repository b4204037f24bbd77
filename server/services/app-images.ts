import type { AppContext } from '../context.ts'
import { ApiError } from '../lib/api-error.ts'
import { inspectImage, type ImageRole } from '../lib/images/inspect-image.ts'
import type { Download, UploadedFile } from '../operation-types.ts'
import type { AccountRow } from '../repositories/accounts.ts'
import {
  deleteImage,
  findImage,
  insertImage,
  listImages,
  type ImageRow,
} from '../repositories/app-images.ts'
import { findApp, touchApp } from '../repositories/apps.ts'
import {
  hasVersionInReview,
  lockOwnApp,
  ownApp,
  removeFiles,
  requireCompleteProfile,
} from './apps.ts'
import { refusal, type Finding } from './findings.ts'
import { transact } from './transaction.ts'
import { Code } from '../../generated/error-catalogue.ts'

type Deps = Pick<AppContext, 'db' | 'log' | 'now' | 'files' | 'settings'>

/** Each role's own refusal: the file's format and size have codes of their own. */
const ROLE_CODE = { icon: Code.iconUploadFailed, screenshot: Code.screenshotUploadFailed }

function imageRefusal(role: ImageRole, findings: Finding[]): ApiError {
  const first = findings[0]!.reason
  const code =
    first === 'imageFormatUnsupported' || first === 'imageCorrupt'
      ? Code.invalidFileFormat
      : first === 'imageTooLarge' || first === 'imageTooManyPixels'
        ? Code.imageTooLarge
        : ROLE_CODE[role]
  return refusal(code, findings)
}

/** While a version is in review its images are what the reviewer sees: they stay (inReview). */
function inReview(role: ImageRole): ApiError {
  return new ApiError(ROLE_CODE[role], { reason: 'inReview' })
}

/**
 * An icon or a screenshot: checked from its content (server/lib/images), kept without its
 * metadata. An icon replaces the one before; a screenshot goes after the others, up to the
 * settings' count, and must share their size class.
 */
export async function uploadImage(
  ctx: Deps,
  account: AccountRow,
  appId: number,
  role: ImageRole,
  file: UploadedFile,
): Promise<ImageRow> {
  requireCompleteProfile(account)
  const app = await ownApp(ctx.db, account, appId)
  if (await hasVersionInReview(ctx.db, app.id)) throw inReview(role)
  const limits = ctx.settings.apps
  const screenshots = (await listImages(ctx.db, app.id)).filter((i) => i.role === 'screenshot')
  const inspected = inspectImage(
    file.bytes,
    role,
    {
      maxIconBytes: limits.iconMaxBytes,
      maxScreenshotBytes: limits.screenshotMaxBytes,
      maxPixels: limits.imageMaxPixels,
      minIconSide: limits.iconMinSide,
      screenshotAspectTolerance: limits.screenshotAspectTolerance,
    },
    screenshots,
  )
  const findings: Finding[] = [...inspected.findings]
  if (role === 'screenshot' && screenshots.length >= limits.screenshotsMax) {
    findings.push({ reason: 'screenshotLimit', detail: { max: limits.screenshotsMax } })
  }
  if (findings.length > 0 || !inspected.image) throw imageRefusal(role, findings)
  const image = inspected.image

  const stored = await ctx.files.put(image.bytes, { contentType: image.contentType })
  try {
    const { row, replaced } = await transact(ctx, async (tx) => {
      const now = ctx.now()
      const locked = await lockOwnApp(tx, account, app.id)
      if (await hasVersionInReview(tx, locked.id)) throw inReview(role)
      const images = await listImages(tx, locked.id)
      const icon = images.find((i) => i.role === 'icon')
      const shots = images.filter((i) => i.role === 'screenshot')
      if (role === 'screenshot' && shots.length >= limits.screenshotsMax) {
        throw imageRefusal(role, [
          { reason: 'screenshotLimit', detail: { max: limits.screenshotsMax } },
        ])
      }
      if (role === 'icon' && icon) await deleteImage(tx, icon.id)
      const inserted = await insertImage(
        tx,
        {
          app_id: locked.id,
          role,
          position: role === 'icon' ? 0 : Math.max(0, ...shots.map((s) => s.position)) + 1,
          content_type: image.contentType,
          width: image.width,
          height: image.height,
          size: image.bytes.byteLength,
          file_id: stored.id,
        },
        now,
      )
      await touchApp(tx, locked.id, now)
      return { row: inserted, replaced: role === 'icon' ? icon : undefined }
    })
    if (replaced) await removeFiles(ctx, [replaced.file_id])
    return row
  } catch (error) {
    await removeFiles(ctx, [stored.id])
    throw error
  }
}

/** A screenshot of the developer's app goes (12011 for any other image; 12003 in review). */
export async function removeScreenshot(ctx: Deps, account: AccountRow, id: number): Promise<void> {
  requireCompleteProfile(account)
  const fileId = await transact(ctx, async (tx) => {
    const image = await findImage(tx, id)
    const app = image && (await findApp(tx, image.app_id))
    if (!image || image.role !== 'screenshot' || !app || app.account_id !== account.id) {
      throw new ApiError(Code.imageNotFound)
    }
    const locked = await lockOwnApp(tx, account, app.id)
    if (await hasVersionInReview(tx, locked.id)) throw inReview('screenshot')
    await deleteImage(tx, image.id)
    await touchApp(tx, locked.id, ctx.now())
    return image.file_id
  })
  await removeFiles(ctx, [fileId])
}

/** An image of the developer's app, to show (12011 for any other). */
export async function ownImage(
  ctx: Pick<AppContext, 'db' | 'files'>,
  account: AccountRow,
  id: number,
): Promise<Download> {
  const image = await findImage(ctx.db, id)
  const app = image && (await findApp(ctx.db, image.app_id))
  if (!image || !app || app.account_id !== account.id) throw new ApiError(Code.imageNotFound)
  return imageDownload(ctx, image)
}

/** Any app's image, for review (12011 for none). */
export async function anyImage(ctx: Pick<AppContext, 'db' | 'files'>, id: number) {
  const image = await findImage(ctx.db, id)
  if (!image) throw new ApiError(Code.imageNotFound)
  return imageDownload(ctx, image)
}

/**
 * The stored image with the content type it was checked as. Private and briefly cached: the
 * screens fetch it with the session header and show it from an object URL.
 */
async function imageDownload(ctx: Pick<AppContext, 'files'>, image: ImageRow): Promise<Download> {
  const file = await ctx.files.get(image.file_id)
  if (!file) throw new Error(`image ${image.id} is not in the file store`)
  return {
    contentType: image.content_type,
    size: file.size,
    body: file.body,
    cacheControl: 'private, max-age=300',
  }
}
