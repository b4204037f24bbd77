import { createHash } from 'node:crypto'
import { crc32, inflateRawSync } from 'node:zlib'
import { finding, type Finding, type PackageLimits } from './findings.ts'

/**
 * A zip archive read the way the quick-app runtime reads a package: the End of Central Directory
 * found from the end with its comment length exact (hapjs `ZipUtils`), the central directory
 * right before it, and every entry's local header checked against its central record, because the
 * runtime extracts with `ZipInputStream` (local headers, in file order) while the signature
 * checks read the central directory: a package must not say one thing to one and another to the
 * other. Sizes the archive declares are only compared, never used to size a buffer.
 */

export interface ZipEntry {
  name: string
  method: number
  flags: number
  crc32: number
  compressedSize: number
  /** What the archive claims; checked against what inflating really gives. */
  declaredSize: number
  localHeaderOffset: number
  dataOffset: number
  isDirectory: boolean
}

export interface ZipArchive {
  /** Central directory order. */
  entries: ZipEntry[]
  eocdOffset: number
  centralDirOffset: number
  centralDirSize: number
}

const EOCD_SIGNATURE = 0x06054b50
const EOCD_MIN_SIZE = 22
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50
const CENTRAL_SIGNATURE = 0x02014b50
const LOCAL_SIGNATURE = 0x04034b50
const METHOD_STORED = 0
const METHOD_DEFLATE = 8
const FLAG_ENCRYPTED = 0x1
const FLAG_DATA_DESCRIPTOR = 0x8
/** Entries this small are not held to the compression ratio: a short file of spaces may well be. */
export const RATIO_FLOOR_BYTES = 64 * 1024

const utf8 = new TextDecoder('utf-8', { fatal: true })

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

/** The EOCD's offset, or -1: searched from the end for a record whose comment ends the file. */
export function findEocd(bytes: Buffer): number {
  if (bytes.length < EOCD_MIN_SIZE) return -1
  const maxComment = Math.min(bytes.length - EOCD_MIN_SIZE, 0xffff)
  for (let comment = 0; comment <= maxComment; comment++) {
    const at = bytes.length - EOCD_MIN_SIZE - comment
    if (bytes.readUInt32LE(at) === EOCD_SIGNATURE && bytes.readUInt16LE(at + 20) === comment) {
      return at
    }
  }
  return -1
}

/** Why a name could write outside the folder it is extracted to, or undefined. */
export function escapeCause(name: string): string | undefined {
  if (name.includes('\\')) return 'backslash'
  if (name.startsWith('/')) return 'absolute'
  if (/^[A-Za-z]:/.test(name)) return 'drive letter'
  if (name.split('/').some((segment) => segment === '..')) return 'parent segment'
  return undefined
}

function invalidCause(name: string): string | undefined {
  if (name === '') return 'empty'
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'control character'
  if (name.split('/').some((segment, i, all) => segment === '' && i < all.length - 1)) {
    return 'empty segment'
  }
  if (name.split('/').some((segment) => segment === '.')) return 'dot segment'
  return undefined
}

/**
 * Reads the archive's structure (no entry is inflated). Returns the archive when it can be read
 * at all, with a finding for each entry that breaks a rule; without an archive, the findings say
 * why it could not be read.
 */
