import { crc32 } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { FIXTURES, fixture, LIMITS, TRAILER } from '../../test/fixtures/images/fixtures.ts'
import { IMAGE_FINDING_REASONS, inspectImage, type ImageFinding } from './inspect-image.ts'

/**
 * Hostile and broken inputs: each is answered with a finding, never an exception, and nothing
 * is allocated from what a header claims.
 */

const inspect = (bytes: Uint8Array, limits = LIMITS) => inspectImage(bytes, 'screenshot', limits)
const corrupt = (format: string, problem: string) =>
  expect.objectContaining({
    reason: 'imageCorrupt',
    detail: expect.objectContaining({ format, problem }),
  })
const unsupported = (format: string, feature: string) => ({
  reason: 'imageFormatUnsupported',
  detail: expect.objectContaining({ format, feature }),
})
const tooMany = (width: number, height: number, max = LIMITS.maxPixels): ImageFinding => ({
  reason: 'imageTooManyPixels',
  detail: { width, height, pixels: width * height, max },
})

// --- PNG, chunk by chunk --------------------------------------------------------------------

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const be32 = (n: number) => {
  const b = Buffer.alloc(4)
  b.writeUInt32BE(n >>> 0)
  return b
}
function chunk(type: string, data: Uint8Array | number[] = [], length?: number): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), Buffer.from(data)])
  return Buffer.concat([
    be32(length ?? typeAndData.length - 4),
    typeAndData,
    be32(crc32(typeAndData)),
  ])
}
const ihdr = (width: number, height: number, depth = 8, colourType = 6) =>
  chunk('IHDR', [...be32(width), ...be32(height), depth, colourType, 0, 0, 0])
/** The fixture's IHDR and IDATs as chunks. */
function pngParts(bytes: Buffer) {
  const parts: { type: string; bytes: Buffer }[] = []
  for (let at = 8; at < bytes.length - TRAILER.length; at += 12 + bytes.readUInt32BE(at)) {
    const type = bytes.toString('latin1', at + 4, at + 8)
    parts.push({ type, bytes: bytes.subarray(at, at + 12 + bytes.readUInt32BE(at)) })
    if (type === 'IEND') break
  }
  const of = (type: string) => parts.filter((p) => p.type === type).map((p) => p.bytes)
  return { ihdr: of('IHDR')[0]!, idat: Buffer.concat(of('IDAT')), iend: of('IEND')[0]! }
}
const png = (...chunks: Buffer[]) => Buffer.concat([SIGNATURE, ...chunks])
const good = pngParts(fixture('icon.png'))

