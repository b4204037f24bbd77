import {
  constants,
  createHash,
  createPublicKey,
  verify as verifySignatureBytes,
  X509Certificate,
  type KeyObject,
} from 'node:crypto'
import { crc32 } from 'node:zlib'
import { finding, type Finding } from './findings.ts'
import type { InflatedFile, ZipArchive } from './zip-reader.ts'

/**
 * The RPK signing block, verified as the hapjs runtime does (`org.hapjs.cache.utils`
 * `SignatureVerifier` and `FileListSignatureVerifier`, an adaptation of Android's APK Signature
 * Scheme v2 verifier) and as `@hap-toolkit/packager` writes it (`lib/signature/algorithm`).
 *
 * Layout, all little-endian, between the last entry and the central directory:
 *   u64 size, pairs (u64 length, u32 id, value), u64 size again, 16 bytes "RPK Sig Block 42".
 * Pair 0x01000101 (or 0x01000102, the same with 1 MiB chunks) is APK v2's signer sequence:
 * signed data (digests, certificates, additional attributes), signatures, public key. Its digest
 * covers three sections: the bytes before the block, the central directory, and the end record
 * with its central-directory offset read as the block's offset. The packager digests each section
 * as one chunk (0x01000101); APK v2 uses 1 MiB chunks (0x01000102 here).
 * Pair 0x01000201 lists a SHA-256 per file (keyed by the CRC-32 of its name) and is signed with
 * the same key; the runtime reads it only for platform-signed split packages.
 */

const MAGIC = Buffer.from('RPK Sig Block 42', 'latin1')
const BLOCK_MIN_SIZE = 32
const INT_MAX = 0x7fffffff
const BLOCK_SIGNATURE = 0x01000101
const BLOCK_SIGNATURE_SMALL_CHUNK = 0x01000102
const BLOCK_FILE_LIST = 0x01000201
const BLOCK_PLATFORM_SIGNATURE = 0x02000101
const BLOCK_PLATFORM_SIGNATURE_SMALL_CHUNK = 0x02000102
const SMALL_CHUNK_BYTES = 1024 * 1024

type DigestName = 'sha256' | 'sha512'

interface SignatureAlgorithm {
  digest: DigestName
  keyType: 'rsa' | 'ec' | 'dsa'
  pssSaltLength?: number
}

/** The algorithms the runtime accepts (`isSupportedSignatureAlgorithm`). */
const ALGORITHMS = new Map<number, SignatureAlgorithm>([
  [0x0101, { digest: 'sha256', keyType: 'rsa', pssSaltLength: 32 }],
  [0x0102, { digest: 'sha512', keyType: 'rsa', pssSaltLength: 64 }],
  [0x0103, { digest: 'sha256', keyType: 'rsa' }],
  [0x0104, { digest: 'sha512', keyType: 'rsa' }],
  [0x0201, { digest: 'sha256', keyType: 'ec' }],
  [0x0202, { digest: 'sha512', keyType: 'ec' }],
  [0x0301, { digest: 'sha256', keyType: 'dsa' }],
])

class MalformedBlock extends Error {}

/** A read position over a slice, every read bounds-checked like the runtime's ByteBuffers. */
class Reader {
  private readonly bytes: Buffer
  private at = 0
  constructor(bytes: Buffer) {
    this.bytes = bytes
  }
  get remaining(): number {
    return this.bytes.length - this.at
  }
  int(): number {
    if (this.remaining < 4) throw new MalformedBlock('truncated')
    const value = this.bytes.readInt32LE(this.at)
    this.at += 4
    return value
  }
  bytesOf(length: number): Buffer {
    if (length < 0 || length > this.remaining) throw new MalformedBlock('length out of range')
    const slice = this.bytes.subarray(this.at, this.at + length)
    this.at += length
    return slice
  }
  /** `getLengthPrefixedSlice` / `readLengthPrefixedByteArray`: a u32 length, then the bytes. */
  lengthPrefixed(): Buffer {
    return this.bytesOf(this.int())
  }
  /** `readShortLengthPrefixedByteArray`: a signed 16-bit length. */
  shortLengthPrefixed(): Buffer {
    if (this.remaining < 2) throw new MalformedBlock('truncated')
    const length = this.bytes.readInt16LE(this.at)
    this.at += 2
    return this.bytesOf(length)
  }
}

export interface FileDigestList {
  digest: DigestName
  /** CRC-32 of a name (unsigned) -> the digests listed under it. */
  digests: Map<number, Buffer[]>
}

