import { createHash } from 'node:crypto'
import { expect, it } from 'vitest'
import { certificateDer } from './test/fixtures/rpk/fixtures.ts'
import {
  addImages,
  developerWithApp,
  FULL_INFO,
  reasonsOf,
  uploadImage,
  uploadPackage,
} from './test/apps.ts'
import { completeUser, describeBackends, type TestApp } from './test/harness.ts'
import { enrolledStaff } from './test/staff.ts'

// An app and its versions through every state (design.md §13), by their developer and by staff,
// on both databases. Each journey has an app of the fixtures' package name of its own.

const SECOND = createHash('sha256').update(certificateDer('second-certificate.pem')).digest('hex')

type Dev = Awaited<ReturnType<typeof developerWithApp>>

const versionCall = (t: TestApp, dev: { token: string }, id: number, operation: string) =>
  t.call(operation, { token: dev.token, body: { id } })

async function upload(t: TestApp, dev: Dev, file: string): Promise<number> {
  const reply = await uploadPackage(t, dev.token, dev.appId, file)
  expect(reply.code, JSON.stringify(reply.data)).toBe(0)
  return reply.data.id as number
}

async function submitted(t: TestApp, dev: Dev, file: string): Promise<number> {
  const id = await upload(t, dev, file)
  const submit = await versionCall(t, dev, id, 'submitVersion')
  expect([submit.code, submit.data?.state]).toEqual([0, 'inReview'])
  return id
}

async function decide(
  t: TestApp,
  staffToken: string,
  id: number,
  decision: 'approve' | 'reject',
  comment?: string,
) {
  return t.call('staffAppDecide', { staffToken, body: { id, decision, comment } })
}

const stateOf = async (t: TestApp, dev: Dev) => {
  const app = await t.call('getApp', { token: dev.token, query: { id: dev.appId } })
  return {
    status: app.data.app.status as string,
    versions: (app.data.versions as { versionCode: number; state: string }[]).map(
      (v) => `${v.versionCode}:${v.state}`,
    ),
  }
}