describe('PNG', () => {
  const CASES: [string, Buffer, unknown][] = [
    [
      '100000 × 100000 claimed',
      png(ihdr(100000, 100000), good.idat, good.iend),
      tooMany(100000, 100000),
    ],
    [
      '2^31 - 1 square claimed',
      png(ihdr(0x7fffffff, 0x7fffffff), good.iend),
      tooMany(0x7fffffff, 0x7fffffff),
    ],
    ['a width of 0', png(ihdr(0, 10), good.idat, good.iend), corrupt('png', 'dimensions')],
    [
      'a width past 2^31 - 1',
      png(ihdr(0x80000000, 1), good.idat, good.iend),
      corrupt('png', 'dimensions'),
    ],
    [
      'a chunk length of 0xFFFFFFFF',
      png(good.ihdr, chunk('IDAT', [1, 2, 3], 0xffffffff)),
      corrupt('png', 'chunkLength'),
    ],
    [
      'a chunk length past the end',
      png(good.ihdr, chunk('IDAT', [1, 2, 3], 1_000_000)),
      corrupt('png', 'chunkPastEnd'),
    ],
    [
      'a wrong CRC',
      (() => {
        const b = Buffer.from(png(good.ihdr, good.idat, good.iend))
        b[60] = b[60]! ^ 1
        return b
      })(),
      corrupt('png', 'crc'),
    ],
    ['no IHDR first', png(good.idat, good.ihdr, good.iend), corrupt('png', 'ihdrMissing')],
    ['IHDR twice', png(good.ihdr, good.ihdr, good.idat, good.iend), corrupt('png', 'chunkOrder')],
    ['no IEND', png(good.ihdr, good.idat), corrupt('png', 'truncated')],
    ['IEND before any IDAT', png(good.ihdr, good.iend, good.idat), corrupt('png', 'dataMissing')],
    [
      'IDATs apart',
      png(good.ihdr, good.idat, chunk('tEXt', [0x61, 0, 0x62]), good.idat, good.iend),
      corrupt('png', 'chunkOrder'),
    ],
    [
      'a chunk type that is not letters',
      png(good.ihdr, chunk('ID#T', [1]), good.iend),
      corrupt('png', 'chunkType'),
    ],
    [
      'a bit depth colour type 6 cannot have',
      png(ihdr(216, 216, 4, 6), good.idat, good.iend),
      corrupt('png', 'ihdr'),
    ],
    [
      'an interlace method of 2',
      png(chunk('IHDR', [...be32(1), ...be32(1), 8, 6, 0, 0, 2]), good.idat, good.iend),
      corrupt('png', 'ihdr'),
    ],
    [
      'a palette image without PLTE',
      png(ihdr(216, 216, 8, 3), good.idat, good.iend),
      corrupt('png', 'palette'),
    ],
    [
      'a PLTE of 4 bytes',
      png(ihdr(216, 216, 8, 3), chunk('PLTE', [1, 2, 3, 4]), good.idat, good.iend),
      corrupt('png', 'palette'),
    ],
    [
      'an animated PNG (acTL)',
      png(good.ihdr, chunk('acTL', [...be32(2), ...be32(0)]), good.idat, good.iend),
      unsupported('png', 'animation'),
    ],
    [
      'an unknown critical chunk',
      png(good.ihdr, chunk('ABCD', [1]), good.idat, good.iend),
      {
        reason: 'imageFormatUnsupported',
        detail: { format: 'png', feature: 'criticalChunk', chunk: 'ABCD' },
      },
    ],
    ['the signature alone', SIGNATURE, corrupt('png', 'truncated')],
    ['half a signature', SIGNATURE.subarray(0, 4), corrupt('png', 'truncated')],
  ]
  it.each(CASES)('%s', (_, bytes, expected) => {
    expect(inspect(bytes).findings).toEqual([expected])
  })

  it('unknown ancillary chunks are dropped, not refused', () => {
    const bytes = png(good.ihdr, chunk('prVt', [1, 2]), good.idat, good.iend)
    const { findings, image } = inspect(bytes, { ...LIMITS })
    expect(findings).toEqual([expect.objectContaining({ reason: 'screenshotNotPortrait' })])
    expect(Buffer.from(image!.bytes).includes('prVt')).toBe(false)
  })
})

// --- JPEG, segment by segment ---------------------------------------------------------------

/** Where each segment of a JPEG starts (its FF), up to and with the first SOS. */
function segments(bytes: Buffer): Map<number, number> {
  const at = new Map<number, number>()
  for (let i = 2; i < bytes.length; i += 2 + bytes.readUInt16BE(i + 2)) {
    if (!at.has(bytes[i + 1]!)) at.set(bytes[i + 1]!, i)
    if (bytes[i + 1] === 0xda) break
  }
  return at
}
const jpeg = fixture('screenshot.jpg')
const at = segments(jpeg)
const SOF = at.get(0xc0)!
const APP0 = at.get(0xe0)!
/** The screenshot JPEG with `edit` applied to a copy. */
function jpegWith(edit: (b: Buffer) => void): Buffer {
  const b = Buffer.from(jpeg)
  edit(b)
  return b
}
const sofSegment = jpeg.subarray(SOF, SOF + 2 + jpeg.readUInt16BE(SOF + 2))

