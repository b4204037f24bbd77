import { describe, expect, it } from 'vitest'
import { FIXTURES, fixture, LIMITS, PLANTED, TRAILER } from '../../test/fixtures/images/fixtures.ts'
import { readOrientation } from './exif.ts'
import {
  IMAGE_FINDING_REASONS,
  inspectImage,
  type ImageFinding,
  type ImageRole,
  type ImageSize,
} from './inspect-image.ts'

const reasons = (findings: ImageFinding[]) => findings.map((f) => f.reason).sort()
const has = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(text, 0, 'latin1')
const inspect = (name: string, role: ImageRole, limits = LIMITS, existing: ImageSize[] = []) =>
  inspectImage(fixture(name), role, limits, existing)

/** PNG chunk types in order up to IEND, a run of IDAT as one. */
function pngChunkTypes(bytes: Uint8Array): string[] {
  const b = Buffer.from(bytes)
  const types = []
  for (let at = 8; at < b.length && types.at(-1) !== 'IEND'; at += 12 + b.readUInt32BE(at)) {
    const type = b.toString('latin1', at + 4, at + 8)
    if (type !== 'IDAT' || types.at(-1) !== 'IDAT') types.push(type)
  }
  return types
}

/** JPEG markers in order, up to the first scan. */
function jpegMarkers(bytes: Uint8Array): number[] {
  const b = Buffer.from(bytes)
  const markers = [b[1]!]
  for (let at = 2; at < b.length; at += 2 + b.readUInt16BE(at + 2)) {
    markers.push(b[at + 1]!)
    if (b[at + 1] === 0xda) break
  }
  return markers
}

/** WebP chunk types in order. */
function webpChunkTypes(bytes: Uint8Array): string[] {
  const b = Buffer.from(bytes)
  const types = []
  for (let at = 12; at < b.length;) {
    const size = b.readUInt32LE(at + 4)
    types.push(b.toString('latin1', at, at + 4))
    at += 8 + size + (size & 1)
  }
  return types
}

