import { beforeAll, expect, it } from 'vitest'
import { fixture, PLANTED } from './test/fixtures/images/fixtures.ts'
import { developerWithApp, reasonsOf, uploadImage } from './test/apps.ts'
import { completeUser, describeBackends, testSettings } from './test/harness.ts'
import { enrolledStaff } from './test/staff.ts'

// Icons and screenshots through the API, with images real encoders made
// (server/test/fixtures/images), on both databases.

type Dev = Awaited<ReturnType<typeof developerWithApp>>

describeBackends('app images', (t) => {
  let dev: Dev
  beforeAll(async () => {
    dev = await developerWithApp(t(), 'com.example.images')
  })

  it('takes an icon of each format from its content, stripped, and serves it as checked', async () => {
    for (const [name, type] of [
      ['icon.jpg', 'image/jpeg'],
      ['icon.webp', 'image/webp'],
      ['icon.png', 'image/png'],
    ]) {
      // The name and the declared type say nothing: a PNG sent as "photo.gif", image/gif.
      const reply = await t().call('uploadIcon', {
        token: dev.token,
        body: { appId: dev.appId },
        files: { file: { bytes: fixture(name!), filename: 'photo.gif', contentType: 'image/gif' } },
      })
      expect(reply.data, name).toMatchObject({
        role: 'icon',
        contentType: type,
        width: 216,
        height: 216,
      })
    }
    const app = await t().call('getApp', { token: dev.token, query: { id: dev.appId } })
    const icon = app.data.app.icon
    expect(icon.contentType).toBe('image/png')
    // Each new icon replaced the one before, file included.
    const icons = await t().db.query('select file_id from app_images where app_id = $1', [
      dev.appId,
    ])
    expect(icons).toHaveLength(1)

    const served = await t().call('appImage', { token: dev.token, query: { id: icon.id } })
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=300',
      'content-length': String(icon.size),
    })
    expect(served.bytes.length).toBe(icon.size)
    expect(served.bytes.includes(PLANTED)).toBe(false)
    expect(fixture('icon.png').includes(PLANTED)).toBe(true)

    const reviewer = await enrolledStaff(t())
    const staff = await t().call('staffAppImage', {
      staffToken: reviewer.token,
      query: { id: icon.id },
    })
    expect(staff.bytes.equals(served.bytes)).toBe(true)
    const stranger = await completeUser(t())
    const hidden = await t().call('appImage', { token: stranger.token, query: { id: icon.id } })
    expect([hidden.code, hidden.data]).toEqual([12011, null])
    const none = await t().call('staffAppImage', {
      staffToken: reviewer.token,
      query: { id: 99_999_999 },
    })
    expect(none.code).toBe(12011)
  })

  it('refuses an icon too small, or not square (12002), reporting both at once', async () => {
    const small = await uploadImage(t(), dev.token, dev.appId, 'icon', 'icon-small.png')
    expect([small.code, small.data.findings]).toEqual([
      12002,
      [{ reason: 'iconTooSmall', detail: { width: 108, height: 108, min: 216 } }],
    ])
    const tall = await uploadImage(t(), dev.token, dev.appId, 'icon', 'screenshot.png')
    expect(tall.code).toBe(12002)
    expect(reasonsOf(tall)).toEqual(['iconNotSquare', 'iconTooSmall'])
  })

  it('refuses SVG and anything else but PNG, JPEG and WebP, and a damaged file (12010)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="216" height="216"/>')
    const refused = await uploadImage(t(), dev.token, dev.appId, 'icon', svg)
    expect([refused.code, refused.data.reason]).toEqual([12010, 'imageFormatUnsupported'])
    const png = fixture('icon.png')
    const cut = await uploadImage(t(), dev.token, dev.appId, 'screenshot', png.subarray(0, 200))
    expect([cut.code, cut.data.reason]).toEqual([12010, 'imageCorrupt'])
  })

  it('takes 5 portrait screenshots of one size class, in order, and no more', async () => {
    const own = await developerWithApp(t(), 'com.example.screens')
    for (const name of ['screenshot.png', 'screenshot.jpg', 'screenshot.webp', 'rotated.jpg']) {
      const reply = await uploadImage(t(), own.token, own.appId, 'screenshot', name)
      expect(reply.data, name).toMatchObject({ role: 'screenshot', width: 180, height: 320 })
    }
    const wrong = await uploadImage(t(), own.token, own.appId, 'screenshot', 'icon.png')
    expect(wrong.code).toBe(12003)
    expect(reasonsOf(wrong)).toEqual(['screenshotNotPortrait', 'screenshotSizeMismatch'])
    expect((await uploadImage(t(), own.token, own.appId, 'screenshot', 'rotated.png')).code).toBe(0)
    const sixth = await uploadImage(t(), own.token, own.appId, 'screenshot', 'screenshot.png')
    expect([sixth.code, sixth.data.findings]).toEqual([
      12003,
      [{ reason: 'screenshotLimit', detail: { max: 5 } }],
    ])
    const app = await t().call('getApp', { token: own.token, query: { id: own.appId } })
    const shots = app.data.app.screenshots as { id: number; contentType: string }[]
    expect(shots.map((s) => s.contentType)).toEqual([
      'image/png',
      'image/jpeg',
      'image/webp',
      'image/jpeg',
      'image/png',
    ])

    // Removing: the developer's own screenshots only (12011 for any other image).
    const stranger = await completeUser(t())
    const theirs = await t().call('removeScreenshot', {
      token: stranger.token,
      body: { id: shots[0]!.id },
    })
    expect([theirs.code, theirs.data]).toEqual([12011, null])
    const [file] = await t().db.query<{ file_id: string }>(
      'select file_id from app_images where id = $1',
      [shots[0]!.id],
    )
    const removed = await t().call('removeScreenshot', {
      token: own.token,
      body: { id: shots[0]!.id },
    })
    expect(removed.code).toBe(0)
    expect(
      await t().db.query('select id from stored_files where id = $1', [file!.file_id]),
    ).toEqual([])
    const twice = await t().call('removeScreenshot', {
      token: own.token,
      body: { id: shots[0]!.id },
    })
    expect(twice.code).toBe(12011)
    const next = await t().call('getApp', { token: own.token, query: { id: own.appId } })
    expect(next.data.app.screenshots).toHaveLength(4)
  })
})

describeBackends(
  'app images under lower limits',
  (t) => {
    it('reads an image no further than its cap, and bounds its pixels (12012)', async () => {
      const dev = await developerWithApp(t(), 'com.example.limits')
      const large = await uploadImage(t(), dev.token, dev.appId, 'icon', 'icon.png')
      expect([large.code, large.data]).toEqual([
        12012,
        {
          reason: 'imageTooLarge',
          findings: [{ reason: 'imageTooLarge', detail: { max: 4096 } }],
        },
      ])
      const many = await uploadImage(t(), dev.token, dev.appId, 'screenshot', 'screenshot.webp')
      expect([many.code, many.data.reason]).toEqual([12012, 'imageTooManyPixels'])
    })
  },
  () => {
    const settings = testSettings()
    return { ...settings, apps: { ...settings.apps, iconMaxBytes: 4096, imageMaxPixels: 50_000 } }
  },
)
