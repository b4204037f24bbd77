import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { certificateDer, fixture, LIMITS } from '../../test/fixtures/rpk/fixtures.ts'
import { FINDING_REASONS, inspectPackage, type Finding } from './inspect-package.ts'

const reasons = (findings: Finding[]) => findings.map((f) => f.reason).sort()
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** Each fixture and every reason it must give, no more (README.md beside the fixtures). */
const EXPECTED: [string, string[]][] = [
  ['release.rpk', []],
  ['release.rpks', []],
  ['second-key.rpk', []],
  ['debug.rpk', ['debugCertificate']],
  ['unsigned.rpk', ['signatureMissing', 'signatureMissing']],
  ['manifest-missing.rpk', ['manifestMissing']],
  ['app-js-missing.rpk', ['appJsMissing']],
  ['manifest-not-json.rpk', ['manifestInvalid']],
  ['manifest-fields.rpk', ['manifestInvalid', 'manifestInvalid', 'manifestInvalid']],
  ['package-name-invalid.rpk', ['packageNameInvalid']],
  ['version-code-invalid.rpk', ['versionCodeInvalid']],
  ['router-entry-missing.rpk', ['routerEntryMissing']],
  ['icon-missing.rpk', ['iconMissing']],
  ['tampered.rpk', ['digestMismatch', 'digestMismatch', 'digestMismatch']],
  ['bad-signature.rpk', ['signatureInvalid']],
  ['corrupt-entry.rpk', ['digestMismatch', 'entryCorrupt']],
  ['mixed-keys.rpks', ['certificateMismatch']],
  ['incomplete.rpks', ['rpksEntryUnexpected', 'subpackageMissing']],
  ['no-base.rpks', ['basePackageMissing']],
  ['package-mismatch.rpks', ['packageMismatch']],
  ['bomb.rpk', ['compressionRatio', 'signatureMissing', 'uncompressedTooLarge']],
  ['bomb-lying.rpk', ['compressionRatio', 'signatureMissing']],
  [
    'path-escape.rpk',
    ['pathEscapes', 'pathEscapes', 'pathEscapes', 'pathEscapes', 'pathInvalid', 'signatureMissing'],
  ],
  ['duplicate-entry.rpk', ['duplicateEntry', 'signatureMissing']],
  ['overlap.rpk', ['entriesOverlap', 'signatureMissing']],
  ['unsupported.rpk', ['signatureMissing', 'zipUnsupported', 'zipUnsupported']],
]

/** Reasons a fixture gives only under a lower limit, or from bytes cut from one. */
const UNDER_LIMITS: [string, () => Finding[]][] = [
  [
    'packageTooLarge',
    () => {
      const bytes = fixture('release.rpk')
      return inspectPackage(bytes, { ...LIMITS, maxPackageBytes: bytes.length - 1 }).findings
    },
  ],
  [
    'tooManyEntries',
    () => inspectPackage(fixture('release.rpk'), { ...LIMITS, maxEntries: 11 }).findings,
  ],
  [
    'uncompressedTooLarge',
    () =>
      inspectPackage(fixture('release.rpk'), { ...LIMITS, maxUncompressedBytes: 4000 }).findings,
  ],
  [
    'minPlatformVersionTooLow',
    () => inspectPackage(fixture('release.rpk'), { ...LIMITS, minPlatformVersion: 1080 }).findings,
  ],
  ['notZip', () => inspectPackage(fixture('release.rpk').subarray(0, 4000), LIMITS).findings],
]