describe('the fixtures (real encoders, metadata planted)', () => {
  it.each(FIXTURES)('$name: format and shown size from the bytes', (f) => {
    const { findings, image } = inspect(f.name, f.role)
    expect(reasons(findings)).toEqual(f.name === 'icon-small.png' ? ['iconTooSmall'] : [])
    expect(image).toMatchObject({ format: f.format, width: f.width, height: f.height })
    expect(image?.contentType).toBe(`image/${f.format}`)
  })

  it.each(FIXTURES)('$name: every planted string is gone, and nothing is added', (f) => {
    const original = fixture(f.name)
    expect(has(original, PLANTED)).toBe(true)
    const stripped = inspect(f.name, f.role).image!.bytes
    expect(has(stripped, PLANTED)).toBe(false)
    expect(has(stripped, 'GPS')).toBe(false)
    expect(has(stripped, 'xmpmeta')).toBe(false)
    expect(stripped.length).toBeLessThan(original.length)
  })

  it.each(FIXTURES)('$name: stripping a stripped file changes nothing', (f) => {
    const once = inspect(f.name, f.role).image!
    const twice = inspectImage(once.bytes, f.role, LIMITS).image!
    expect(Buffer.from(twice.bytes).equals(Buffer.from(once.bytes))).toBe(true)
    expect([twice.width, twice.height]).toEqual([once.width, once.height])
  })

  it('PNG keeps the critical and colour chunks, in order, and drops text, EXIF, time, pHYs', () => {
    expect(pngChunkTypes(fixture('icon.png'))).toEqual([
      'IHDR',
      'sRGB',
      'eXIf',
      'pHYs',
      'tIME',
      'iTXt',
      'IDAT',
      'tEXt',
      'zTXt',
      'IEND',
    ])
    const stripped = inspect('icon.png', 'icon').image!.bytes
    expect(pngChunkTypes(stripped)).toEqual(['IHDR', 'sRGB', 'IDAT', 'IEND'])
    expect(has(fixture('icon.png'), TRAILER)).toBe(true)
  })

  it('JPEG keeps SOI, JFIF (without its thumbnail), ICC, DQT, SOF, DHT, SOS, EOI; drops APP1, APP13, COM', () => {
    const before = jpegMarkers(fixture('icon.jpg'))
    expect(before).toEqual(expect.arrayContaining([0xe1, 0xed, 0xfe]))
    const stripped = inspect('icon.jpg', 'icon').image!.bytes
    const after = jpegMarkers(stripped)
    expect(after.filter((m) => m >= 0xe1 && m !== 0xe2)).toEqual([])
    expect(after).not.toContain(0xfe)
    expect(after.slice(0, 3)).toEqual([0xd8, 0xe0, 0xe2])
    expect(after).toEqual(expect.arrayContaining([0xdb, 0xc0, 0xc4, 0xda]))
    // JFIF's thumbnail size is 0 × 0 and its data gone.
    expect(Buffer.from(stripped.subarray(2, 11))).toEqual(
      Buffer.from('\xff\xe0\x00\x10JFIF\x00', 'latin1'),
    )
    expect([stripped[18], stripped[19]]).toEqual([0, 0])
    expect(has(stripped, 'ICC_PROFILE')).toBe(true)
    expect(Buffer.from(stripped.subarray(-2))).toEqual(Buffer.from([0xff, 0xd9]))
  })

  it('WebP (extended) keeps VP8X, ICCP, ALPH and VP8, clears the EXIF and XMP flags, fixes the RIFF size', () => {
    const original = fixture('icon.webp')
    expect(webpChunkTypes(original)).toEqual([
      'VP8X',
      'ICCP',
      'ALPH',
      'VP8 ',
      'EXIF',
      'XMP ',
      'ZZZZ',
    ])
    expect(original[20]! & 0x0c).toBe(0x0c)
    const stripped = Buffer.from(inspect('icon.webp', 'icon').image!.bytes)
    expect(webpChunkTypes(stripped)).toEqual(['VP8X', 'ICCP', 'ALPH', 'VP8 '])
    expect(stripped[20]).toBe(original[20]! & ~0x0c)
    expect(stripped.readUInt32LE(4)).toBe(stripped.length - 8)
  })

  it('WebP (simple) is its image chunk alone; lossless in VP8X loses its EXIF flag', () => {
    for (const name of ['screenshot.webp', 'icon-lossless.webp']) {
      const stripped = Buffer.from(inspect(name, 'screenshot').image!.bytes)
      expect(webpChunkTypes(stripped)).toEqual([name === 'screenshot.webp' ? 'VP8 ' : 'VP8L'])
      expect(stripped.readUInt32LE(4)).toBe(stripped.length - 8)
    }
    const stripped = Buffer.from(inspect('screenshot-lossless.webp', 'screenshot').image!.bytes)
    expect(webpChunkTypes(stripped)).toEqual(['VP8X', 'ICCP', 'VP8L'])
    expect(stripped[20]! & 0x08).toBe(0)
  })

  it('an EXIF orientation that turns the image is kept, alone, and the size is as shown', () => {
    for (const name of ['rotated.jpg', 'rotated.png']) {
      const image = inspect(name, 'screenshot').image!
      expect([image.width, image.height]).toEqual([180, 320])
      const bytes = Buffer.from(image.bytes)
      const tiff = bytes.subarray(bytes.indexOf('MM\0*', 0, 'latin1'))
      expect(readOrientation(tiff)).toBe(6)
      // IFD0 holds one entry and no link to another IFD (GPS, thumbnail).
      expect(tiff.readUInt16BE(8)).toBe(1)
      expect(tiff.readUInt32BE(10 + 12)).toBe(0)
    }
    // Orientation 1 needs nothing kept.
    expect(has(inspect('screenshot.jpg', 'screenshot').image!.bytes, 'Exif')).toBe(false)
    expect(pngChunkTypes(inspect('icon.png', 'icon').image!.bytes)).not.toContain('eXIf')
  })
})