export function readZip(
  input: Uint8Array,
  limits: Pick<PackageLimits, 'maxEntries'>,
): { archive?: ZipArchive; findings: Finding[] } {
  const bytes = asBuffer(input)
  const findings: Finding[] = []
  const eocdOffset = findEocd(bytes)
  if (eocdOffset < 0)
    return { findings: [finding('notZip', { cause: 'no end of central directory' })] }

  if (eocdOffset >= 20 && bytes.readUInt32LE(eocdOffset - 20) === ZIP64_LOCATOR_SIGNATURE) {
    return { findings: [finding('zipUnsupported', { feature: 'zip64' })] }
  }
  const disk = bytes.readUInt16LE(eocdOffset + 4)
  const cdDisk = bytes.readUInt16LE(eocdOffset + 6)
  const entriesOnDisk = bytes.readUInt16LE(eocdOffset + 8)
  const totalEntries = bytes.readUInt16LE(eocdOffset + 10)
  const centralDirSize = bytes.readUInt32LE(eocdOffset + 12)
  const centralDirOffset = bytes.readUInt32LE(eocdOffset + 16)
  if (disk !== 0 || cdDisk !== 0 || entriesOnDisk !== totalEntries) {
    return { findings: [finding('zipUnsupported', { feature: 'multiple disks' })] }
  }
  if (centralDirOffset + centralDirSize !== eocdOffset) {
    return {
      findings: [finding('notZip', { cause: 'central directory does not end at its end record' })],
    }
  }
  if (totalEntries > limits.maxEntries) {
    return {
      findings: [finding('tooManyEntries', { entries: totalEntries, max: limits.maxEntries })],
    }
  }

  const entries: ZipEntry[] = []
  const seen = new Set<string>()
  let at = centralDirOffset
  for (let i = 0; i < totalEntries; i++) {
    if (at + 46 > eocdOffset || bytes.readUInt32LE(at) !== CENTRAL_SIGNATURE) {
      return { findings: [finding('notZip', { cause: 'central directory record unreadable' })] }
    }
    const flags = bytes.readUInt16LE(at + 8)
    const method = bytes.readUInt16LE(at + 10)
    const crc = bytes.readUInt32LE(at + 16)
    const compressedSize = bytes.readUInt32LE(at + 20)
    const declaredSize = bytes.readUInt32LE(at + 24)
    const nameLength = bytes.readUInt16LE(at + 28)
    const extraLength = bytes.readUInt16LE(at + 30)
    const commentLength = bytes.readUInt16LE(at + 32)
    const localHeaderOffset = bytes.readUInt32LE(at + 42)
    const next = at + 46 + nameLength + extraLength + commentLength
    if (next > eocdOffset) {
      return { findings: [finding('notZip', { cause: 'central directory record unreadable' })] }
    }
    const rawName = bytes.subarray(at + 46, at + 46 + nameLength)
    at = next

    let name: string
    try {
      name = utf8.decode(rawName)
    } catch {
      findings.push(
        finding('pathInvalid', { path: rawName.toString('latin1'), cause: 'not UTF-8' }),
      )
      continue
    }
    const escapes = escapeCause(name)
    if (escapes) {
      findings.push(finding('pathEscapes', { path: name, cause: escapes }))
      continue
    }
    const invalid = invalidCause(name)
    if (invalid) {
      findings.push(finding('pathInvalid', { path: name, cause: invalid }))
      continue
    }
    if (seen.has(name)) {
      findings.push(finding('duplicateEntry', { path: name }))
      continue
    }
    seen.add(name)
    if (flags & FLAG_ENCRYPTED) {
      findings.push(finding('zipUnsupported', { feature: 'encryption', path: name }))
      continue
    }
    if (method !== METHOD_STORED && method !== METHOD_DEFLATE) {
      findings.push(
        finding('zipUnsupported', { feature: `compression method ${method}`, path: name }),
      )
      continue
    }
    if (
      compressedSize === 0xffffffff ||
      declaredSize === 0xffffffff ||
      localHeaderOffset === 0xffffffff
    ) {
      findings.push(finding('zipUnsupported', { feature: 'zip64', path: name }))
      continue
    }

    // The local header: the runtime extracts by it.
    const local = localHeaderOffset
    if (local + 30 > centralDirOffset || bytes.readUInt32LE(local) !== LOCAL_SIGNATURE) {
      findings.push(finding('entryCorrupt', { path: name, cause: 'local header missing' }))
      continue
    }
    const localFlags = bytes.readUInt16LE(local + 6)
    const localNameLength = bytes.readUInt16LE(local + 26)
    const localExtraLength = bytes.readUInt16LE(local + 28)
    const dataOffset = local + 30 + localNameLength + localExtraLength
    const sameSizes =
      localFlags & FLAG_DATA_DESCRIPTOR ||
      (bytes.readUInt32LE(local + 14) === crc &&
        bytes.readUInt32LE(local + 18) === compressedSize &&
        bytes.readUInt32LE(local + 22) === declaredSize)
    if (
      dataOffset > centralDirOffset ||
      !bytes.subarray(local + 30, local + 30 + localNameLength).equals(rawName) ||
      bytes.readUInt16LE(local + 8) !== method ||
      !sameSizes
    ) {
      findings.push(
        finding('entryCorrupt', { path: name, cause: 'local header differs from central record' }),
      )
      continue
    }
    if (dataOffset + compressedSize > centralDirOffset) {
      findings.push(finding('entryCorrupt', { path: name, cause: 'data runs past the entries' }))
      continue
    }
    entries.push({
      name,
      method,
      flags,
      crc32: crc,
      compressedSize,
      declaredSize,
      localHeaderOffset,
      dataOffset,
      isDirectory: name.endsWith('/'),
    })
  }
  if (at !== eocdOffset) {
    return { findings: [finding('notZip', { cause: 'central directory size is wrong' })] }
  }

  // Entries that share bytes are how a small archive claims many large files.
  const byOffset = [...entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset)
  for (let i = 1; i < byOffset.length; i++) {
    const before = byOffset[i - 1]!
    const entry = byOffset[i]!
    if (entry.localHeaderOffset < before.dataOffset + before.compressedSize) {
      findings.push(finding('entriesOverlap', { path: entry.name, with: before.name }))
    }
  }

  return { archive: { entries, eocdOffset, centralDirOffset, centralDirSize }, findings }
}

