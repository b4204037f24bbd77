import { createHash } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { certificateDer, fixture } from './test/fixtures/rpk/fixtures.ts'
import { developerWithApp, FIXTURE_PACKAGE, reasonsOf, uploadPackage } from './test/apps.ts'
import { describeBackends, registerUser, testSettings, type TestApp } from './test/harness.ts'
import { enrolledStaff } from './test/staff.ts'

// Every check of an upload through the API, with packages hap-toolkit built
// (server/test/fixtures/rpk), on both databases.

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
/** How many files the store keeps (the database store's rows). */
async function storedFiles(t: TestApp): Promise<number> {
  const [row] = await t.db.query<{ n: string }>('select count(*) as n from stored_files')
  return Number(row!.n)
}

const RELEASE = sha256(certificateDer('release-certificate.pem'))
const SECOND = sha256(certificateDer('second-certificate.pem'))

/** Each refused fixture, the code it answers and the reasons among its findings. */
const REFUSED: [string, number, string[]][] = [
  ['unsigned.rpk', 12001, ['signatureMissing']],
  ['manifest-missing.rpk', 12001, ['manifestMissing']],
  ['app-js-missing.rpk', 12001, ['appJsMissing']],
  ['manifest-not-json.rpk', 12001, ['manifestInvalid']],
  ['manifest-fields.rpk', 12001, ['manifestInvalid']],
  ['package-name-invalid.rpk', 12001, ['packageNameInvalid', 'packageNotThisApp']],
  ['version-code-invalid.rpk', 12001, ['versionCodeInvalid']],
  ['router-entry-missing.rpk', 12001, ['routerEntryMissing']],
  ['icon-missing.rpk', 12001, ['iconMissing']],
  ['tampered.rpk', 12001, ['digestMismatch']],
  ['bad-signature.rpk', 12001, ['signatureInvalid']],
  ['corrupt-entry.rpk', 12001, ['entryCorrupt', 'digestMismatch']],
  ['debug.rpk', 12001, ['debugCertificate']],
  ['mixed-keys.rpks', 12001, ['certificateMismatch']],
  ['incomplete.rpks', 12001, ['rpksEntryUnexpected', 'subpackageMissing']],
  ['no-base.rpks', 12001, ['basePackageMissing']],
  ['package-mismatch.rpks', 12001, ['packageMismatch']],
  ['bomb.rpk', 12001, ['compressionRatio']],
  ['bomb-lying.rpk', 12001, ['compressionRatio']],
  ['path-escape.rpk', 12001, ['pathEscapes', 'pathInvalid']],
  ['duplicate-entry.rpk', 12001, ['duplicateEntry']],
  ['overlap.rpk', 12001, ['entriesOverlap']],
  ['unsupported.rpk', 12001, ['zipUnsupported']],
]

