import { imageFinding, type ImageFinding } from './findings.ts'

/**
 * Screenshots of one app share a size class: one aspect ratio, within a tolerance. The store
 * shows them side by side at one height, so the ratio is what has to agree; the pixel size may
 * differ (one taken on a phone, another exported at half size), and an exact-size rule would
 * refuse those for nothing. A tolerance of 0 asks for the exact ratio.
 */

export interface ImageSize {
  width: number
  height: number
}

/**
 * Whether `size` is in `existing`'s class: their ratios differ by at most `tolerance` of the
 * existing one's (width / height).
 */
export function sameSizeClass(size: ImageSize, existing: ImageSize, tolerance: number): boolean {
  // |w/h - W/H| <= t * W/H, multiplied out by h * H so that a tolerance of 0 compares integers.
  const difference = Math.abs(size.width * existing.height - existing.width * size.height)
  return difference <= tolerance * existing.width * size.height
}

/**
 * A new screenshot against those the app already has (without the one it replaces, if any):
 * each is compared, not only the first, so that ratios cannot drift a tolerance at a time.
 * The finding names the first that disagrees.
 */
export function checkScreenshotSizeClass(
  size: ImageSize,
  existing: readonly ImageSize[],
  tolerance: number,
): ImageFinding | undefined {
  const other = existing.find((one) => !sameSizeClass(size, one, tolerance))
  return other
    ? imageFinding('screenshotSizeMismatch', {
        width: size.width,
        height: size.height,
        existingWidth: other.width,
        existingHeight: other.height,
      })
    : undefined
}