describe('JPEG', () => {
  const CASES: [string, Buffer, unknown][] = [
    [
      '65535 × 65535 claimed',
      jpegWith((b) => {
        b.writeUInt16BE(0xffff, SOF + 5)
        b.writeUInt16BE(0xffff, SOF + 7)
      }),
      tooMany(0xffff, 0xffff),
    ],
    [
      'a segment length of 0',
      jpegWith((b) => b.writeUInt16BE(0, APP0 + 2)),
      corrupt('jpeg', 'segmentLength'),
    ],
    [
      'a segment length of 1',
      jpegWith((b) => b.writeUInt16BE(1, APP0 + 2)),
      corrupt('jpeg', 'segmentLength'),
    ],
    [
      'a segment length past the end',
      jpegWith((b) => b.writeUInt16BE(0xffff, APP0 + 2)),
      corrupt('jpeg', 'segmentPastEnd'),
    ],
    ['a length cut in half', jpeg.subarray(0, APP0 + 3), corrupt('jpeg', 'truncated')],
    ['no EOI', jpeg.subarray(0, jpeg.length - 2), corrupt('jpeg', 'truncated')],
    ['a scan cut short', jpeg.subarray(0, jpeg.length - 200), corrupt('jpeg', 'truncated')],
    ['EOI before any scan', Buffer.from([0xff, 0xd8, 0xff, 0xd9]), corrupt('jpeg', 'scanMissing')],
    [
      'no marker where one must be',
      jpegWith((b) => (b[SOF] = 0x00)),
      corrupt('jpeg', 'markerExpected'),
    ],
    ['SOI twice', jpegWith((b) => (b[APP0 + 1] = 0xd8)), corrupt('jpeg', 'markerUnexpected')],
    ['a reserved marker', jpegWith((b) => (b[APP0 + 1] = 0x02)), corrupt('jpeg', 'markerUnknown')],
    [
      'a scan before the frame',
      Buffer.concat([jpeg.subarray(0, SOF), jpeg.subarray(SOF + sofSegment.length)]),
      corrupt('jpeg', 'scanBeforeFrame'),
    ],
    [
      'two frames',
      Buffer.concat([jpeg.subarray(0, SOF), sofSegment, jpeg.subarray(SOF)]),
      corrupt('jpeg', 'frameTwice'),
    ],
    [
      'a frame whose length disagrees with its components',
      jpegWith((b) => (b[SOF + 9] = 2)),
      corrupt('jpeg', 'frame'),
    ],
    ['a width of 0', jpegWith((b) => b.writeUInt16BE(0, SOF + 7)), corrupt('jpeg', 'dimensions')],
    [
      'a height of 0 (given later by DNL)',
      jpegWith((b) => b.writeUInt16BE(0, SOF + 5)),
      unsupported('jpeg', 'heightAfterScan'),
    ],
    ['12-bit samples', jpegWith((b) => (b[SOF + 4] = 12)), unsupported('jpeg', 'precision')],
    ['lossless (SOF3)', jpegWith((b) => (b[SOF + 1] = 0xc3)), unsupported('jpeg', 'lossless')],
    [
      'hierarchical (SOF5)',
      jpegWith((b) => (b[SOF + 1] = 0xc5)),
      unsupported('jpeg', 'hierarchical'),
    ],
    [
      'arithmetic coding (SOF9)',
      jpegWith((b) => (b[SOF + 1] = 0xc9)),
      unsupported('jpeg', 'arithmetic'),
    ],
    ['JPEG-LS (SOF55)', jpegWith((b) => (b[SOF + 1] = 0xf7)), unsupported('jpeg', 'lossless')],
  ]
  it.each(CASES)('%s', (_, bytes, expected) => {
    expect(inspect(bytes).findings).toEqual([expected])
  })

  it('a progressive frame (SOF2) is read like a baseline one', () => {
    const image = inspect(jpegWith((b) => (b[SOF + 1] = 0xc2))).image
    expect([image?.width, image?.height]).toEqual([180, 320])
  })

  it('fill bytes before a marker and a restart marker in a scan are not the end of it', () => {
    const sos = at.get(0xda)!
    const scanStart = sos + 2 + jpeg.readUInt16BE(sos + 2)
    const padded = Buffer.concat([
      jpeg.subarray(0, APP0),
      Buffer.from([0xff, 0xff, 0xff]), // fill before APP0's marker
      jpeg.subarray(APP0 + 1, scanStart + 10),
      Buffer.from([0xff, 0xd0]), // a restart marker inside the entropy-coded data
      jpeg.subarray(scanStart + 10),
    ])
    const image = inspect(padded).image!
    expect([image.width, image.height]).toEqual([180, 320])
    expect(Buffer.from(image.bytes).includes(Buffer.from([0xff, 0xd0]))).toBe(true)
  })
})

