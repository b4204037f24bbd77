import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixture as imageFixture } from './test/fixtures/images/fixtures.ts'
import { fixture } from './test/fixtures/rpk/fixtures.ts'
import { developerWithApp, uploadImage, uploadPackage } from './test/apps.ts'
import { freshPglite } from './test/database.ts'
import { startTestApp, testSettings, type TestApp } from './test/harness.ts'
import { startS3Server, type TestS3Server } from './test/s3-server.ts'
import { enrolledStaff } from './test/staff.ts'

// Uploads kept in S3-compatible object storage when the S3_* settings are given: s3rver, a real
// S3-protocol server on 127.0.0.1 (server/test/s3-server.ts); the database store is the other
// tests' default.

describe('app files in S3-compatible object storage', () => {
  let s3: TestS3Server
  let t: TestApp
  beforeAll(async () => {
    s3 = await startS3Server()
    const settings = testSettings({
      s3: {
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        region: 'us-east-1',
        prefix: 'portal/',
        credentials: s3.credentials,
        forcePathStyle: true,
      },
    })
    t = await startTestApp(await freshPglite(), settings)
  }, 60_000)
  afterAll(async () => {
    await t?.app.close()
    await t?.db.close()
    await s3?.close()
  })

  it('keeps packages and images as objects and gives the exact bytes back', async () => {
    expect(t.app.ctx.files.kind).toBe('s3')
    const dev = await developerWithApp(t)
    const uploaded = await uploadPackage(t, dev.token, dev.appId, 'release.rpks')
    expect(uploaded.code).toBe(0)
    const icon = await uploadImage(t, dev.token, dev.appId, 'icon', 'icon.webp')
    expect(icon.code).toBe(0)

    const client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      credentials: s3.credentials,
      forcePathStyle: true,
    })
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))
    const [version] = await t.db.query<{ file_id: string }>(
      'select file_id from app_versions where id = $1',
      [uploaded.data.id],
    )
    expect(listed.Contents?.map((o) => o.Key)).toContain(`portal/${version!.file_id}`)
    expect(listed.Contents).toHaveLength(2)
    expect(await t.db.query('select id from stored_files')).toEqual([])
    client.destroy()

    const download = await t.call('downloadVersionPackage', {
      token: dev.token,
      query: { id: uploaded.data.id },
    })
    expect(download.bytes.equals(fixture('release.rpks'))).toBe(true)
    const reviewer = await enrolledStaff(t)
    const staff = await t.call('staffAppPackage', {
      staffToken: reviewer.token,
      query: { id: uploaded.data.id },
    })
    expect(staff.bytes.equals(fixture('release.rpks'))).toBe(true)
    const image = await t.call('appImage', { token: dev.token, query: { id: icon.data.id } })
    expect(image.headers['content-type']).toBe('image/webp')
    expect(image.bytes.length).toBe(icon.data.size)
    expect(image.bytes.length).toBeLessThanOrEqual(imageFixture('icon.webp').length)
  })
})
