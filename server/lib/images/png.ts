import { crc32 } from 'node:zlib'
import { ascii, u32be, u8, writeU32be, type Rewrite } from './bytes.ts'
import { orientationOnlyTiff, readOrientation, turnsQuarter } from './exif.ts'
import { corrupt, fail, pixelsFinding, unsupported, type ParseResult } from './findings.ts'

/**
 * PNG: the chunks are walked once, each length checked against what is left and each CRC
 * verified; the rewrite copies the chunks that decide the pixels and drops the rest.
 */

export const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)

/**
 * Ancillary chunks kept because a decoder reads them to decide what a pixel looks like:
 * transparency (tRNS) and colour (gAMA, cHRM, sRGB, iCCP, cICP, and the HDR mastering data mDCV and
 * cLLI). Everything else ancillary goes: text (tEXt, zTXt, iTXt), eXIf (replaced by an
 * orientation-only one when it turns the image), tIME, and what no browser draws differently for
 * (pHYs, sBIT, bKGD, hIST, sPLT, private chunks).
 */
const KEPT_ANCILLARY = new Set(['tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'cICP', 'mDCV', 'cLLI'])

// A chunk length above 2^31 - 1 is invalid by the specification (and is what a -1 reads as).
const MAX_CHUNK_LENGTH = 0x7fffffff

/** Bit depths each colour type allows (PNG specification, 11.2.2). */
const DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
}

const isLetter = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)

export function parsePng(bytes: Uint8Array, maxPixels: number, out: Rewrite): ParseResult {
  const bad = (problem: string, offset?: number) => fail(corrupt('png', problem, offset))
  if (bytes.length < PNG_SIGNATURE.length + 12) return bad('truncated')
  out.add(PNG_SIGNATURE)
  let width = 0
  let height = 0
  let colourType = -1
  let orientation = 1
  let sawPalette = false
  let sawExif = false
  // 0: no IDAT yet, 1: in the IDAT run, 2: after it
  let idat = 0
  let at = PNG_SIGNATURE.length
  for (;;) {
    if (at + 12 > bytes.length) return bad('truncated', at)
    const length = u32be(bytes, at)
    if (length > MAX_CHUNK_LENGTH) return bad('chunkLength', at)
    const end = at + 12 + length
    if (end > bytes.length) return bad('chunkPastEnd', at)
    const typeBytes = bytes.subarray(at + 4, at + 8)
    if (!typeBytes.every(isLetter)) return bad('chunkType', at)
    const type = ascii(bytes, at + 4, 4)
    // The CRC covers the type and the data.
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== u32be(bytes, at + 8 + length)) {
      return bad('crc', at)
    }
    const data = bytes.subarray(at + 8, at + 8 + length)
    const chunk = bytes.subarray(at, end)
    const first = at === PNG_SIGNATURE.length
    if (first !== (type === 'IHDR')) return bad(first ? 'ihdrMissing' : 'chunkOrder', at)
    if (idat === 1 && type !== 'IDAT') idat = 2
    switch (type) {
      case 'IHDR': {
        if (length !== 13) return bad('ihdr', at)
        width = u32be(data, 0)
        height = u32be(data, 4)
        if (width === 0 || height === 0 || width > MAX_CHUNK_LENGTH || height > MAX_CHUNK_LENGTH) {
          return bad('dimensions', at)
        }
        const tooMany = pixelsFinding(width, height, maxPixels)
        if (tooMany) return fail(tooMany)
        const depth = u8(data, 8)
        colourType = u8(data, 9)
        const [compression, filter, interlace] = [u8(data, 10), u8(data, 11), u8(data, 12)]
        if (!DEPTHS[colourType]?.includes(depth) || compression !== 0 || filter !== 0) {
          return bad('ihdr', at)
        }
        if (interlace > 1) return bad('ihdr', at)
        out.add(chunk)
        break
      }
      case 'PLTE':
        if (idat > 0 || sawPalette) return bad('chunkOrder', at)
        if (length === 0 || length % 3 !== 0 || length > 256 * 3) return bad('palette', at)
        if (colourType === 0 || colourType === 4) return bad('palette', at)
        sawPalette = true
        out.add(chunk)
        break
      case 'IDAT':
        if (idat === 2) return bad('chunkOrder', at)
        if (colourType === 3 && !sawPalette) return bad('palette', at)
        idat = 1
        out.add(chunk)
        break
      case 'IEND':
        if (idat === 0) return bad('dataMissing', at)
        out.add(chunk)
        // Whatever follows IEND (an appended file, a second image) is not part of the PNG: the
        // rewrite ends here and leaves it behind.
        return {
          ok: true,
          width: turnsQuarter(orientation) ? height : width,
          height: turnsQuarter(orientation) ? width : height,
        }
      case 'acTL':
        // An animated PNG: the store shows still images, and dropping the animation would show
        // a frame the developer may not have meant.
        return fail(unsupported('png', 'animation'))
      case 'eXIf':
        // Only an eXIf before the image data turns the image (Chromium reads none after it), and
        // only the first.
        if (!sawExif && idat === 0) {
          orientation = readOrientation(data)
          if (orientation !== 1) out.add(pngChunk('eXIf', orientationOnlyTiff(orientation)))
        }
        sawExif = true
        break
      default:
        // A critical chunk the decoder does not know means it must not show the image.
        if (u8(typeBytes, 0) < 0x61) {
          return fail(unsupported('png', 'criticalChunk', { chunk: type }))
        }
        if (KEPT_ANCILLARY.has(type)) out.add(chunk)
    }
    at = end
  }
}

/** A chunk of this library's own making, with its CRC. */
export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.length)
  writeU32be(chunk, 0, data.length)
  for (let i = 0; i < 4; i++) chunk[4 + i] = type.charCodeAt(i)
  chunk.set(data, 8)
  writeU32be(chunk, 8 + data.length, crc32(chunk.subarray(4, 8 + data.length)))
  return chunk
}
