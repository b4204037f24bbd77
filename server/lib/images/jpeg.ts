import { hasAscii, u16be, u8, type Rewrite } from './bytes.ts'
import { EXIF_HEADER, orientationOnlyTiff, readOrientation, turnsQuarter } from './exif.ts'
import { corrupt, fail, pixelsFinding, unsupported, type ParseResult } from './findings.ts'

/**
 * JPEG: the segments are walked once by their lengths (a scan's entropy-coded data by its
 * markers); the rewrite copies what the decoder needs (SOI, DQT, DHT, SOF, DRI, the scans, EOI)
 * and the segments that decide the colours (APP0 JFIF without its thumbnail, APP2 ICC profile,
 * APP14 Adobe), and drops EXIF and XMP (APP1), every other APPn and COM, and whatever follows EOI
 * (a second image, a trailer).
 */

const SOI = 0xd8
const EOI = 0xd9
const SOS = 0xda
const DQT = 0xdb
const DNL = 0xdc
const DRI = 0xdd
const DHT = 0xc4
const DAC = 0xcc
const TEM = 0x01
const APP0 = 0xe0
const APP1 = 0xe1
const APP2 = 0xe2
const APP14 = 0xee
const COM = 0xfe
const JPEG_LS = 0xf7

/** The frames every browser decodes: baseline, extended sequential and progressive Huffman. */
const FRAMES = new Set([0xc0, 0xc1, 0xc2])

/** Frames the portal refuses, by the feature a screen can name: few decoders outside libjpeg have them. */
const OTHER_FRAMES = new Map([
  [0xc3, 'lossless'],
  [0xc5, 'hierarchical'],
  [0xc6, 'hierarchical'],
  [0xc7, 'hierarchical'],
  [0xc9, 'arithmetic'],
  [0xca, 'arithmetic'],
  [0xcb, 'arithmetic'],
  [0xcd, 'arithmetic'],
  [0xce, 'arithmetic'],
  [0xcf, 'arithmetic'],
  [DAC, 'arithmetic'],
  [0xde, 'hierarchical'],
  [0xdf, 'hierarchical'],
  [DNL, 'heightAfterScan'],
  [JPEG_LS, 'lossless'],
])

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7
const isApp = (marker: number) => marker >= APP0 && marker <= 0xef

