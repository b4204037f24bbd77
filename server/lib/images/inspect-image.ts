import { Rewrite } from './bytes.ts'
import {
  imageFinding,
  type ImageFinding,
  type ImageFormat,
  type ImageLimits,
  type ParseResult,
} from './findings.ts'
import { parseJpeg } from './jpeg.ts'
import { parsePng } from './png.ts'
import { checkScreenshotSizeClass, type ImageSize } from './size-class.ts'
import { sniffFormat } from './sniff.ts'
import { parseWebp } from './webp.ts'

/**
 * Inspects an uploaded icon or screenshot before anything is stored: the format from its bytes,
 * its size from its header (bounded before it is used), what its role asks of it, and a copy
 * with the metadata taken out by rewriting the container (nothing is decoded or re-encoded).
 * Pure: bytes and limits in, findings and the image out.
 */

export { IMAGE_FINDING_REASONS } from './findings.ts'
export type { ImageFinding, ImageFindingReason, ImageFormat, ImageLimits } from './findings.ts'
export { checkScreenshotSizeClass, sameSizeClass, type ImageSize } from './size-class.ts'
export { sniffFormat, type OtherFormat } from './sniff.ts'

export type ImageRole = 'icon' | 'screenshot'

export interface InspectedImage extends ImageSize {
  format: ImageFormat
  contentType: 'image/png' | 'image/jpeg' | 'image/webp'
  /**
   * The file to store and serve: the same pixels, without the metadata. `width` and `height` are
   * as shown, after an EXIF orientation that turns the image a quarter (kept in `bytes`).
   */
  bytes: Uint8Array
}

export interface ImageInspection {
  findings: ImageFinding[]
  /** There when the file could be read, even with findings about its role. */
  image?: InspectedImage
}

const FORMATS: Record<
  ImageFormat,
  { contentType: InspectedImage['contentType']; parse: typeof parsePng }
> = {
  png: { contentType: 'image/png', parse: parsePng },
  jpeg: { contentType: 'image/jpeg', parse: parseJpeg },
  webp: { contentType: 'image/webp', parse: parseWebp },
}

const isAccepted = (format: string): format is ImageFormat => Object.hasOwn(FORMATS, format)

/**
 * `existingScreenshots`: the sizes of the app's other screenshots (without the one this one
 * replaces), for the size class; ignored for an icon.
 */
export function inspectImage(
  bytes: Uint8Array,
  role: ImageRole,
  limits: ImageLimits,
  existingScreenshots: readonly ImageSize[] = [],
): ImageInspection {
  const max = role === 'icon' ? limits.maxIconBytes : limits.maxScreenshotBytes
  // Nothing of an oversized upload is read.
  if (bytes.byteLength > max) {
    return { findings: [imageFinding('imageTooLarge', { size: bytes.byteLength, max })] }
  }
  const format = sniffFormat(bytes)
  if (!isAccepted(format)) return { findings: [imageFinding('imageFormatUnsupported', { format })] }
  const { contentType, parse } = FORMATS[format]
  // The first pass checks and counts, the second writes the copy (Rewrite in bytes.ts).
  const counted = new Rewrite()
  const parsed: ParseResult = parse(bytes, limits.maxPixels, counted)
  if (!parsed.ok) return { findings: [parsed.finding] }
  const written = new Rewrite(counted.length)
  parse(bytes, limits.maxPixels, written)
  const image: InspectedImage = {
    format,
    contentType,
    width: parsed.width,
    height: parsed.height,
    bytes: written.bytes,
  }
  const findings =
    role === 'icon'
      ? iconFindings(image, limits)
      : screenshotFindings(image, limits, existingScreenshots)
  return { findings, image }
}

function iconFindings({ width, height }: ImageSize, limits: ImageLimits): ImageFinding[] {
  const findings: ImageFinding[] = []
  if (width !== height) findings.push(imageFinding('iconNotSquare', { width, height }))
  if (Math.min(width, height) < limits.minIconSide) {
    findings.push(imageFinding('iconTooSmall', { width, height, min: limits.minIconSide }))
  }
  return findings
}

function screenshotFindings(
  size: ImageSize,
  limits: ImageLimits,
  existing: readonly ImageSize[],
): ImageFinding[] {
  const findings: ImageFinding[] = []
  // Taller than wide; a square is not portrait.
  if (size.height <= size.width) {
    findings.push(imageFinding('screenshotNotPortrait', { width: size.width, height: size.height }))
  }
  const mismatch = checkScreenshotSizeClass(size, existing, limits.screenshotAspectTolerance)
  if (mismatch) findings.push(mismatch)
  return findings
}