describeBackends('app uploads', (t) => {
  let dev: Awaited<ReturnType<typeof developerWithApp>>
  beforeAll(async () => {
    dev = await developerWithApp(t())
  })

  for (const [file, code, reasons] of REFUSED) {
    it(`refuses ${file}: ${reasons.join(', ')}, storing nothing`, async () => {
      const before = await storedFiles(t())
      const reply = await uploadPackage(t(), dev.token, dev.appId, file)
      expect(reply.code).toBe(code)
      for (const reason of reasons) expect(reasonsOf(reply)).toContain(reason)
      expect(reply.data.reason).toBe(reasonsOf(reply)[0])
      const after = await storedFiles(t())
      expect(after).toBe(before)
    })
  }

  it('refuses a file that is not a zip as a file format (12010), in either language', async () => {
    const reply = await uploadPackage(t(), dev.token, dev.appId, Buffer.from('just some text'))
    expect([reply.code, reply.data]).toEqual([
      12010,
      {
        reason: 'notZip',
        findings: [{ reason: 'notZip', detail: { cause: 'no end of central directory' } }],
      },
    ])
    const en = await uploadPackage(t(), dev.token, dev.appId, Buffer.from('text'), { lang: 'en' })
    expect(en.msg).toBe('The file is not a quick-app package (a ZIP archive)')
  })

  it('refuses the debug certificate and pins nothing', async () => {
    const app = await t().call('getApp', { token: dev.token, query: { id: dev.appId } })
    expect(app.data.app.certificateSha256).toBeNull()
    expect(app.data.versions).toEqual([])
  })

  it("refuses another app's package", async () => {
    const other = await developerWithApp(t(), 'com.example.portal.another')
    const reply = await uploadPackage(t(), other.token, other.appId, 'release.rpk')
    expect(reply.code).toBe(12001)
    expect(reply.data.findings).toEqual([
      {
        reason: 'packageNotThisApp',
        detail: { package: FIXTURE_PACKAGE, expected: 'com.example.portal.another' },
      },
    ])
  })

  it('pins the certificate at the first accepted upload and refuses another one, showing both', async () => {
    const own = await developerWithApp(t())
    const first = await uploadPackage(t(), own.token, own.appId, 'release.rpk', {
      body: { releaseNotes: '首个版本' },
    })
    expect(first.code).toBe(0)
    expect(first.data).toMatchObject({
      versionCode: 3,
      versionName: '1.2.0',
      minPlatformVersion: 1070,
      packageKind: 'rpk',
      size: fixture('release.rpk').length,
      sha256: sha256(fixture('release.rpk')),
      certificateSha256: RELEASE,
      certificateSubject: 'CN=Portal fixture release key',
      features: ['system.prompt', 'system.router'],
      pages: ['pages/Index', 'pages/Detail'],
      subpackages: ['detail'],
      releaseNotes: '首个版本',
      state: 'draft',
      history: [
        { from: null, to: 'draft', actor: 'developer', comment: null, at: expect.any(String) },
      ],
    })
    const app = await t().call('getApp', { token: own.token, query: { id: own.appId } })
    expect(app.data.app.certificateSha256).toBe(RELEASE)

    const other = await uploadPackage(t(), own.token, own.appId, 'next-second-key.rpk')
    expect([other.code, other.data]).toEqual([
      12001,
      {
        reason: 'certificateChanged',
        findings: [{ reason: 'certificateChanged', detail: { pinned: RELEASE, found: SECOND } }],
      },
    ])
    // Reported with every other failure at once: the same versionCode signed by the other key.
    const both = await uploadPackage(t(), own.token, own.appId, 'second-key.rpk')
    expect(reasonsOf(both)).toEqual(['versionCodeNotGreater', 'certificateChanged'])

    // versionCode grows: the same one again is refused, the next accepted.
    const again = await uploadPackage(t(), own.token, own.appId, 'release.rpk')
    expect(again.data.findings).toEqual([
      { reason: 'versionCodeNotGreater', detail: { versionCode: 3, highest: 3 } },
    ])
    const next = await uploadPackage(t(), own.token, own.appId, 'next.rpk')
    expect([next.code, next.data.versionCode]).toEqual([0, 4])
  })

  it('takes an .rpks of signed sub-packages', async () => {
    const own = await developerWithApp(t())
    const reply = await uploadPackage(t(), own.token, own.appId, 'release.rpks')
    expect(reply.code).toBe(0)
    expect(reply.data).toMatchObject({ packageKind: 'rpks', subpackages: ['detail'] })
  })

  it('accepts one of two uploads of the same versionCode at once, and keeps one file', async () => {
    const own = await developerWithApp(t())
    const before = await storedFiles(t())
    const replies = await Promise.all([
      uploadPackage(t(), own.token, own.appId, 'release.rpk'),
      uploadPackage(t(), own.token, own.appId, 'release.rpk'),
    ])
    expect(replies.map((r) => r.code).sort()).toEqual([0, 12001])
    expect(replies.find((r) => r.code !== 0)!.data.reason).toBe('versionCodeNotGreater')
    const versions = await t().db.query('select id from app_versions where app_id = $1', [
      own.appId,
    ])
    expect(versions).toHaveLength(1)
    const after = await storedFiles(t())
    expect(after - before).toBe(1)
  })

  it('gives the exact bytes back to the owner and to staff, and to no one else', async () => {
    const own = await developerWithApp(t())
    const bytes = fixture('release.rpks')
    const uploaded = await uploadPackage(t(), own.token, own.appId, 'release.rpks')
    const id = uploaded.data.id as number
    const download = await t().call('downloadVersionPackage', { token: own.token, query: { id } })
    expect(download.status).toBe(200)
    expect(download.bytes.equals(bytes)).toBe(true)
    expect(download.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-length': String(bytes.length),
      'content-disposition': `attachment; filename="${FIXTURE_PACKAGE}-1.2.0-3.rpks"`,
      'x-content-type-options': 'nosniff',
    })
    const stranger = await registerUser(t())
    const refused = await t().call('downloadVersionPackage', {
      token: stranger.token,
      query: { id },
    })
    expect([refused.status, refused.code, refused.data]).toEqual([
      200,
      441,
      { reason: 'versionNotFound' },
    ])
    const reviewer = await enrolledStaff(t())
    const staff = await t().call('staffAppPackage', { staffToken: reviewer.token, query: { id } })
    expect(staff.bytes.equals(bytes)).toBe(true)
    // A developer's session is no staff session.
    const asDeveloper = await t().call('staffAppPackage', { token: own.token, query: { id } })
    expect(asDeveloper.code).toBe(10005)
  })

  it("answers 441 for another account's app, and 11001 before a profile is complete", async () => {
    const stranger = await registerUser(t())
    const incomplete = await uploadPackage(t(), stranger.token, dev.appId, 'release.rpk')
    expect(incomplete.code).toBe(11001)
    expect(
      (
        await t().call('createApp', {
          token: stranger.token,
          body: {
            packageName: 'com.example.stranger',
            kind: 'quickApp',
            category: 'tools',
            nameZh: '应用',
          },
        })
      ).code,
    ).toBe(11001)
    const other = await developerWithApp(t(), 'com.example.portal.third')
    const refused = await uploadPackage(t(), other.token, dev.appId, 'release.rpk')
    expect([refused.status, refused.code, refused.data]).toEqual([
      200,
      441,
      { reason: 'appNotFound' },
    ])
    const read = await t().call('getApp', { token: other.token, query: { id: dev.appId } })
    expect([read.code, read.data]).toEqual([441, { reason: 'appNotFound' }])
    const unknown = await t().call('getApp', { token: other.token, query: { id: 99_999_999 } })
    expect([unknown.code, unknown.data]).toEqual([441, { reason: 'appNotFound' }])
  })
})