describe('inspectPackage', () => {
  it.each(EXPECTED)('%s gives %j', (name, expected) => {
    expect(reasons(inspectPackage(fixture(name), LIMITS).findings)).toEqual(expected.sort())
  })

  it.each(UNDER_LIMITS)('%s comes when its limit is lower than the package', (reason, run) => {
    expect(reasons(run())).toEqual([reason])
  })

  it('gives every reason it knows for some fixture', () => {
    const given = new Set([
      ...EXPECTED.flatMap(([, expected]) => expected),
      ...UNDER_LIMITS.map(([reason]) => reason),
    ])
    expect(FINDING_REASONS.filter((reason) => !given.has(reason))).toEqual([])
  })

  it('sums up a released package: manifest, size, digest and signer', () => {
    const bytes = fixture('release.rpk')
    const { package: pkg } = inspectPackage(bytes, LIMITS)
    const der = certificateDer('release-certificate.pem')
    expect(pkg).toMatchObject({
      kind: 'rpk',
      size: bytes.length,
      sha256: sha256(bytes),
      package: 'com.example.portal.fixture',
      name: 'Fixture',
      versionName: '1.2.0',
      versionCode: 3,
      minPlatformVersion: 1070,
      icon: '/common/logo.png',
      features: ['system.prompt', 'system.router'],
      permissions: ['*'],
      pages: ['pages/Index', 'pages/Detail'],
      entry: 'pages/Index',
      subpackages: [{ name: 'detail', resource: 'pages/Detail', standalone: false }],
      debugCertificate: false,
      parts: [],
    })
    expect(pkg?.certificate?.der.equals(der)).toBe(true)
    expect(pkg?.certificate?.sha256).toBe(sha256(der))
    expect(pkg?.certificate?.subject).toBe('CN=Portal fixture release key')
  })

  it('names the second key as the signer of what it signed', () => {
    const { package: pkg } = inspectPackage(fixture('second-key.rpk'), LIMITS)
    expect(pkg?.certificate?.sha256).toBe(sha256(certificateDer('second-certificate.pem')))
  })

  it('sums up an .rpks from its base package and lists the packages inside', () => {
    const bytes = fixture('release.rpks')
    const { package: pkg } = inspectPackage(bytes, LIMITS)
    expect(pkg).toMatchObject({
      kind: 'rpks',
      size: bytes.length,
      sha256: sha256(bytes),
      package: 'com.example.portal.fixture',
      versionCode: 3,
    })
    expect(pkg?.certificate?.sha256).toBe(sha256(certificateDer('release-certificate.pem')))
    expect(pkg?.parts.map((part) => part.file).sort()).toEqual([
      'com.example.portal.fixture.base.srpk',
      'com.example.portal.fixture.detail.srpk',
      'com.example.portal.fixture.rpk',
    ])
    expect(pkg?.parts.every((part) => /^[0-9a-f]{64}$/.test(part.sha256) && part.size > 0)).toBe(
      true,
    )
  })

  it('flags hap build by the certificate hap-toolkit ships, and still returns it', () => {
    const { findings, package: pkg } = inspectPackage(fixture('debug.rpk'), LIMITS)
    expect(findings[0]?.detail?.sha256).toBe(
      '4e8e1ee24968b0dad6d0956a7e14d848b38b22a203f39c389a45d8737bdc4585',
    )
    expect(pkg?.debugCertificate).toBe(true)
    expect(pkg?.certificate?.subject).toBe('CN=localhost')
  })

  it('says where each failure is', () => {
    const details = (name: string) =>
      inspectPackage(fixture(name), LIMITS).findings.map((f) => ({ [f.reason]: f.detail }))
    expect(details('tampered.rpk')).toEqual([
      { digestMismatch: { part: 'archive' } },
      { digestMismatch: { path: 'app.js', list: 'signing block' } },
      { digestMismatch: { path: 'app.js', list: 'hash.json' } },
    ])
    expect(details('mixed-keys.rpks')).toEqual([
      { certificateMismatch: { package: 'com.example.portal.fixture.detail.srpk' } },
    ])
    expect(details('icon-missing.rpk')).toEqual([{ iconMissing: { icon: '/common/missing.png' } }])
    expect(details('manifest-fields.rpk')).toEqual([
      { manifestInvalid: { field: 'name', cause: 'missing' } },
      { manifestInvalid: { field: 'config', cause: 'missing' } },
      { manifestInvalid: { field: 'features', cause: 'not an array' } },
    ])
  })

  it('keeps the summary of a package it refuses when the manifest could be read', () => {
    expect(inspectPackage(fixture('icon-missing.rpk'), LIMITS).package?.package).toBe(
      'com.example.portal.fixture',
    )
    expect(inspectPackage(fixture('manifest-missing.rpk'), LIMITS).package).toBeUndefined()
  })

  it('notices a changed bit anywhere after the entries, but in the id of the optional file list', () => {
    const bytes = fixture('release.rpk')
    const eocd = bytes.lastIndexOf(Buffer.from('PK\x05\x06', 'latin1'))
    const centralDir = bytes.readUInt32LE(eocd + 16)
    const block = centralDir - Number(bytes.readBigUInt64LE(centralDir - 24)) - 8
    // The signing block is not under its own digest (as in APK v2): a pair whose id no longer
    // names the file list is an unknown pair, skipped by the runtime too.
    const firstPairLength = Number(bytes.readBigUInt64LE(block + 8))
    const fileListId = block + 8 + 8 + firstPairLength + 8
    expect(bytes.readUInt32LE(fileListId)).toBe(0x01000201)
    const unnoticed: number[] = []
    // A sample (every 31st byte and the 3rd after it) keeps this to a couple of seconds.
    for (let at = block; at < bytes.length; at += 31) {
      for (const offset of [0, 3]) {
        const changed = Buffer.from(bytes)
        const i = Math.min(at + offset, bytes.length - 1)
        changed.writeUInt8(changed.readUInt8(i) ^ 0x01, i)
        if (inspectPackage(changed, LIMITS).findings.length === 0) unnoticed.push(i)
      }
    }
    expect(unnoticed.every((i) => i >= fileListId && i < fileListId + 4)).toBe(true)
  })
})
