/**
 * What an image check reports: one finding per independent failure, with a stable reason name
 * that a screen turns into text and details that say what was found (a format, a size, a limit).
 */
export interface ImageFinding {
  reason: ImageFindingReason
  detail?: Record<string, string | number>
}

/** Every reason an image check may give, in the order the checks run. */
export const IMAGE_FINDING_REASONS = [
  // the file
  'imageTooLarge',
  'imageFormatUnsupported',
  'imageCorrupt',
  'imageTooManyPixels',
  // what the role asks of it
  'iconNotSquare',
  'iconTooSmall',
  'screenshotNotPortrait',
  'screenshotSizeMismatch',
] as const

export type ImageFindingReason = (typeof IMAGE_FINDING_REASONS)[number]

export function imageFinding(
  reason: ImageFindingReason,
  detail?: ImageFinding['detail'],
): ImageFinding {
  return detail ? { reason, detail } : { reason }
}

/**
 * The caps an image is inspected under, passed in by the caller (the settings module decides
 * them; this library reads no settings).
 */
export interface ImageLimits {
  /** The uploaded icon's own size in bytes. */
  maxIconBytes: number
  /** One uploaded screenshot's own size in bytes. */
  maxScreenshotBytes: number
  /** Width × height a header may claim; checked before the dimensions are used for anything. */
  maxPixels: number
  /** The shortest side an icon may have (icons are square). */
  minIconSide: number
  /**
   * How far two screenshots' aspect ratios (width / height) may differ and still count as one
   * size class, relative to the existing one: 0.01 is 1 %, 0 asks for the exact same ratio.
   */
  screenshotAspectTolerance: number
}

/** A malformed or cut container: where and what, for logs; the screen shows one text for all. */
export function corrupt(format: ImageFormat, problem: string, offset?: number): ImageFinding {
  return imageFinding(
    'imageCorrupt',
    offset === undefined ? { format, problem } : { format, problem, offset },
  )
}

/** A container this library reads but a feature inside it the portal does not take. */
export function unsupported(
  format: ImageFormat,
  feature: string,
  more?: Record<string, string | number>,
): ImageFinding {
  return imageFinding('imageFormatUnsupported', { format, feature, ...more })
}

/** The formats accepted: what every browser and the quick-app runtime decode. */
export type ImageFormat = 'png' | 'jpeg' | 'webp'

/** What a container parser gives back: the size as shown (its bytes went to the rewrite), or why not. */
export type ParseResult =
  { ok: true; width: number; height: number } | { ok: false; finding: ImageFinding }

export const fail = (finding: ImageFinding): ParseResult => ({ ok: false, finding })

/**
 * The dimensions bound, checked as soon as a header gives them: nothing is sized from a header
 * here, but the caller (and a browser) would be, so a claim past the limit ends the inspection.
 */
export function pixelsFinding(
  width: number,
  height: number,
  maxPixels: number,
): ImageFinding | undefined {
  const pixels = width * height
  return pixels > maxPixels
    ? imageFinding('imageTooManyPixels', { width, height, pixels, max: maxPixels })
    : undefined
}