/** The app's settings with some of its upload limits lowered. */
function lowered(apps: Partial<TestApp['settings']['apps']>) {
  return () => {
    const settings = testSettings()
    return { ...settings, apps: { ...settings.apps, ...apps } }
  }
}

describeBackends(
  'app uploads over the size caps',
  (t) => {
    let dev: Awaited<ReturnType<typeof developerWithApp>>
    beforeAll(async () => {
      dev = await developerWithApp(t())
    })

    it('refuses an .rpk over the package cap, and each package of an .rpks over it', async () => {
      const rpk = await uploadPackage(t(), dev.token, dev.appId, 'release.rpk')
      expect(rpk.data.findings[0]).toEqual({
        reason: 'packageTooLarge',
        detail: { size: fixture('release.rpk').length, max: 4096 },
      })
      const rpks = await uploadPackage(t(), dev.token, dev.appId, 'release.rpks')
      expect(reasonsOf(rpks)).toContain('packageTooLarge')
      expect(rpks.data.findings[0].detail.package).toMatch(/\.s?rpk$/)
    })

    it('reads an upload no further than the bundle cap (12001, packageTooLarge)', async () => {
      const big = Buffer.concat([fixture('release.rpks'), Buffer.alloc(64 * 1024)])
      const reply = await uploadPackage(t(), dev.token, dev.appId, big)
      expect([reply.code, reply.data]).toEqual([
        12001,
        {
          reason: 'packageTooLarge',
          findings: [{ reason: 'packageTooLarge', detail: { max: 48 * 1024 } }],
        },
      ])
    })
  },
  lowered({ packageMaxBytes: 4096, bundleMaxBytes: 48 * 1024 }),
)

describeBackends(
  'app uploads with few entries allowed',
  (t) => {
    it('counts the entries before reading any', async () => {
      const dev = await developerWithApp(t())
      const reply = await uploadPackage(t(), dev.token, dev.appId, 'release.rpk')
      expect(reply.data.findings).toEqual([
        { reason: 'tooManyEntries', detail: { entries: 12, max: 5 } },
      ])
    })
  },
  lowered({ maxEntries: 5 }),
)

describeBackends(
  'app uploads with a higher platform floor and less to inflate',
  (t) => {
    it('refuses a platform version below the floor, and a package inflating past the cap', async () => {
      const dev = await developerWithApp(t())
      const old = await uploadPackage(t(), dev.token, dev.appId, 'release.rpk')
      expect(reasonsOf(old)).toEqual(['minPlatformVersionTooLow'])
      const bomb = await uploadPackage(t(), dev.token, dev.appId, 'bomb.rpk')
      expect(reasonsOf(bomb)).toContain('uncompressedTooLarge')
    })
  },
  lowered({ minPlatformVersion: 1080, maxUncompressedBytes: 1024 * 1024 }),
)

describeBackends(
  'app uploads per minute',
  (t) => {
    it('limits uploads per account, whatever the address, before reading them (443)', async () => {
      const own = await developerWithApp(t(), 'com.example.portal.limited')
      const other = await developerWithApp(t())
      const junk = Buffer.from('not even a zip')
      for (let i = 0; i < 3; i++) {
        const ip = `192.0.2.${10 + i}`
        expect((await uploadPackage(t(), own.token, own.appId, junk, { ip })).code).toBe(12010)
      }
      const limited = await uploadPackage(t(), own.token, own.appId, junk, { ip: '192.0.2.20' })
      expect([limited.status, limited.code]).toEqual([200, 443])
      // Not even a body is read: a broken one gets the same answer.
      const broken = await t().call('uploadVersion', {
        token: own.token,
        ip: '192.0.2.21',
        payload: 'not multipart',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      })
      expect(broken.code).toBe(443)
      // Another account is not held to this one's count; a minute later this one may go on.
      const ip = '192.0.2.30'
      expect((await uploadPackage(t(), other.token, other.appId, junk, { ip })).code).toBe(12010)
      t().clock.advance(61_000)
      expect((await uploadPackage(t(), own.token, own.appId, junk, { ip })).code).toBe(12010)
    })
  },
  lowered({ uploadsPerMinute: 3 }),
)

describe('the fixtures the checks are held to', () => {
  it('name the release and the second certificates apart', () => {
    expect(RELEASE).not.toBe(SECOND)
  })
})
