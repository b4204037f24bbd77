import { ascii, hasAscii, u16le, u24le, u32le, u8, type Rewrite } from './bytes.ts'
import { corrupt, fail, pixelsFinding, unsupported, type ParseResult } from './findings.ts'

/**
 * WebP: a RIFF file whose size is checked against the bytes there are, then its chunks by their
 * lengths. Simple files (one VP8 or VP8L chunk) are rewritten as that chunk alone; extended ones
 * (VP8X) keep ICCP, ALPH and the image chunk, and lose EXIF, XMP and unknown chunks, with VP8X's
 * EXIF and XMP flags cleared and the RIFF size set to what is left. Animated files are refused.
 *
 * Browsers do not turn a WebP by its EXIF Orientation, so dropping the EXIF changes nothing shown.
 */

// VP8X's flags (WebP container specification, "Extended file format").
const ICC = 0x20
const EXIF = 0x08
const XMP = 0x04
const ANIMATION = 0x02

const RIFF_HEADER = Uint8Array.of(0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50)

interface Chunk {
  type: string
  /** Where its header starts. */
  at: number
  data: Uint8Array
  /** Where the next chunk starts (after the pad byte of an odd size). */
  end: number
}

export function parseWebp(bytes: Uint8Array, maxPixels: number, out: Rewrite): ParseResult {
  const bad = (problem: string, offset?: number) => fail(corrupt('webp', problem, offset))
  if (bytes.length < 20 || !hasAscii(bytes, 0, 'RIFF') || !hasAscii(bytes, 8, 'WEBP')) {
    return bad('truncated')
  }
  // The RIFF size covers everything after itself. More than there is: cut or lying. Less: the
  // bytes after it are not part of the file, and the rewrite leaves them behind.
  const riffEnd = 8 + u32le(bytes, 4)
  if (riffEnd > bytes.length) return bad('riffSize', 4)

  /** The chunk at `at`, or the finding that there is none whole before the RIFF's end. */
  const chunkAt = (at: number): Chunk | ParseResult => {
    if (at + 8 > riffEnd) return at >= riffEnd ? bad('imageMissing', at) : bad('truncated', at)
    const size = u32le(bytes, at + 4)
    // Chunks are padded to an even size; the pad byte is inside the RIFF size.
    const end = at + 8 + size + (size & 1)
    if (end > riffEnd) return bad('chunkPastEnd', at)
    return { type: ascii(bytes, at, 4), at, data: bytes.subarray(at + 8, at + 8 + size), end }
  }
  const whole = (chunk: Chunk) => bytes.subarray(chunk.at, chunk.end)

  const head = chunkAt(12)
  if ('ok' in head) return head
  out.add(RIFF_HEADER)

  if (head.type === 'VP8 ' || head.type === 'VP8L') {
    const size = bitstreamSize(head)
    if (!size) return bad('bitstream', head.at)
    const tooMany = pixelsFinding(size.width, size.height, maxPixels)
    if (tooMany) return fail(tooMany)
    // A simple file is its one image chunk: a decoder reads nothing after it.
    out.add(whole(head))
    setRiffSize(out)
    return { ok: true, ...size }
  }
  if (head.type !== 'VP8X') return bad('imageMissing', head.at)

  if (head.data.length < 10) return bad('vp8x', head.at)
  const flags = u8(head.data, 0)
  const width = u24le(head.data, 4) + 1
  const height = u24le(head.data, 7) + 1
  const tooMany = pixelsFinding(width, height, maxPixels)
  if (tooMany) return fail(tooMany)
  if (flags & ANIMATION) return fail(unsupported('webp', 'animation'))
  // VP8X as it was but 10 bytes long, its flags set once the chunks after it are known.
  const vp8xAt = out.length
  out.add(bytes.subarray(head.at, head.at + 8 + 10))
  out.patch(vp8xAt + 4, Uint8Array.of(10, 0, 0, 0))
  let image: Chunk | undefined
  let icc = false
  for (let at = head.end; at < riffEnd;) {
    const chunk = chunkAt(at)
    if ('ok' in chunk) return chunk
    at = chunk.end
    switch (chunk.type) {
      case 'ANIM':
      case 'ANMF':
        return fail(unsupported('webp', 'animation'))
      case 'VP8 ':
      case 'VP8L':
        if (image) return bad('imageTwice', chunk.at)
        image = chunk
        out.add(whole(chunk))
        break
      case 'ICCP':
        if (image || icc) return bad('chunkOrder', chunk.at)
        icc = true
        out.add(whole(chunk))
        break
      case 'ALPH':
        if (image) return bad('chunkOrder', chunk.at)
        out.add(whole(chunk))
        break
      case 'VP8X':
        return bad('chunkOrder', chunk.at)
      // EXIF, XMP and unknown chunks are dropped.
    }
  }
  if (!image) return bad('imageMissing', head.at)
  const size = bitstreamSize(image)
  if (!size) return bad('bitstream', image.at)
  // A still image fills the canvas exactly; a decoder refuses any other size.
  if (size.width !== width || size.height !== height) return bad('dimensions', image.at)
  out.patch(vp8xAt + 8, Uint8Array.of((flags & ~(EXIF | XMP | ICC)) | (icc ? ICC : 0)))
  setRiffSize(out)
  return { ok: true, width, height }
}

function setRiffSize(out: Rewrite): void {
  const size = out.length - 8
  out.patch(4, Uint8Array.of(size & 0xff, (size >>> 8) & 0xff, (size >>> 16) & 0xff, size >>> 24))
}

/** The size a VP8 (lossy) or VP8L (lossless) bitstream declares; undefined when malformed. */
function bitstreamSize(chunk: Chunk): { width: number; height: number } | undefined {
  const data = chunk.data
  if (chunk.type === 'VP8 ') {
    // Frame tag (3 bytes: key frame bit, version, show bit, first partition size), start code
    // 9D 01 2A, then 14-bit width and height (the top 2 bits are scaling hints).
    if (data.length < 10) return undefined
    const tag = u24le(data, 0)
    const keyFrame = (tag & 1) === 0
    const firstPartition = tag >>> 5
    if (!keyFrame || u8(data, 3) !== 0x9d || u8(data, 4) !== 0x01 || u8(data, 5) !== 0x2a) {
      return undefined
    }
    if (firstPartition > data.length - 10) return undefined
    const width = u16le(data, 6) & 0x3fff
    const height = u16le(data, 8) & 0x3fff
    return width && height ? { width, height } : undefined
  }
  // VP8L: signature 0x2F, then 14 bits width - 1, 14 bits height - 1, alpha bit, 3-bit version 0.
  if (chunk.type !== 'VP8L' || data.length < 5 || u8(data, 0) !== 0x2f) return undefined
  const bits = u32le(data, 1)
  if (bits >>> 29 !== 0) return undefined
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
}