export interface SignatureCheck {
  findings: Finding[]
  /** The first signer's first certificate (what the runtime stores and compares), DER. */
  certificate?: Buffer
  /** The per-file digest list, when present and its signature verified. */
  fileList?: FileDigestList
}

/** Verifies the signing block of an archive `readZip` has read. */
export function verifySignature(input: Uint8Array, archive: ZipArchive): SignatureCheck {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength)
  const located = findSigningBlock(bytes, archive.centralDirOffset)
  if ('missing' in located) {
    return { findings: [finding('signatureMissing', { cause: located.missing })] }
  }
  let pairs: Map<number, Buffer>
  try {
    pairs = readPairs(located.block)
  } catch (error) {
    return { findings: [finding('signatureMissing', { cause: (error as Error).message })] }
  }

  const smallChunk = pairs.has(BLOCK_SIGNATURE_SMALL_CHUNK)
  const value = pairs.get(smallChunk ? BLOCK_SIGNATURE_SMALL_CHUNK : BLOCK_SIGNATURE)
  if (!value) {
    if (pairs.has(BLOCK_PLATFORM_SIGNATURE) || pairs.has(BLOCK_PLATFORM_SIGNATURE_SMALL_CHUNK)) {
      // The open-source runtime refuses every platform signature.
      return { findings: [finding('signatureInvalid', { cause: 'platform signature' })] }
    }
    return {
      findings: [finding('signatureMissing', { cause: 'no signature in the signing block' })],
    }
  }

  let signers: { certificates: Buffer[]; digests: Map<DigestName, Buffer> }
  try {
    signers = verifySigners(value)
  } catch (error) {
    if (error instanceof MalformedBlock || error instanceof SignatureFailure) {
      return { findings: [finding('signatureInvalid', { cause: error.message })] }
    }
    throw error
  }

  const findings: Finding[] = []
  const sections = {
    beforeBlock: bytes.subarray(0, located.offset),
    centralDir: bytes.subarray(archive.centralDirOffset, archive.eocdOffset),
    eocd: Buffer.from(bytes.subarray(archive.eocdOffset)),
  }
  // The end record is digested as if it pointed at the signing block, which did not exist yet
  // when the digest was made.
  sections.eocd.writeUInt32LE(located.offset, 16)
  for (const [digest, expected] of signers.digests) {
    const actual = contentDigest(
      digest,
      [sections.beforeBlock, sections.centralDir, sections.eocd],
      {
        chunkBytes: smallChunk ? SMALL_CHUNK_BYTES : INT_MAX,
      },
    )
    if (!actual.equals(expected)) findings.push(finding('digestMismatch', { part: 'archive' }))
  }

  const certificate = signers.certificates[0]!
  const result: SignatureCheck = { findings, certificate }
  const fileListValue = pairs.get(BLOCK_FILE_LIST)
  if (fileListValue) {
    try {
      result.fileList = readFileList(fileListValue, certificate)
    } catch (error) {
      if (error instanceof MalformedBlock || error instanceof SignatureFailure) {
        findings.push(finding('signatureInvalid', { block: 'file list', cause: error.message }))
      } else {
        throw error
      }
    }
  }
  return result
}

function findSigningBlock(
  bytes: Buffer,
  centralDirOffset: number,
): { block: Buffer; offset: number } | { missing: string } {
  if (centralDirOffset < BLOCK_MIN_SIZE) return { missing: 'no signing block' }
  const footer = bytes.subarray(centralDirOffset - 24, centralDirOffset)
  if (!footer.subarray(8).equals(MAGIC)) return { missing: 'no signing block' }
  const size = footer.readBigUInt64LE(0)
  if (size < 24n || size > BigInt(INT_MAX - 8))
    return { missing: 'signing block size out of range' }
  const total = Number(size) + 8
  const offset = centralDirOffset - total
  if (offset < 0) return { missing: 'signing block size out of range' }
  const block = bytes.subarray(offset, centralDirOffset)
  if (block.readBigUInt64LE(0) !== size) return { missing: 'signing block sizes differ' }
  return { block, offset }
}

/** `findKeyValuePairs`: a later pair with the same id replaces an earlier one, as in a HashMap. */
function readPairs(block: Buffer): Map<number, Buffer> {
  const pairs = block.subarray(8, block.length - 24)
  const map = new Map<number, Buffer>()
  let at = 0
  while (at < pairs.length) {
    if (pairs.length - at < 8) throw new Error('signing block entry truncated')
    const length = pairs.readBigUInt64LE(at)
    at += 8
    if (length < 4n || length > BigInt(INT_MAX) || Number(length) > pairs.length - at) {
      throw new Error('signing block entry size out of range')
    }
    const id = pairs.readInt32LE(at) >>> 0
    map.set(id, pairs.subarray(at + 4, at + Number(length)))
    at += Number(length)
  }
  return map
}

