import { hasAscii, u16be, u16le, u32be, u32le } from './bytes.ts'

/**
 * The one EXIF field that changes how an image looks: Orientation (tag 0x0112). Browsers turn a
 * JPEG (APP1) or a PNG (eXIf) by it, so the rewrite keeps it, alone, in an EXIF of its own making;
 * everything else in EXIF (GPS, camera, dates, thumbnails) goes.
 */

const ORIENTATION_TAG = 0x0112
const SHORT = 3

/** The prefix of JPEG's EXIF APP1 (and of some WebP writers' EXIF chunk). */
export const EXIF_HEADER = 'Exif\0\0'

/** Orientation 1–8 from a TIFF structure (the EXIF body); 1 when absent, unreadable or unknown. */
export function readOrientation(tiff: Uint8Array): number {
  if (tiff.length < 8) return 1
  const little = hasAscii(tiff, 0, 'II*\0')
  if (!little && !hasAscii(tiff, 0, 'MM\0*')) return 1
  const u16 = little ? u16le : u16be
  const u32 = little ? u32le : u32be
  const ifd = u32(tiff, 4)
  if (ifd < 8 || ifd + 2 > tiff.length) return 1
  const count = u16(tiff, ifd)
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12
    if (entry + 12 > tiff.length) return 1
    if (u16(tiff, entry) !== ORIENTATION_TAG) continue
    if (u16(tiff, entry + 2) !== SHORT || u32(tiff, entry + 4) !== 1) return 1
    const value = u16(tiff, entry + 8)
    return value >= 1 && value <= 8 ? value : 1
  }
  return 1
}

/** Orientations 5–8 turn the image a quarter: what is shown is height × width of what is stored. */
export const turnsQuarter = (orientation: number): boolean => orientation >= 5

/** A big-endian TIFF with IFD0 holding only Orientation: 26 bytes, nothing else to leak. */
export function orientationOnlyTiff(orientation: number): Uint8Array {
  return Uint8Array.of(
    ...[0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08], // "MM", 42, IFD0 at 8
    ...[0x00, 0x01], // one entry
    ...[0x01, 0x12, 0x00, SHORT, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00],
    ...[0x00, 0x00, 0x00, 0x00], // no IFD1 (where a thumbnail would be)
  )
}
