import { ascii, hasAscii, u8 } from './bytes.ts'
import type { ImageFormat } from './findings.ts'
import { PNG_SIGNATURE } from './png.ts'

/**
 * What a file is, from its first bytes only: the name and the declared type are the uploader's
 * word, the bytes are what a browser will act on.
 */

/** Formats recognised only to be refused by name (`detail.format` of `imageFormatUnsupported`). */
export type OtherFormat =
  'svg' | 'gif' | 'bmp' | 'tiff' | 'ico' | 'heic' | 'avif' | 'jxl' | 'unknown'

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'])
const AVIF_BRANDS = new Set(['avif', 'avis'])

/** Whether `b` starts with `prefix`, or is a non-empty beginning of it (a cut file is still one). */
function startsLike(b: Uint8Array, prefix: ArrayLike<number>): boolean {
  if (b.length === 0) return false
  for (let i = 0; i < prefix.length && i < b.length; i++) if (b[i] !== prefix[i]) return false
  return true
}

export function sniffFormat(b: Uint8Array): ImageFormat | OtherFormat {
  if (startsLike(b, PNG_SIGNATURE)) return 'png'
  if (startsLike(b, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsLike(b, [0x52, 0x49, 0x46, 0x46]) && (b.length < 12 || hasAscii(b, 8, 'WEBP'))) {
    return 'webp'
  }
  if (hasAscii(b, 0, 'GIF87a') || hasAscii(b, 0, 'GIF89a')) return 'gif'
  if (hasAscii(b, 0, 'BM') && b.length >= 14) return 'bmp'
  if (hasAscii(b, 0, 'II*\0') || hasAscii(b, 0, 'MM\0*')) return 'tiff'
  if (hasAscii(b, 0, '\0\0\x01\0') || hasAscii(b, 0, '\0\0\x02\0')) return 'ico'
  if (hasAscii(b, 0, '\xff\x0a') || hasAscii(b, 4, 'JXL \r\n\x87\n')) return 'jxl'
  if (hasAscii(b, 4, 'ftyp')) {
    const brand = ascii(b, 8, 4)
    if (HEIF_BRANDS.has(brand)) return 'heic'
    if (AVIF_BRANDS.has(brand)) return 'avif'
  }
  if (looksLikeSvg(b)) return 'svg'
  return 'unknown'
}

/** Markup whose first kilobytes name an `<svg` element (after a BOM, blanks, `<?xml`, comments). */
function looksLikeSvg(b: Uint8Array): boolean {
  let at = hasAscii(b, 0, '\xef\xbb\xbf') ? 3 : 0
  while (at < b.length && [0x20, 0x09, 0x0a, 0x0d].includes(u8(b, at))) at++
  if (u8(b, at) !== 0x3c) return false
  return ascii(b, at, 4096).toLowerCase().includes('<svg')
}