describeBackends('app lifecycle', (t) => {
  it('claims a package name once on the platform, whatever its case', async () => {
    const first = await developerWithApp(t(), 'com.example.claimed', { ...FULL_INFO })
    const other = await completeUser(t())
    const taken = await t().call('createApp', {
      token: other.token,
      body: { ...FULL_INFO, packageName: 'COM.Example.Claimed' },
    })
    expect([taken.code, taken.data]).toEqual([12101, { reason: 'packageTaken' }])
    const list = await t().call('listApps', { token: first.token })
    expect(list.data).toMatchObject({ total: 1, pageNum: 1, pageSize: 20 })
    expect(list.data.list[0]).toMatchObject({
      packageName: 'com.example.claimed',
      status: 'draft',
      iconId: null,
      latestVersion: null,
      releasedVersion: null,
    })
    // Fields not sent stay as they are.
    const updated = await t().call('updateApp', {
      token: first.token,
      body: { id: first.appId, nameEn: 'Renamed', category: 'news' },
    })
    expect(updated.data.app).toMatchObject({
      nameZh: FULL_INFO.nameZh,
      nameEn: 'Renamed',
      category: 'news',
      packageName: 'com.example.claimed',
    })
  })

  it('takes versions through review to release, offline and back, one in review at a time', async () => {
    const dev = await developerWithApp(t())
    await addImages(t(), dev.token, dev.appId)
    const reviewer = await enrolledStaff(t())
    const second = await enrolledStaff(t())
    const v3 = await submitted(t(), dev, 'release.rpk')

    // While a version is in review, what the reviewer sees stays as it is.
    const locked = await Promise.all([
      t().call('updateApp', { token: dev.token, body: { id: dev.appId, nameEn: 'Changed' } }),
      uploadImage(t(), dev.token, dev.appId, 'icon', 'icon.jpg'),
      uploadImage(t(), dev.token, dev.appId, 'screenshot', 'screenshot.png'),
      t().call('deleteApp', { token: dev.token, body: { id: dev.appId } }),
    ])
    expect(locked.map((r) => [r.code, r.data?.reason])).toEqual([
      [12102, 'inReview'],
      [12002, 'inReview'],
      [12003, 'inReview'],
      [12105, 'inReview'],
    ])
    const app = await t().call('getApp', { token: dev.token, query: { id: dev.appId } })
    const removed = await t().call('removeScreenshot', {
      token: dev.token,
      body: { id: app.data.app.screenshots[0].id },
    })
    expect([removed.code, removed.data]).toEqual([12003, { reason: 'inReview' }])

    // The next version may be uploaded meanwhile, not submitted.
    const v4 = await upload(t(), dev, 'next.rpk')
    const busy = await versionCall(t(), dev, v4, 'submitVersion')
    expect([busy.code, busy.data]).toEqual([12103, { reason: 'alreadyInReview' }])
    const list = await t().call('listApps', { token: dev.token })
    expect(list.data.list[0]).toMatchObject({
      latestVersion: { id: v4, versionCode: 4, state: 'draft' },
      releasedVersion: null,
    })

    // The reviewer's queue and view: the first version has nothing to compare with.
    const queue = await t().call('staffAppQueue', { staffToken: reviewer.token })
    expect(queue.data.list).toContainEqual(
      expect.objectContaining({ versionId: v3, appId: dev.appId, firstRelease: true }),
    )
    const view = await t().call('staffAppVersion', {
      staffToken: reviewer.token,
      query: { id: v3 },
    })
    expect(view.data).toMatchObject({
      developer: { email: dev.email },
      version: { id: v3, state: 'inReview' },
      previous: null,
      changes: null,
      reviewedBy: null,
    })
    expect(view.data.app.screenshots).toHaveLength(3)

    const approved = await decide(t(), reviewer.token, v3, 'approve', '功能完整，审核通过')
    expect(approved.data).toMatchObject({
      version: { state: 'approved' },
      reviewedBy: reviewer.email,
    })
    // Decided once: a second reviewer is too late.
    const late = await decide(t(), second.token, v3, 'reject', '太晚')
    expect([late.code, late.data]).toEqual([30003, { reason: 'versionDecided' }])
    await expect
      .poll(() =>
        t().mailer.sent.filter((m) => m.to === dev.email && m.subject.startsWith('版本审核')),
      )
      .toHaveLength(1)
    const mail = t().mailer.sent.findLast((m) => m.to === dev.email)!
    expect(mail.text).toContain('功能完整，审核通过')
    expect(mail.text).toContain('was approved')
    const [audit] = await t().db.query<{ action: string; detail: string }>(
      `select action, detail from audit_log where version_id = $1`,
      [v3],
    )
    expect(audit).toEqual({ action: 'approveVersion', detail: '功能完整，审核通过' })

    // Only an approved version is released; the app is listed, and released it cannot go.
    const early = await versionCall(t(), dev, v4, 'releaseVersion')
    expect([early.code, early.data]).toEqual([12103, { reason: 'notApproved' }])
    const released = await versionCall(t(), dev, v3, 'releaseVersion')
    expect(released.data.state).toBe('released')
    expect(await stateOf(t(), dev)).toEqual({
      status: 'listed',
      versions: ['4:draft', '3:released'],
    })
    const keep = await t().call('deleteApp', { token: dev.token, body: { id: dev.appId } })
    expect([keep.code, keep.data]).toEqual([12105, { reason: 'released' }])
    const back = await t().call('putAppBack', { token: dev.token, body: { id: dev.appId } })
    expect([back.code, back.data]).toEqual([12103, { reason: 'notOffline' }])

    // The update: what it changes against the released version.
    expect((await versionCall(t(), dev, v4, 'submitVersion')).code).toBe(0)
    const update = await t().call('staffAppVersion', {
      staffToken: reviewer.token,
      query: { id: v4 },
    })
    expect(update.data.previous).toMatchObject({ id: v3, state: 'released' })
    expect(update.data.changes).toMatchObject({
      featuresAdded: ['system.fetch'],
      featuresRemoved: ['system.router'],
      permissionsAdded: ['https://example.com'],
      permissionsRemoved: ['*'],
      pagesAdded: ['pages/About'],
      pagesRemoved: [],
    })
    expect(update.data.changes.sizeAfter).not.toBe(update.data.changes.sizeBefore)
    expect((await decide(t(), reviewer.token, v4, 'approve')).code).toBe(0)

    // A release racing a take-offline: one after the other, whichever first, never half of each.
    const [release, offline] = await Promise.all([
      versionCall(t(), dev, v4, 'releaseVersion'),
      t().call('takeAppOffline', { token: dev.token, body: { id: dev.appId } }),
    ])
    expect([release.code, offline.code]).toEqual([0, 0])
    const raced = await stateOf(t(), dev)
    expect([
      { status: 'listed', versions: ['4:released', '3:superseded'] },
      { status: 'offline', versions: ['4:offline', '3:superseded'] },
    ]).toContainEqual(raced)
    if (raced.status === 'offline') {
      expect(
        (await t().call('putAppBack', { token: dev.token, body: { id: dev.appId } })).code,
      ).toBe(0)
    }
    expect(await stateOf(t(), dev)).toEqual({
      status: 'listed',
      versions: ['4:released', '3:superseded'],
    })

    // Offline and back with the released version.
    const down = await t().call('takeAppOffline', { token: dev.token, body: { id: dev.appId } })
    expect(down.data.app.status).toBe('offline')
    expect(down.data.versions[0].state).toBe('offline')
    const again = await t().call('takeAppOffline', { token: dev.token, body: { id: dev.appId } })
    expect([again.code, again.data]).toEqual([12104, { reason: 'notListed' }])
    const up = await t().call('putAppBack', { token: dev.token, body: { id: dev.appId } })
    expect(up.data.app.status).toBe('listed')
    expect(up.data.versions[0]).toMatchObject({ id: v4, state: 'released' })
    // Each version's history, with who took each step and the reviewer's comment.
    expect(
      up.data.versions[1].history.map(
        (e: { to: string; actor: string; comment: string | null }) => [e.to, e.actor, e.comment],
      ),
    ).toEqual([
      ['draft', 'developer', null],
      ['inReview', 'developer', null],
      ['approved', 'staff', '功能完整，审核通过'],
      ['released', 'developer', null],
      // Taken offline first, the release then superseded it; released first, it was superseded.
      ...(raced.status === 'listed' ? [['offline', 'developer', null]] : []),
      ['superseded', 'system', null],
    ])
  })

  it('withdraws, rejects with a comment, and never releases an older version', async () => {
    const dev = await developerWithApp(t())
    await addImages(t(), dev.token, dev.appId)
    const reviewer = await enrolledStaff(t())
    const v3 = await submitted(t(), dev, 'release.rpk')
    const withdrawn = await versionCall(t(), dev, v3, 'withdrawVersion')
    expect(withdrawn.data.state).toBe('withdrawn')
    const twice = await versionCall(t(), dev, v3, 'withdrawVersion')
    expect([twice.code, twice.data]).toEqual([12103, { reason: 'notInReview' }])
    const resubmit = await versionCall(t(), dev, v3, 'submitVersion')
    expect([resubmit.code, resubmit.data]).toEqual([12103, { reason: 'notDraft' }])
    const gone = await decide(t(), reviewer.token, v3, 'approve')
    expect([gone.code, gone.data]).toEqual([30003, { reason: 'versionWithdrawn' }])

    const v4 = await submitted(t(), dev, 'next.rpk')
    const bare = await decide(t(), reviewer.token, v4, 'reject')
    expect([bare.status, bare.code]).toEqual([400, 440])
    const rejected = await decide(t(), reviewer.token, v4, 'reject', '隐私政策链接无法打开')
    expect(rejected.data.version.state).toBe('rejected')
    await expect
      .poll(() => t().mailer.sent.findLast((m) => m.to === dev.email)?.text ?? '')
      .toContain('隐私政策链接无法打开')
    const app = await t().call('getApp', { token: dev.token, query: { id: dev.appId } })
    expect(app.data.versions[0].history.at(-1)).toMatchObject({
      from: 'inReview',
      to: 'rejected',
      actor: 'staff',
      comment: '隐私政策链接无法打开',
    })
    const [audit] = await t().db.query<{ action: string }>(
      'select action from audit_log where version_id = $1',
      [v4],
    )
    expect(audit!.action).toBe('rejectVersion')
  })

  it('releases no version older than one released', async () => {
    const dev = await developerWithApp(t())
    await addImages(t(), dev.token, dev.appId)
    const reviewer = await enrolledStaff(t())
    const v3 = await submitted(t(), dev, 'release.rpk')
    expect((await decide(t(), reviewer.token, v3, 'approve')).code).toBe(0)
    const v4 = await submitted(t(), dev, 'next.rpk')
    expect((await decide(t(), reviewer.token, v4, 'approve')).code).toBe(0)
    expect((await versionCall(t(), dev, v4, 'releaseVersion')).code).toBe(0)
    const older = await versionCall(t(), dev, v3, 'releaseVersion')
    expect([older.code, older.data]).toEqual([12103, { reason: 'olderThanReleased' }])
  })

  it('submits only an app whose information is complete, naming what is missing', async () => {
    const dev = await developerWithApp(t(), undefined, {
      kind: 'quickGame',
      category: 'puzzle',
      nameZh: '拼图',
    })
    const v3 = await upload(t(), dev, 'release.rpk')
    const refused = await versionCall(t(), dev, v3, 'submitVersion')
    expect(refused.code).toBe(12103)
    expect(refused.data.reason).toBe('appIncomplete')
    expect(refused.data.findings.map((f: { detail: { field: string } }) => f.detail.field)).toEqual(
      [
        'nameEn',
        'summaryZh',
        'summaryEn',
        'descriptionZh',
        'descriptionEn',
        'privacyPolicyUrl',
        'icon',
        'screenshots',
      ],
    )
  })

  it('deletes an app never released, with its files, and frees its package name', async () => {
    const dev = await developerWithApp(t())
    await addImages(t(), dev.token, dev.appId)
    await upload(t(), dev, 'release.rpk')
    const files = await t().db.query<{ file_id: string }>(
      `select file_id from app_versions where app_id = $1
       union all select file_id from app_images where app_id = $1`,
      [dev.appId],
    )
    expect(files).toHaveLength(5)
    const deleted = await t().call('deleteApp', { token: dev.token, body: { id: dev.appId } })
    expect([deleted.code, deleted.data]).toEqual([0, null])
    const left = await t().db.query('select id from stored_files where id = any($1::text[])', [
      files.map((f) => f.file_id),
    ])
    expect(left).toEqual([])
    const read = await t().call('getApp', { token: dev.token, query: { id: dev.appId } })
    expect([read.code, read.data]).toEqual([441, { reason: 'appNotFound' }])
    const again = await t().call('createApp', {
      token: dev.token,
      body: { ...FULL_INFO, packageName: 'com.example.portal.fixture' },
    })
    expect(again.code).toBe(0)
  })

  it("answers 441 for another account's versions and apps", async () => {
    const dev = await developerWithApp(t())
    const v3 = await upload(t(), dev, 'release.rpk')
    const other = await completeUser(t())
    for (const operation of ['submitVersion', 'withdrawVersion', 'releaseVersion']) {
      const reply = await versionCall(t(), other, v3, operation)
      expect([reply.status, reply.code, reply.data]).toEqual([
        200,
        441,
        { reason: 'versionNotFound' },
      ])
    }
    for (const operation of ['takeAppOffline', 'putAppBack', 'deleteApp']) {
      const reply = await t().call(operation, { token: other.token, body: { id: dev.appId } })
      expect([reply.code, reply.data], operation).toEqual([441, { reason: 'appNotFound' }])
    }
    const update = await t().call('updateApp', {
      token: other.token,
      body: { id: dev.appId, nameZh: '改名' },
    })
    expect([update.code, update.data]).toEqual([441, { reason: 'appNotFound' }])
  })

  it('lets an admin change the pinned certificate, audited; the next upload carries the new one', async () => {
    const dev = await developerWithApp(t())
    await upload(t(), dev, 'release.rpk')
    const reviewer = await enrolledStaff(t())
    const admin = await enrolledStaff(t(), 'admin')
    const body = { appId: dev.appId, certificateSha256: SECOND, reason: '开发者更换了签名密钥' }
    const denied = await t().call('staffAppCertificate', { staffToken: reviewer.token, body })
    expect(denied.code).toBe(21004)
    const unknown = await t().call('staffAppCertificate', {
      staffToken: admin.token,
      body: { ...body, appId: 99_999_999 },
    })
    expect([unknown.code, unknown.data]).toEqual([441, { reason: 'appNotFound' }])
    const pinned = await t().call('staffAppCertificate', { staffToken: admin.token, body })
    expect(pinned.data.app).toMatchObject({ certificateSha256: SECOND, certificateSubject: null })
    const [audit] = await t().db.query<{ action: string; detail: string; app_id: string }>(
      `select action, detail, app_id from audit_log where action = 'pinCertificate' and app_id = $1`,
      [dev.appId],
    )
    expect(audit!.detail).toContain(`→ ${SECOND}: 开发者更换了签名密钥`)
    const log = await t().call('staffAuditLog', {
      staffToken: admin.token,
      query: { action: 'pinCertificate' },
    })
    expect(log.data.list[0]).toMatchObject({ appId: dev.appId, versionId: null })

    // The old key is refused now, the new one taken.
    const old = await uploadPackage(t(), dev.token, dev.appId, 'next.rpk')
    expect(reasonsOf(old)).toEqual(['certificateChanged'])
    const next = await uploadPackage(t(), dev.token, dev.appId, 'next-second-key.rpk')
    expect(next.code).toBe(0)
    const app = await t().call('getApp', { token: dev.token, query: { id: dev.appId } })
    expect(app.data.app.certificateSubject).toBe('CN=Portal fixture second key')
  })
})