// --- WebP, chunk by chunk -------------------------------------------------------------------

const le32 = (n: number) => {
  const b = Buffer.alloc(4)
  b.writeUInt32LE(n >>> 0)
  return b
}
const webpChunk = (type: string, data: Uint8Array, size = data.length) =>
  Buffer.concat([Buffer.from(type, 'latin1'), le32(size), data, Buffer.alloc(data.length & 1)])
const riff = (body: Buffer, size = body.length + 4) =>
  Buffer.concat([Buffer.from('RIFF'), le32(size), Buffer.from('WEBP'), body])
function vp8x(flags: number, width: number, height: number): Buffer {
  const data = Buffer.alloc(10)
  data[0] = flags
  data.writeUIntLE(width - 1, 4, 3)
  data.writeUIntLE(height - 1, 7, 3)
  return webpChunk('VP8X', data)
}
const lossy = fixture('screenshot.webp') // RIFF, VP8
const vp8 = lossy.subarray(12, 12 + 8 + lossy.readUInt32LE(16))
const lossless = fixture('icon-lossless.webp') // RIFF, VP8L
const vp8l = lossless.subarray(12, 12 + 8 + lossless.readUInt32LE(16))
function vp8lSized(width: number, height: number): Buffer {
  const b = Buffer.from(vp8l)
  b.writeUInt32LE(((width - 1) | ((height - 1) << 14) | (1 << 28)) >>> 0, 9)
  return b
}