class SignatureFailure extends Error {}

/** `verify` and `verifySigner`: every signer must verify and agree on the content digests. */
function verifySigners(value: Buffer): {
  certificates: Buffer[]
  digests: Map<DigestName, Buffer>
} {
  const signers = new Reader(new Reader(value).lengthPrefixed())
  const digests = new Map<DigestName, Buffer>()
  let first: Buffer[] | undefined
  let count = 0
  while (signers.remaining > 0) {
    count++
    const { certificates, digest, contentDigest } = verifySigner(signers.lengthPrefixed())
    const previous = digests.get(digest)
    if (previous && !previous.equals(contentDigest)) {
      throw new SignatureFailure('signers disagree on the content digest')
    }
    digests.set(digest, contentDigest)
    first ??= certificates
  }
  if (count < 1 || !first) throw new SignatureFailure('no signers')
  return { certificates: first, digests }
}

function verifySigner(signerBytes: Buffer): {
  certificates: Buffer[]
  digest: DigestName
  contentDigest: Buffer
} {
  const signer = new Reader(signerBytes)
  const signedData = signer.lengthPrefixed()
  const signatures = new Reader(signer.lengthPrefixed())
  const publicKeyBytes = signer.lengthPrefixed()

  const signatureAlgorithms: number[] = []
  let best: { id: number; algorithm: SignatureAlgorithm; signature: Buffer } | undefined
  while (signatures.remaining > 0) {
    const record = new Reader(signatures.lengthPrefixed())
    if (record.remaining < 8) throw new SignatureFailure('signature record too short')
    const id = record.int()
    signatureAlgorithms.push(id)
    const algorithm = ALGORITHMS.get(id)
    if (!algorithm) continue
    // A stronger digest wins; of equal ones, the first.
    if (!best || (algorithm.digest === 'sha512' && best.algorithm.digest === 'sha256')) {
      best = { id, algorithm, signature: record.lengthPrefixed() }
    }
  }
  if (!best) {
    throw new SignatureFailure(
      signatureAlgorithms.length ? 'no supported signature algorithm' : 'no signatures',
    )
  }

  const key = publicKeyOf(publicKeyBytes, best.algorithm)
  if (!verifyWith(best.algorithm, key, signedData, best.signature)) {
    throw new SignatureFailure('signature does not verify')
  }

  const data = new Reader(signedData)
  const digestRecords = new Reader(data.lengthPrefixed())
  const digestAlgorithms: number[] = []
  let contentDigest: Buffer | undefined
  while (digestRecords.remaining > 0) {
    const record = new Reader(digestRecords.lengthPrefixed())
    if (record.remaining < 8) throw new MalformedBlock('digest record too short')
    const id = record.int()
    digestAlgorithms.push(id)
    if (id === best.id) contentDigest = Buffer.from(record.lengthPrefixed())
  }
  if (digestAlgorithms.join() !== signatureAlgorithms.join()) {
    throw new SignatureFailure('signature and digest algorithms differ')
  }
  if (!contentDigest) throw new SignatureFailure('no digest for the signature algorithm')

  const certificateRecords = new Reader(data.lengthPrefixed())
  const certificates: Buffer[] = []
  while (certificateRecords.remaining > 0) {
    certificates.push(Buffer.from(certificateRecords.lengthPrefixed()))
  }
  if (certificates.length === 0) throw new SignatureFailure('no certificates')
  let main: X509Certificate
  try {
    main = new X509Certificate(certificates[0]!)
  } catch {
    throw new SignatureFailure('certificate unreadable')
  }
  const certificateKey = main.publicKey.export({ type: 'spki', format: 'der' })
  if (!certificateKey.equals(publicKeyBytes)) {
    throw new SignatureFailure('public key differs from the certificate')
  }
  return { certificates, digest: best.algorithm.digest, contentDigest }
}

function publicKeyOf(spki: Buffer, algorithm: SignatureAlgorithm): KeyObject {
  let key: KeyObject
  try {
    key = createPublicKey({ key: spki, format: 'der', type: 'spki' })
  } catch {
    throw new SignatureFailure('public key unreadable')
  }
  if (key.asymmetricKeyType !== algorithm.keyType) {
    throw new SignatureFailure('public key does not fit the signature algorithm')
  }
  return key
}