export function parseJpeg(bytes: Uint8Array, maxPixels: number, out: Rewrite): ParseResult {
  const bad = (problem: string, offset?: number) => fail(corrupt('jpeg', problem, offset))
  if (bytes.length < 4 || u8(bytes, 0) !== 0xff || u8(bytes, 1) !== SOI) return bad('truncated')
  out.add(bytes.subarray(0, 2))
  let width = 0
  let height = 0
  let orientation = 1
  let sawExif = false
  let scanned = false
  let at = 2
  for (;;) {
    if (at >= bytes.length) return bad('truncated', at)
    if (u8(bytes, at) !== 0xff) return bad('markerExpected', at)
    // Any number of 0xFF fill bytes may come before a marker.
    while (at + 1 < bytes.length && u8(bytes, at + 1) === 0xff) at++
    if (at + 1 >= bytes.length) return bad('truncated', at)
    const marker = u8(bytes, at + 1)
    if (marker === EOI) {
      if (!scanned) return bad('scanMissing', at)
      out.add(bytes.subarray(at, at + 2))
      return {
        ok: true,
        width: turnsQuarter(orientation) ? height : width,
        height: turnsQuarter(orientation) ? width : height,
      }
    }
    if (marker === TEM) {
      at += 2
      continue
    }
    if (marker === 0 || marker === SOI || isRestart(marker)) return bad('markerUnexpected', at)
    if (at + 4 > bytes.length) return bad('truncated', at)
    // The length counts itself: 0 and 1 are impossible, and would loop or step backwards.
    const length = u16be(bytes, at + 2)
    if (length < 2) return bad('segmentLength', at)
    const end = at + 2 + length
    if (end > bytes.length) return bad('segmentPastEnd', at)
    const segment = bytes.subarray(at, end)
    const payload = bytes.subarray(at + 4, end)
    const feature = OTHER_FRAMES.get(marker)
    if (feature) return fail(unsupported('jpeg', feature))
    if (FRAMES.has(marker)) {
      if (width > 0) return bad('frameTwice', at)
      const components = u8(payload, 5)
      if (payload.length < 6 || payload.length !== 6 + 3 * components) return bad('frame', at)
      if (u8(payload, 0) !== 8) return fail(unsupported('jpeg', 'precision'))
      height = u16be(payload, 1)
      width = u16be(payload, 3)
      // A height of 0 means "given by a DNL after the first scan", which browsers do not read.
      if (height === 0) return fail(unsupported('jpeg', 'heightAfterScan'))
      if (width === 0) return bad('dimensions', at)
      if (components !== 1 && components !== 3 && components !== 4) {
        return fail(unsupported('jpeg', 'components'))
      }
      const tooMany = pixelsFinding(width, height, maxPixels)
      if (tooMany) return fail(tooMany)
      out.add(segment)
    } else if (marker === SOS) {
      if (width === 0) return bad('scanBeforeFrame', at)
      if (payload.length < 1 || payload.length !== 4 + 2 * u8(payload, 0)) return bad('scan', at)
      const scanEnd = entropyEnd(bytes, end)
      if (scanEnd < 0) return bad('truncated', at)
      out.add(bytes.subarray(at, scanEnd))
      scanned = true
      at = scanEnd
      continue
    } else if (marker === DQT || marker === DHT || marker === DRI) {
      out.add(segment)
    } else if (marker === APP0) {
      const jfif = jfifWithoutThumbnail(payload)
      if (jfif) out.add(jfif)
    } else if (marker === APP1) {
      // Browsers read the first EXIF's Orientation, from the segments before the first scan.
      if (!sawExif && !scanned && hasAscii(payload, 0, EXIF_HEADER)) {
        sawExif = true
        orientation = readOrientation(payload.subarray(EXIF_HEADER.length))
        if (orientation !== 1) out.add(orientationOnlyApp1(orientation))
      }
    } else if (marker === APP2) {
      if (hasAscii(payload, 0, 'ICC_PROFILE\0')) out.add(segment)
    } else if (marker === APP14) {
      // Adobe's transform flag says whether 3 or 4 components are YCbCr/YCCK or RGB/CMYK.
      if (hasAscii(payload, 0, 'Adobe')) out.add(segment)
    } else if (!isApp(marker) && marker !== COM) {
      return bad('markerUnknown', at)
    }
    at = end
  }
}

/**
 * Where a scan's entropy-coded data ends: at the first marker that is neither a stuffed zero
 * (FF00) nor a restart (FFD0–FFD7). -1 when the bytes run out first.
 */
function entropyEnd(bytes: Uint8Array, from: number): number {
  let at = from
  for (;;) {
    const ff = bytes.indexOf(0xff, at)
    if (ff < 0 || ff + 1 >= bytes.length) return -1
    const next = u8(bytes, ff + 1)
    if (next === 0 || isRestart(next)) at = ff + 2
    else if (next === 0xff) at = ff + 1
    else return ff
  }
}

/**
 * JFIF's APP0 kept for its pixel density and version, without the thumbnail it may carry: a
 * thumbnail is the picture before an edit as often as not. Not JFIF (JFXX, others): dropped.
 */
function jfifWithoutThumbnail(payload: Uint8Array): Uint8Array | undefined {
  // "JFIF\0", version (2), units (1), X and Y density (2 + 2), thumbnail width and height (1 + 1)
  if (payload.length < 14 || !hasAscii(payload, 0, 'JFIF\0')) return undefined
  const segment = new Uint8Array(18)
  segment.set([0xff, APP0, 0x00, 16])
  segment.set(payload.subarray(0, 12), 4)
  return segment
}

function orientationOnlyApp1(orientation: number): Uint8Array {
  const tiff = orientationOnlyTiff(orientation)
  const length = 2 + EXIF_HEADER.length + tiff.length
  const segment = new Uint8Array(2 + length)
  segment.set([0xff, APP1, length >> 8, length & 0xff])
  for (let i = 0; i < EXIF_HEADER.length; i++) segment[4 + i] = EXIF_HEADER.charCodeAt(i)
  segment.set(tiff, 4 + EXIF_HEADER.length)
  return segment
}