describe('WebP', () => {
  const CASES: [string, Buffer, unknown][] = [
    ['a RIFF size past the end', riff(vp8, vp8.length + 100), corrupt('webp', 'riffSize')],
    ['a RIFF size of 0xFFFFFFFF', riff(vp8, 0xffffffff), corrupt('webp', 'riffSize')],
    [
      'a RIFF size that cuts the image chunk',
      riff(vp8, vp8.length - 100),
      corrupt('webp', 'chunkPastEnd'),
    ],
    ['a RIFF size of 4 (no chunk)', riff(vp8, 4), corrupt('webp', 'imageMissing')],
    [
      'a chunk size past the RIFF',
      riff(webpChunk('VP8 ', vp8.subarray(8), 0xfffffff0)),
      corrupt('webp', 'chunkPastEnd'),
    ],
    [
      'a chunk header cut',
      riff(Buffer.concat([vp8x(0, 180, 320), vp8, Buffer.from('EXIF')])),
      corrupt('webp', 'truncated'),
    ],
    [
      '16777216 × 16777216 claimed (VP8X)',
      riff(Buffer.concat([vp8x(0, 1 << 24, 1 << 24), vp8])),
      tooMany(1 << 24, 1 << 24),
    ],
    ['16384 × 16384 claimed (VP8L)', riff(vp8lSized(16384, 16384)), tooMany(16384, 16384)],
    [
      'a canvas the image does not fill',
      riff(Buffer.concat([vp8x(0, 181, 320), vp8])),
      corrupt('webp', 'dimensions'),
    ],
    [
      'VP8X without an image',
      riff(Buffer.concat([vp8x(0, 180, 320), webpChunk('EXIF', Buffer.from('x'))])),
      corrupt('webp', 'imageMissing'),
    ],
    [
      'VP8X with two images',
      riff(Buffer.concat([vp8x(0, 180, 320), vp8, vp8])),
      corrupt('webp', 'imageTwice'),
    ],
    ['a VP8X of 4 bytes', riff(webpChunk('VP8X', Buffer.alloc(4))), corrupt('webp', 'vp8x')],
    [
      'an unknown first chunk',
      riff(Buffer.concat([webpChunk('ZZZZ', Buffer.alloc(4)), vp8])),
      corrupt('webp', 'imageMissing'),
    ],
    [
      'a VP8 that is not a key frame',
      riff(Buffer.concat([vp8.subarray(0, 8), Buffer.from([vp8[8]! | 1]), vp8.subarray(9)])),
      corrupt('webp', 'bitstream'),
    ],
    [
      'a VP8 without its start code',
      riff(Buffer.concat([vp8.subarray(0, 11), Buffer.from([0]), vp8.subarray(12)])),
      corrupt('webp', 'bitstream'),
    ],
    [
      'a VP8L without its signature',
      riff(Buffer.concat([vp8l.subarray(0, 8), Buffer.from([0]), vp8l.subarray(9)])),
      corrupt('webp', 'bitstream'),
    ],
    [
      'the animation flag',
      riff(Buffer.concat([vp8x(0x02, 180, 320), vp8])),
      unsupported('webp', 'animation'),
    ],
    [
      'an ANMF chunk',
      riff(
        Buffer.concat([
          vp8x(0, 180, 320),
          webpChunk('ANIM', Buffer.alloc(6)),
          webpChunk('ANMF', Buffer.alloc(16)),
        ]),
      ),
      unsupported('webp', 'animation'),
    ],
    ['RIFF and no more', Buffer.from('RIFF'), corrupt('webp', 'truncated')],
  ]
  it.each(CASES)('%s', (_, bytes, expected) => {
    expect(inspect(bytes).findings).toEqual([expected])
  })

  it('bytes past the RIFF size are left behind', () => {
    const bytes = Buffer.concat([riff(vp8), Buffer.from('tail')])
    const image = inspect(bytes).image!
    expect(Buffer.from(image.bytes).equals(riff(vp8))).toBe(true)
  })
})

// --- Any cut, any flipped byte --------------------------------------------------------------

describe('damage anywhere', () => {
  it.each(FIXTURES)('$name cut at every length short of its end is imageCorrupt', (f) => {
    const bytes = fixture(f.name)
    const end =
      bytes.subarray(-TRAILER.length).toString('latin1') === TRAILER
        ? bytes.length - TRAILER.length
        : bytes.length
    for (let length = 1; length < end; length++) {
      const { findings } = inspect(bytes.subarray(0, length))
      if (findings.length !== 1 || findings[0]!.reason !== 'imageCorrupt') {
        throw new Error(`${f.name} cut to ${length}: ${JSON.stringify(findings)}`)
      }
    }
  })

  it('random bytes changed in every fixture: findings from the list, never an exception', () => {
    let seed = 0x2545f491
    const random = () => {
      // xorshift32: the same damage on every run.
      seed ^= seed << 13
      seed ^= seed >>> 17
      seed ^= seed << 5
      return (seed >>> 0) / 0x100000000
    }
    const seen = new Set<string>()
    for (const f of FIXTURES) {
      const original = fixture(f.name)
      for (let round = 0; round < 300; round++) {
        const bytes = Buffer.from(original)
        const changes = 1 + Math.floor(random() * 4)
        // Most damage goes to the first 64 bytes, where the headers are.
        for (let i = 0; i < changes; i++) {
          const where = Math.floor(random() * (random() < 0.7 ? 64 : bytes.length))
          bytes[where] = Math.floor(random() * 256)
        }
        const { findings, image } = inspectImage(bytes, f.role, LIMITS)
        for (const finding of findings) {
          expect(IMAGE_FINDING_REASONS).toContain(finding.reason)
          seen.add(finding.reason)
        }
        if (image) expect(image.bytes.length).toBeLessThanOrEqual(bytes.length + 64)
      }
    }
    expect(seen).toContain('imageCorrupt')
  })
})