function verifyWith(
  algorithm: SignatureAlgorithm,
  key: KeyObject,
  data: Buffer,
  signature: Buffer,
): boolean {
  try {
    if (algorithm.pssSaltLength !== undefined) {
      return verifySignatureBytes(
        algorithm.digest,
        data,
        {
          key,
          padding: constants.RSA_PKCS1_PSS_PADDING,
          saltLength: algorithm.pssSaltLength,
        },
        signature,
      )
    }
    return verifySignatureBytes(algorithm.digest, data, key, signature)
  } catch {
    return false
  }
}

/**
 * `computeContentDigests`: each section cut into chunks (none for an empty one), each chunk
 * digested as 0xa5, u32 length, bytes; the result is the digest of 0x5a, u32 chunk count and
 * the chunk digests in order.
 */
export function contentDigest(
  digest: DigestName,
  sections: Buffer[],
  options: { chunkBytes: number },
): Buffer {
  const chunkDigests: Buffer[] = []
  for (const section of sections) {
    for (let at = 0; at < section.length; at += options.chunkBytes) {
      const chunk = section.subarray(at, Math.min(section.length, at + options.chunkBytes))
      const prefix = Buffer.alloc(5)
      prefix[0] = 0xa5
      prefix.writeUInt32LE(chunk.length, 1)
      chunkDigests.push(createHash(digest).update(prefix).update(chunk).digest())
    }
  }
  const head = Buffer.alloc(5)
  head[0] = 0x5a
  head.writeUInt32LE(chunkDigests.length, 1)
  const top = createHash(digest).update(head)
  for (const chunk of chunkDigests) top.update(chunk)
  return top.digest()
}

/** `FileListSignatureVerifier`: the list is signed with the signer certificate's key. */
function readFileList(value: Buffer, certificateDer: Buffer): FileDigestList {
  const outer = new Reader(new Reader(value).lengthPrefixed())
  const digestBytes = outer.lengthPrefixed()
  const signature = new Reader(outer.lengthPrefixed())
  if (signature.remaining < 8) throw new SignatureFailure('signature record too short')
  const id = signature.int()
  const algorithm = ALGORITHMS.get(id)
  if (!algorithm) throw new SignatureFailure('no supported signature algorithm')
  const signatureBytes = signature.lengthPrefixed()
  const key = new X509Certificate(certificateDer).publicKey
  if (key.asymmetricKeyType !== algorithm.keyType) {
    throw new SignatureFailure('public key does not fit the signature algorithm')
  }
  if (!verifyWith(algorithm, key, digestBytes, signatureBytes)) {
    throw new SignatureFailure('signature does not verify')
  }
  const digests = new Reader(digestBytes)
  if (digests.int() !== id) throw new SignatureFailure('digest list algorithm differs')
  const map = new Map<number, Buffer[]>()
  while (digests.remaining > 0) {
    const key = digests.int() >>> 0
    const digest = Buffer.from(digests.shortLengthPrefixed())
    map.set(key, [...(map.get(key) ?? []), digest])
  }
  return { digest: algorithm.digest, digests: map }
}

/** The runtime keys a name by the CRC-32 of its UTF-8 bytes. */
function runtimeNameKey(name: string): number {
  return crc32(Buffer.from(name, 'utf8')) >>> 0
}

/**
 * The packager's own CRC-32 (`algorithm/crc32.js`) takes the low byte of each UTF-16 unit: the
 * same as the runtime's for ASCII names, another number for any other.
 */
function packagerNameKey(name: string): number {
  const bytes = Buffer.alloc(name.length)
  for (let i = 0; i < name.length; i++) bytes[i] = name.charCodeAt(i) & 0xff
  return crc32(bytes) >>> 0
}

/**
 * Every file of the archive must be listed with its digest, as `verifyEveryEntry` requires. A
 * name is looked up under the runtime's key and, for a non-ASCII name, under the packager's too.
 */
export function checkFileList(list: FileDigestList, files: Map<string, InflatedFile>): Finding[] {
  const findings: Finding[] = []
  for (const [name, file] of files) {
    const expected = [
      ...(list.digests.get(runtimeNameKey(name)) ?? []),
      ...(list.digests.get(packagerNameKey(name)) ?? []),
    ]
    const actual = list.digest === 'sha512' ? file.sha512 : file.sha256
    if (expected.length === 0) {
      findings.push(
        finding('digestMismatch', { path: name, list: 'signing block', cause: 'not listed' }),
      )
    } else if (!expected.some((digest) => digest.equals(actual))) {
      findings.push(finding('digestMismatch', { path: name, list: 'signing block' }))
    }
  }
  return findings
}