describe('what the role asks', () => {
  it('an icon is square and at least minIconSide', () => {
    expect(reasons(inspect('screenshot.png', 'icon').findings)).toEqual([
      'iconNotSquare',
      'iconTooSmall',
    ])
    expect(inspect('screenshot.png', 'icon').findings[0]).toEqual({
      reason: 'iconNotSquare',
      detail: { width: 180, height: 320 },
    })
    expect(inspect('icon-small.png', 'icon').findings).toEqual([
      { reason: 'iconTooSmall', detail: { width: 108, height: 108, min: 216 } },
    ])
    expect(inspect('icon-small.png', 'icon', { ...LIMITS, minIconSide: 108 }).findings).toEqual([])
  })

  it('a screenshot is portrait (a square is not), the size class checked against the others', () => {
    expect(inspect('icon.png', 'screenshot').findings).toEqual([
      { reason: 'screenshotNotPortrait', detail: { width: 216, height: 216 } },
    ])
    const existing = [
      { width: 1080, height: 1920 },
      { width: 720, height: 1280 },
    ]
    expect(
      inspectImage(fixture('screenshot.jpg'), 'screenshot', LIMITS, existing).findings,
    ).toEqual([])
    expect(
      inspectImage(fixture('screenshot.jpg'), 'screenshot', LIMITS, [
        ...existing,
        { width: 1080, height: 2400 },
      ]).findings,
    ).toEqual([
      {
        reason: 'screenshotSizeMismatch',
        detail: { width: 180, height: 320, existingWidth: 1080, existingHeight: 2400 },
      },
    ])
    // The image is there with role findings: a screen can show its size.
    expect(inspect('icon.png', 'screenshot').image?.width).toBe(216)
  })

  it('the size limit is the role’s, and nothing of an oversized file is read', () => {
    const bytes = fixture('screenshot.png')
    const limits = { ...LIMITS, maxIconBytes: bytes.length - 1, maxScreenshotBytes: bytes.length }
    expect(inspectImage(bytes, 'screenshot', limits).findings).toEqual([])
    expect(inspectImage(bytes, 'icon', limits)).toEqual({
      findings: [
        { reason: 'imageTooLarge', detail: { size: bytes.length, max: bytes.length - 1 } },
      ],
    })
  })

  it('maxPixels bounds the header’s claim', () => {
    const limits = { ...LIMITS, maxPixels: 180 * 320 - 1 }
    for (const name of [
      'screenshot.png',
      'screenshot.jpg',
      'screenshot.webp',
      'screenshot-lossless.webp',
    ]) {
      expect(inspect(name, 'screenshot', limits)).toEqual({
        findings: [
          {
            reason: 'imageTooManyPixels',
            detail: { width: 180, height: 320, pixels: 180 * 320, max: 180 * 320 - 1 },
          },
        ],
      })
    }
  })
})

describe('formats from the bytes', () => {
  const svg =
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="216" height="216"/>'
  const OTHERS: [string, Uint8Array][] = [
    ['svg', Buffer.from(svg)],
    ['svg', Buffer.from(`\ufeff  <!-- a comment -->\n<svg viewBox="0 0 1 1"></svg>`)],
    ['gif', Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1')],
    ['bmp', Buffer.concat([Buffer.from('BM'), Buffer.alloc(60)])],
    ['heic', Buffer.concat([Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1')])],
    ['avif', Buffer.concat([Buffer.from('\0\0\0\x1cftypavif\0\0\0\0avifmif1miaf', 'latin1')])],
    ['tiff', Buffer.from('II*\0\x08\0\0\0', 'latin1')],
    ['ico', Buffer.from('\0\0\x01\0\x01\0\x10\x10', 'latin1')],
    ['jxl', Buffer.from('\xff\x0a\xfa\x7f', 'latin1')],
    ['unknown', Buffer.from('%PDF-1.7\n')],
    ['unknown', Buffer.from('<html><body>not an image</body></html>')],
    ['unknown', Buffer.from('RIFF\x04\0\0\0AVI ', 'latin1')],
    ['unknown', new Uint8Array(0)],
  ]

  it.each(OTHERS)('%s is refused by name', (format, bytes) => {
    expect(inspectImage(bytes, 'icon', LIMITS)).toEqual({
      findings: [{ reason: 'imageFormatUnsupported', detail: { format } }],
    })
  })

  it('a PNG is a PNG whatever its bytes are called: the API takes no name or type', () => {
    expect(inspectImage.length).toBe(3)
    expect(inspect('icon.png', 'icon').image?.format).toBe('png')
  })
})

describe('every reason', () => {
  it('is reached by these tests (the list is what a screen translates)', () => {
    // Each reason and one input giving it; the hostile inputs are in hostile.test.ts.
    const reached = new Set(
      [
        ...inspectImage(fixture('icon.png'), 'icon', { ...LIMITS, maxIconBytes: 1 }).findings,
        ...inspectImage(Buffer.from('GIF89a'), 'icon', LIMITS).findings,
        ...inspectImage(fixture('icon.png').subarray(0, 100), 'icon', LIMITS).findings,
        ...inspectImage(fixture('icon.png'), 'icon', { ...LIMITS, maxPixels: 100 }).findings,
        ...inspect('screenshot.png', 'icon').findings,
        ...inspect('icon.png', 'screenshot', LIMITS, [{ width: 1, height: 2 }]).findings,
      ].map((f) => f.reason),
    )
    expect([...reached].sort()).toEqual([...IMAGE_FINDING_REASONS].sort())
  })
})