// --- Memory -------------------------------------------------------------------------------

describe('memory stays flat', () => {
  const HOSTILE: [string, Buffer][] = [
    ['PNG 2^31 - 1 square', png(ihdr(0x7fffffff, 0x7fffffff), good.idat, good.iend)],
    ['PNG chunk of 0xFFFFFFFF', png(good.ihdr, chunk('IDAT', [1], 0xffffffff))],
    [
      'JPEG 65535 square',
      jpegWith((b) => {
        b.writeUInt16BE(0xffff, SOF + 5)
        b.writeUInt16BE(0xffff, SOF + 7)
      }),
    ],
    ['WebP RIFF of 0xFFFFFFFF', riff(vp8, 0xffffffff)],
    ['WebP 2^24 square canvas', riff(Buffer.concat([vp8x(0, 1 << 24, 1 << 24), vp8]))],
  ]
  it.each(HOSTILE)('%s: no more than 1 MiB of buffers while inspecting', (_, bytes) => {
    const limits = { ...LIMITS, maxPixels: Number.MAX_SAFE_INTEGER }
    const before = process.memoryUsage()
    inspect(bytes, limits)
    const after = process.memoryUsage()
    expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(1024 * 1024)
    expect(after.heapUsed - before.heapUsed).toBeLessThan(16 * 1024 * 1024)
  })

  it('a 16 MiB PNG of text chunks: the copy made is the image, not the file', () => {
    const text = chunk('tEXt', Buffer.alloc(16 * 1024 * 1024, 0x61))
    const bytes = png(good.ihdr, text, good.idat, good.iend)
    const before = process.memoryUsage().arrayBuffers
    const image = inspect(bytes, { ...LIMITS, maxScreenshotBytes: bytes.length }).image!
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(1024 * 1024)
    expect(image.bytes.length).toBe(8 + good.ihdr.length + good.idat.length + good.iend.length)
  })

  it.each([
    [
      'PNG of 500 000 tiny kept chunks',
      png(
        good.ihdr,
        Buffer.concat(Array<Buffer>(500_000).fill(chunk('sRGB', [0]))),
        good.idat,
        good.iend,
      ),
    ],
    [
      'JPEG of 500 000 DRI segments between comments',
      Buffer.concat([
        jpeg.subarray(0, SOF),
        Buffer.concat(
          Array<Buffer>(500_000).fill(Buffer.from([0xff, 0xdd, 0, 4, 0, 0, 0xff, 0xfe, 0, 2])),
        ),
        jpeg.subarray(SOF),
      ]),
    ],
    [
      'WebP of 500 000 empty chunks',
      riff(
        Buffer.concat([
          vp8x(0, 180, 320),
          Buffer.concat(Array<Buffer>(500_000).fill(webpChunk('ZZZZ', Buffer.alloc(0)))),
          vp8,
        ]),
      ),
    ],
  ])('%s: memory is the copy, not a record per chunk', (_, bytes) => {
    const limits = { ...LIMITS, maxScreenshotBytes: bytes.length }
    const before = process.memoryUsage()
    const { image } = inspect(bytes, limits)
    const after = process.memoryUsage()
    expect(image).toBeDefined()
    expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(image!.bytes.length + 1024 * 1024)
    expect(after.heapUsed - before.heapUsed).toBeLessThan(16 * 1024 * 1024)
  })
})