/** Bytes that may still be inflated, shared by everything one inspection reads. */
export class InflateBudget {
  remaining: number
  readonly total: number
  exhausted = false
  constructor(total: number) {
    this.total = total
    this.remaining = total
  }
}

export interface InflatedFile {
  sha256: Buffer
  /** For a digest list that names SHA-512 (the runtime accepts it; hap-toolkit writes SHA-256). */
  sha512: Buffer
  size: number
  /** Only for the names asked to be kept. */
  data?: Buffer
}

/**
 * Inflates every file entry within the budget and the compression ratio, checks its size and
 * CRC-32, and hashes it; keeps the contents only of the names `keep` asks for. An entry that
 * breaks a cap is not read further, and once the budget is spent nothing more is inflated.
 */
export function inflateEntries(
  input: Uint8Array,
  archive: ZipArchive,
  limits: Pick<PackageLimits, 'maxCompressionRatio' | 'maxUncompressedBytes'>,
  budget: InflateBudget,
  options: { keep: (name: string) => boolean },
): { files: Map<string, InflatedFile>; findings: Finding[] } {
  const bytes = asBuffer(input)
  const files = new Map<string, InflatedFile>()
  const findings: Finding[] = []
  const fileEntries = archive.entries.filter((entry) => !entry.isDirectory)

  // What the archive declares is checked first, so that a bomb that says what it is costs
  // nothing; what it does not say is caught while inflating.
  let tooLarge = false
  const declaredTotal = fileEntries.reduce((sum, entry) => sum + entry.declaredSize, 0)
  if (declaredTotal > budget.remaining) {
    tooLarge = true
    findings.push(
      finding('uncompressedTooLarge', {
        declared: declaredTotal,
        max: limits.maxUncompressedBytes,
      }),
    )
  }

  for (const entry of fileEntries) {
    if (budget.exhausted) break
    const ratioCap = Math.max(entry.compressedSize * limits.maxCompressionRatio, RATIO_FLOOR_BYTES)
    if (entry.declaredSize > ratioCap) {
      findings.push(ratioFinding(entry, limits))
      continue
    }
    if (entry.declaredSize > budget.remaining) continue // reported above
    const compressed = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize)
    const cap = Math.min(ratioCap, budget.remaining)
    let data: Buffer | undefined
    if (entry.method === METHOD_STORED) {
      data = compressed.length <= cap ? compressed : undefined
    } else {
      try {
        // The output stops growing at the cap whatever the entry claims: a bomb costs at most
        // the cap in memory and the time to inflate that much.
        data = inflateRawSync(compressed, { maxOutputLength: Math.max(1, cap) })
      } catch (error) {
        if ((error as { code?: string }).code !== 'ERR_BUFFER_TOO_LARGE') {
          findings.push(finding('entryCorrupt', { path: entry.name, cause: 'does not inflate' }))
          continue
        }
      }
    }
    if (data === undefined || data.length > cap) {
      if (cap === ratioCap) {
        findings.push(ratioFinding(entry, limits))
        continue
      }
      budget.exhausted = true
      if (!tooLarge) {
        findings.push(
          finding('uncompressedTooLarge', { path: entry.name, max: limits.maxUncompressedBytes }),
        )
      }
      break
    }
    budget.remaining -= data.length
    if (data.length !== entry.declaredSize) {
      findings.push(finding('entryCorrupt', { path: entry.name, cause: 'size differs' }))
      continue
    }
    if (crc32(data) !== entry.crc32) {
      findings.push(finding('entryCorrupt', { path: entry.name, cause: 'CRC-32 differs' }))
      continue
    }
    files.set(entry.name, {
      sha256: createHash('sha256').update(data).digest(),
      sha512: createHash('sha512').update(data).digest(),
      size: data.length,
      data: options.keep(entry.name) ? Buffer.from(data) : undefined,
    })
  }
  return { files, findings }
}

function ratioFinding(
  entry: ZipEntry,
  limits: Pick<PackageLimits, 'maxCompressionRatio'>,
): Finding {
  return finding('compressionRatio', {
    path: entry.name,
    compressed: entry.compressedSize,
    max: limits.maxCompressionRatio,
  })
}
