/**
 * Bounds-unchecked readers over the upload's bytes: every caller checks the range first, so that
 * a hostile length becomes a finding and never an out-of-range read.
 */

export const u8 = (b: Uint8Array, at: number): number => b[at] ?? 0

export const u16be = (b: Uint8Array, at: number): number => (u8(b, at) << 8) | u8(b, at + 1)

export const u16le = (b: Uint8Array, at: number): number => u8(b, at) | (u8(b, at + 1) << 8)

export const u24le = (b: Uint8Array, at: number): number => u16le(b, at) | (u8(b, at + 2) << 16)

// `>>> 0` keeps the top bit a magnitude: a length of 0xFFFFFFFF stays 4 GiB, not -1.
export const u32be = (b: Uint8Array, at: number): number =>
  ((u8(b, at) << 24) | (u8(b, at + 1) << 16) | (u8(b, at + 2) << 8) | u8(b, at + 3)) >>> 0

export const u32le = (b: Uint8Array, at: number): number =>
  (u16le(b, at) | (u8(b, at + 2) << 16) | (u8(b, at + 3) << 24)) >>> 0

/** Whether `b` holds `text`'s bytes (Latin-1) at `at`. */
export function hasAscii(b: Uint8Array, at: number, text: string): boolean {
  if (at < 0 || at + text.length > b.length) return false
  for (let i = 0; i < text.length; i++) if (b[at + i] !== text.charCodeAt(i)) return false
  return true
}

export function ascii(b: Uint8Array, at: number, length: number): string {
  let text = ''
  for (let i = at; i < at + length && i < b.length; i++) text += String.fromCharCode(u8(b, i))
  return text
}

export function writeU32be(b: Uint8Array, at: number, value: number): void {
  b[at] = value >>> 24
  b[at + 1] = (value >>> 16) & 0xff
  b[at + 2] = (value >>> 8) & 0xff
  b[at + 3] = value & 0xff
}

/**
 * The rewritten file, made in two passes of the same parser: the first only counts the bytes it
 * would write, the second writes them into an array of exactly that size. Memory is the output
 * and nothing per chunk or segment, however many tiny ones a file holds.
 */
export class Rewrite {
  length = 0
  readonly #out: Uint8Array | undefined

  /** Without a size it counts; with the count of a first pass it writes. */
  constructor(size?: number) {
    this.#out = size === undefined ? undefined : new Uint8Array(size)
  }

  add(part: Uint8Array): void {
    this.#out?.set(part, this.length)
    this.length += part.length
  }

  /** Sets bytes already written (a size known only at the end). */
  patch(at: number, part: Uint8Array): void {
    this.#out?.set(part, at)
  }

  get bytes(): Uint8Array {
    return this.#out ?? new Uint8Array(0)
  }
}
