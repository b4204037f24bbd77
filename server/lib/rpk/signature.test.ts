import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { certificateDer, fixture, LIMITS } from '../../test/fixtures/rpk/fixtures.ts'
import { checkFileList, contentDigest, verifySignature } from './signature.ts'
import { InflateBudget, inflateEntries, readZip } from './zip-reader.ts'

function check(bytes: Buffer) {
  const { archive } = readZip(bytes, LIMITS)
  return verifySignature(bytes, archive!)
}

/** Where the signing block starts: its size sits just before the central directory. */
function signingBlockOffset(bytes: Buffer): number {
  const eocd = bytes.lastIndexOf(Buffer.from('PK\x05\x06', 'latin1'))
  const centralDir = bytes.readUInt32LE(eocd + 16)
  return centralDir - Number(bytes.readBigUInt64LE(centralDir - 24)) - 8
}

/** hap-toolkit writes the signature pair first: u64 block size, u64 pair length, u32 id. */
function withFirstPairId(id: number): Buffer {
  const bytes = Buffer.from(fixture('release.rpk'))
  const block = signingBlockOffset(bytes)
  expect(bytes.readUInt32LE(block + 16)).toBe(0x01000101)
  bytes.writeUInt32LE(id, block + 16)
  return bytes
}

describe('verifySignature', () => {
  it("returns a released package's certificate and its signed per-file list", () => {
    const { findings, certificate, fileList } = check(fixture('release.rpk'))
    expect(findings).toEqual([])
    expect(certificate?.equals(certificateDer('release-certificate.pem'))).toBe(true)
    expect(fileList?.digest).toBe('sha256')
    // META-INF/CERT, manifest.json, app.js, two pages, the icon, META-INF/build.txt
    expect(fileList?.digests.size).toBe(7)
  })

  it('verifies the .rpks container like a package', () => {
    const { findings, certificate } = check(fixture('release.rpks'))
    expect(findings).toEqual([])
    expect(certificate?.equals(certificateDer('release-certificate.pem'))).toBe(true)
  })

  it('reads the 1 MiB-chunk signature id too (one chunk per section below 1 MiB)', () => {
    expect(check(withFirstPairId(0x01000102)).findings).toEqual([])
  })

  it('refuses a platform signature, as the open-source runtime does', () => {
    expect(check(withFirstPairId(0x02000101)).findings).toEqual([
      { reason: 'signatureInvalid', detail: { cause: 'platform signature' } },
    ])
  })

  it('finds no signature under an id it does not know', () => {
    expect(check(withFirstPairId(0x7109871a)).findings).toEqual([
      { reason: 'signatureMissing', detail: { cause: 'no signature in the signing block' } },
    ])
  })

  it('refuses a signature algorithm the runtime does not support', () => {
    const bytes = Buffer.from(fixture('release.rpk'))
    const block = signingBlockOffset(bytes)
    const signedDataLength = bytes.readUInt32LE(block + 28)
    const algorithm = block + 40 + signedDataLength
    expect(bytes.readUInt32LE(algorithm)).toBe(0x0103) // RSA PKCS#1 v1.5 with SHA-256
    bytes.writeUInt32LE(0x0999, algorithm)
    expect(check(bytes).findings).toEqual([
      { reason: 'signatureInvalid', detail: { cause: 'no supported signature algorithm' } },
    ])
  })

  it('refuses a signing block whose two sizes differ', () => {
    const bytes = Buffer.from(fixture('release.rpk'))
    bytes.writeUInt32LE(
      bytes.readUInt32LE(signingBlockOffset(bytes)) + 1,
      signingBlockOffset(bytes),
    )
    expect(check(bytes).findings).toEqual([
      { reason: 'signatureMissing', detail: { cause: 'signing block sizes differ' } },
    ])
  })

  it("finds a changed file by the archive's digest and the signed list", () => {
    const bytes = fixture('tampered.rpk')
    const { archive } = readZip(bytes, LIMITS)
    const signature = verifySignature(bytes, archive!)
    expect(signature.findings).toEqual([{ reason: 'digestMismatch', detail: { part: 'archive' } }])
    const { files } = inflateEntries(bytes, archive!, LIMITS, new InflateBudget(1e8), {
      keep: () => false,
    })
    expect(checkFileList(signature.fileList!, files)).toEqual([
      { reason: 'digestMismatch', detail: { path: 'app.js', list: 'signing block' } },
    ])
  })
})

describe('contentDigest', () => {
  const sha256 = (...parts: Buffer[]) => {
    const hash = createHash('sha256')
    for (const part of parts) hash.update(part)
    return hash.digest()
  }

  it('digests no chunk for an empty section', () => {
    expect(contentDigest('sha256', [Buffer.alloc(0)], { chunkBytes: 1024 })).toEqual(
      sha256(Buffer.from([0x5a, 0, 0, 0, 0])),
    )
  })

  it('cuts a section into chunks of the given size, the last one shorter', () => {
    const section = Buffer.alloc(2500, 7)
    const chunk = (from: number, to: number) => {
      const prefix = Buffer.from([0xa5, 0, 0, 0, 0])
      prefix.writeUInt32LE(to - from, 1)
      return sha256(prefix, section.subarray(from, to))
    }
    const expected = sha256(
      Buffer.from([0x5a, 3, 0, 0, 0]),
      chunk(0, 1024),
      chunk(1024, 2048),
      chunk(2048, 2500),
    )
    expect(contentDigest('sha256', [section], { chunkBytes: 1024 })).toEqual(expected)
  })
})
