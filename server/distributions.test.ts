import { afterAll, beforeAll, expect, it } from 'vitest'
import { runAdminCommand } from './admin-commands.ts'
import { vendorRedirectUri } from './settings.ts'
import { addImages, developerWithApp, uploadPackage } from './test/apps.ts'
import { describeBackends, testSettings, type TestApp } from './test/harness.ts'
import { startTestVendor, type TestVendor } from './test/oidc-provider.ts'
import {
  addVendor,
  enrolledStaff,
  signedInStaff,
  uniqueVendorCode,
  type StaffMember,
} from './test/staff.ts'
import { bindVendor, proveIdentity, providerVendor, settingsWithSecrets } from './test/vendors.ts'

// A version the alliance approved at each vendor its developer is bound to (design.md §14): the
// vendor's limits at once, its operators' decision, release and take-offline, the developer's
// release at a vendor, and a vendor bound later offered the released version; on both databases.

type Dev = Awaited<ReturnType<typeof developerWithApp>>

let provider: TestVendor
const PROVIDER_CODES = Array.from({ length: 4 }, () => uniqueVendorCode('d'))
let nextProviderCode = 0

beforeAll(async () => {
  provider = await startTestVendor(vendorRedirectUri(testSettings()))
})
afterAll(() => provider?.close())

/** A binding made in the database: here it is only where a distribution goes. */
async function bindDirectly(t: TestApp, email: string, vendorCode: string, developerId: string) {
  await t.db.query(
    `insert into vendor_bindings (account_id, vendor_id, vendor_developer_id,
       vendor_developer_name, bound_at)
     select a.id, v.id, $3, $3, $4 from accounts a, vendors v where a.email = $1 and v.code = $2`,
    [email, vendorCode, developerId, t.clock.now()],
  )
}

/** v3 (release.rpk) or another fixture, uploaded, submitted and approved by the alliance. */
async function approvedVersion(t: TestApp, dev: Dev, reviewer: StaffMember, file = 'release.rpk') {
  const upload = await uploadPackage(t, dev.token, dev.appId, file)
  expect(upload.code, JSON.stringify(upload.data)).toBe(0)
  const id = upload.data.id as number
  expect((await t.call('submitVersion', { token: dev.token, body: { id } })).code).toBe(0)
  const approved = await t.call('staffAppDecide', {
    staffToken: reviewer.token,
    body: { id, decision: 'approve' },
  })
  expect(approved.code, approved.msg).toBe(0)
  return id
}

/** The version's distributions as its developer reads them, `code:state`. */
async function distributionsOf(t: TestApp, dev: Dev, versionId: number) {
  const app = await t.call('getApp', { token: dev.token, query: { id: dev.appId } })
  const version = app.data.versions.find((v: { id: number }) => v.id === versionId)
  return (version.distributions as { vendorCode: string; state: string }[]).map(
    (d) => `${d.vendorCode}:${d.state}`,
  )
}

/** The id of the version's distribution at the vendor, from the operator's queue. */
async function queuedId(t: TestApp, operator: StaffMember, versionId: number, state = 'pending') {
  const queue = await t.call('staffDistributionQueue', {
    staffToken: operator.token,
    query: { state },
  })
  expect(queue.code, queue.msg).toBe(0)
  const item = queue.data.list.find((d: { versionId: number }) => d.versionId === versionId)
  return item?.id as number | undefined
}

const auditOf = (t: TestApp, versionId: number) =>
  t.db.query<{ action: string; vendor: string; staff: string; detail: string | null }>(
    `select l.action, v.code as vendor, s.email as staff, l.detail from audit_log l
     join vendors v on v.id = l.vendor_id join staff s on s.id = l.staff_id
     where l.version_id = $1 and l.action like '%Distribution' order by l.id`,
    [versionId],
  )

describeBackends(
  'distributions',
  (t) => {
    it('gives an approved version to each enabled vendor its developer is bound to', async () => {
      const [a, b, disabled, unbound] = [
        await addVendor(t(), uniqueVendorCode('a')),
        await addVendor(t(), uniqueVendorCode('b')),
        await addVendor(t(), uniqueVendorCode('c')),
        await addVendor(t(), uniqueVendorCode('d')),
      ]
      const dev = await developerWithApp(t())
      await addImages(t(), dev.token, dev.appId)
      for (const code of [a, b, disabled]) await bindDirectly(t(), dev.email, code, `dev-${code}`)
      await runAdminCommand(t().app.ctx, ['vendor', 'disable', disabled])
      const reviewer = await enrolledStaff(t())

      // In review: nothing goes anywhere yet.
      const upload = await uploadPackage(t(), dev.token, dev.appId, 'release.rpk')
      const id = upload.data.id as number
      expect(upload.data.distributions).toEqual([])
      await t().call('submitVersion', { token: dev.token, body: { id } })
      expect(await distributionsOf(t(), dev, id)).toEqual([])
      const rejected = await t().call('staffAppDecide', {
        staffToken: reviewer.token,
        body: { id, decision: 'reject', comment: '缺少说明' },
      })
      expect(rejected.code).toBe(0)
      expect(await distributionsOf(t(), dev, id)).toEqual([])

      const v4 = await approvedVersion(t(), dev, reviewer, 'next.rpk')
      expect((await distributionsOf(t(), dev, v4)).sort()).toEqual(
        [`${a}:pending`, `${b}:pending`].sort(),
      )
      // The alliance's reviewers read each vendor's state with the version.
      const view = await t().call('staffAppVersion', {
        staffToken: reviewer.token,
        query: { id: v4 },
      })
      expect(view.data.version.distributions).toHaveLength(2)
      expect(view.data.version.distributions[0]).toMatchObject({
        state: 'pending',
        comment: null,
        vendorNameEn: expect.stringMatching(/^Vendor /),
      })

      // Each vendor's operators find it in their queue; another vendor's do not.
      const operatorA = await signedInStaff(t(), { vendorCode: a })
      const id4 = await queuedId(t(), operatorA, v4)
      expect(id4).toBeDefined()
      const one = await t().call('staffDistribution', {
        staffToken: operatorA.token,
        query: { id: id4 },
      })
      expect(one.data).toMatchObject({
        state: 'pending',
        vendorDeveloperId: `dev-${a}`,
        developerName: '韩梅梅',
        app: { id: dev.appId, packageName: 'com.example.portal.fixture' },
        version: { id: v4, versionCode: 4 },
        findings: [],
        decidedBy: null,
        events: [{ from: null, to: 'pending', actor: 'system', comment: null }],
      })
      expect(one.data.app.screenshots).toHaveLength(3)
      const operatorD = await signedInStaff(t(), { vendorCode: unbound })
      expect(await queuedId(t(), operatorD, v4)).toBeUndefined()
      const queue = await t().call('staffDistributionQueue', { staffToken: operatorA.token })
      expect(queue.data).toMatchObject({ pageNum: 1, pageSize: 20 })
      expect(queue.data.counts.pending).toBeGreaterThanOrEqual(1)
    })

    it("rejects at once, by the system, what breaks a vendor's own limits", async () => {
      const small = await addVendor(t(), uniqueVendorCode('s'), ['--package-max-bytes', '100'])
      const images = await addVendor(t(), uniqueVendorCode('i'), [
        '--icon-max-bytes',
        '10',
        '--screenshot-max-bytes',
        '10',
      ])
      const roomy = await addVendor(t(), uniqueVendorCode('r'), [
        '--package-max-bytes',
        '1000000000',
      ])
      const dev = await developerWithApp(t())
      await addImages(t(), dev.token, dev.appId)
      for (const code of [small, images, roomy]) await bindDirectly(t(), dev.email, code, 'x')
      const v3 = await approvedVersion(t(), dev, await enrolledStaff(t()))
      expect((await distributionsOf(t(), dev, v3)).sort()).toEqual(
        [`${small}:rejected`, `${images}:rejected`, `${roomy}:pending`].sort(),
      )
      const app = await t().call('getApp', { token: dev.token, query: { id: dev.appId } })
      const at = (code: string) =>
        app.data.versions[0].distributions.find(
          (d: { vendorCode: string }) => d.vendorCode === code,
        )
      expect(at(small).comment).toMatch(/软件包 \d+ 字节，超过该厂商的软件包上限 100 字节/)
      expect(at(small).comment).toContain("over this vendor's package limit of 100 bytes")
      expect(at(images).comment).toContain("over this vendor's image limit of 10 bytes")
      expect(at(roomy).comment).toBeNull()

      const operator = await signedInStaff(t(), { vendorCode: small })
      const id = await queuedId(t(), operator, v3, 'rejected')
      const one = await t().call('staffDistribution', { staffToken: operator.token, query: { id } })
      expect(one.data.findings).toEqual([
        { reason: 'packageTooLarge', detail: { size: one.data.version.size, max: 100 } },
      ])
      expect(one.data.events).toEqual([
        expect.objectContaining({ from: null, to: 'rejected', actor: 'system' }),
      ])
      const late = await t().call('staffDistributionDecide', {
        staffToken: operator.token,
        body: { id, decision: 'approve' },
      })
      expect([late.code, late.data]).toEqual([30003, { reason: 'distributionDecided' }])
      const imageOperator = await signedInStaff(t(), { vendorCode: images })
      const imageId = await queuedId(t(), imageOperator, v3, 'rejected')
      const imageView = await t().call('staffDistribution', {
        staffToken: imageOperator.token,
        query: { id: imageId },
      })
      expect(imageView.data.findings.map((f: { reason: string }) => f.reason)).toEqual([
        'imageTooLarge',
        'imageTooLarge',
        'imageTooLarge',
        'imageTooLarge',
      ])
    })

    it("lets a vendor's operators decide, release and take offline, each step once", async () => {
      const code = await addVendor(t())
      const dev = await developerWithApp(t())
      await addImages(t(), dev.token, dev.appId)
      await bindDirectly(t(), dev.email, code, 'dev-1')
      const reviewer = await enrolledStaff(t())
      const operator = await signedInStaff(t(), { vendorCode: code })
      const second = await signedInStaff(t(), { vendorCode: code })
      const v3 = await approvedVersion(t(), dev, reviewer)
      const id = (await queuedId(t(), operator, v3))!
      const call = (op: string, body: Record<string, string | number>, who = operator) =>
        t().call(op, { staffToken: who.token, body: { id, ...body } })

      expect((await call('staffDistributionDecide', { decision: 'reject' })).code).toBe(440)
      const early = await call('staffDistributionRelease', {})
      expect([early.code, early.data]).toEqual([12103, { reason: 'distributionNotApproved' }])
      const notLive = await call('staffDistributionOffline', { comment: '下架' })
      expect([notLive.code, notLive.data]).toEqual([12104, { reason: 'distributionNotReleased' }])
      const missing = await t().call('staffDistribution', {
        staffToken: operator.token,
        query: { id: 999_999_999 },
      })
      expect([missing.code, missing.data]).toEqual([441, { reason: 'distributionNotFound' }])

      const approved = await call('staffDistributionDecide', {
        decision: 'approve',
        comment: '符合本厂商要求',
      })
      expect(approved.data).toMatchObject({
        state: 'approved',
        comment: '符合本厂商要求',
        decidedBy: operator.email,
      })
      const twice = await call(
        'staffDistributionDecide',
        { decision: 'reject', comment: '晚了' },
        second,
      )
      expect([twice.code, twice.data]).toEqual([30003, { reason: 'distributionDecided' }])
      await expect
        .poll(() =>
          t().mailer.sent.filter((m) => m.to === dev.email && m.text.includes('符合本厂商要求')),
        )
        .toHaveLength(1)
      expect(t().mailer.sent.findLast((m) => m.to === dev.email)!.subject).toContain(
        `was approved by Vendor ${code}`,
      )

      const released = await call('staffDistributionRelease', {})
      expect(released.data.state).toBe('released')
      expect(await distributionsOf(t(), dev, v3)).toEqual([`${code}:released`])

      // The next version released there replaces it: the earlier one goes offline, by the system.
      const v4 = await approvedVersion(t(), dev, reviewer, 'next.rpk')
      const id4 = (await queuedId(t(), operator, v4))!
      const call4 = (op: string, body: Record<string, string>) =>
        t().call(op, { staffToken: operator.token, body: { id: id4, ...body } })
      expect((await call4('staffDistributionDecide', { decision: 'approve' })).code).toBe(0)
      expect((await call4('staffDistributionRelease', {})).data.state).toBe('released')
      const replaced = await t().call('staffDistribution', {
        staffToken: operator.token,
        query: { id },
      })
      expect(replaced.data.state).toBe('offline')
      expect(replaced.data.events.at(-1)).toMatchObject({
        from: 'released',
        to: 'offline',
        actor: 'system',
        comment: '由版本 4 替代 / Replaced by version 4',
      })

      expect((await call4('staffDistributionOffline', {})).code).toBe(440)
      const offline = await call4('staffDistributionOffline', { comment: '用户投诉，暂时下架' })
      expect(offline.data).toMatchObject({ state: 'offline', comment: '用户投诉，暂时下架' })
      const again = await call4('staffDistributionOffline', { comment: '再次' })
      expect([again.code, again.data]).toEqual([12104, { reason: 'distributionNotReleased' }])

      expect(await auditOf(t(), v3)).toEqual([
        {
          action: 'approveDistribution',
          vendor: code,
          staff: operator.email,
          detail: '符合本厂商要求',
        },
        { action: 'releaseDistribution', vendor: code, staff: operator.email, detail: null },
      ])
      expect((await auditOf(t(), v4)).map((e) => e.action)).toEqual([
        'approveDistribution',
        'releaseDistribution',
        'offlineDistribution',
      ])
    })

    it("lets a vendor's operators read the package and images of apps given to their vendor only", async () => {
      const code = await addVendor(t())
      const dev = await developerWithApp(t())
      await addImages(t(), dev.token, dev.appId)
      await bindDirectly(t(), dev.email, code, 'dev-1')
      const v3 = await approvedVersion(t(), dev, await enrolledStaff(t()))
      const app = await t().call('getApp', { token: dev.token, query: { id: dev.appId } })
      const iconId = app.data.app.icon.id as number
      const own = await signedInStaff(t(), { vendorCode: code })
      const other = await signedInStaff(t())
      const pkg = await t().call('staffAppPackage', { staffToken: own.token, query: { id: v3 } })
      expect([pkg.status, pkg.bytes.length]).toEqual([200, app.data.versions[0].size])
      const icon = await t().call('staffAppImage', { staffToken: own.token, query: { id: iconId } })
      expect(icon.status).toBe(200)
      expect(icon.headers['content-type']).toMatch(/^image\//)
      for (const [op, target] of [
        ['staffAppPackage', v3],
        ['staffAppImage', iconId],
      ] as const) {
        const refused = await t().call(op, { staffToken: other.token, query: { id: target } })
        expect(refused.code, op).toBe(21006)
      }
    })

    it('lets the developer release at a vendor that approved, and only there', async () => {
      const code = await addVendor(t())
      const elsewhere = await addVendor(t())
      const dev = await developerWithApp(t())
      await addImages(t(), dev.token, dev.appId)
      await bindDirectly(t(), dev.email, code, 'dev-1')
      const v3 = await approvedVersion(t(), dev, await enrolledStaff(t()))
      const release = (vendorCode: string, versionId = v3, token = dev.token) =>
        t().call('releaseAtVendor', { token, body: { versionId, vendorCode } })

      const pending = await release(code)
      expect([pending.code, pending.data]).toEqual([12103, { reason: 'distributionNotApproved' }])
      for (const vendorCode of [elsewhere, 'no-such-vendor']) {
        const none = await release(vendorCode)
        expect([none.code, none.data]).toEqual([441, { reason: 'distributionNotFound' }])
      }
      const stranger = await developerWithApp(t(), 'com.example.stranger')
      const notTheirs = await release(code, v3, stranger.token)
      expect([notTheirs.code, notTheirs.data]).toEqual([441, { reason: 'versionNotFound' }])

      const operator = await signedInStaff(t(), { vendorCode: code })
      const id = (await queuedId(t(), operator, v3))!
      await t().call('staffDistributionDecide', {
        staffToken: operator.token,
        body: { id, decision: 'approve' },
      })
      const released = await release(code)
      expect(released.code, released.msg).toBe(0)
      expect(released.data).toMatchObject({
        id: v3,
        distributions: [{ vendorCode: code, state: 'released' }],
      })
      const view = await t().call('staffDistribution', {
        staffToken: operator.token,
        query: { id },
      })
      expect(view.data.events.at(-1)).toMatchObject({
        from: 'approved',
        to: 'released',
        actor: 'developer',
      })
      const twice = await release(code)
      expect([twice.code, twice.data]).toEqual([12103, { reason: 'distributionNotApproved' }])
    })

    it('offers the released version to a vendor bound later, once', async () => {
      const code = PROVIDER_CODES[nextProviderCode++]!
      await providerVendor(t(), provider, code)
      const dev = await developerWithApp(t())
      await addImages(t(), dev.token, dev.appId)
      const reviewer = await enrolledStaff(t())
      const v3 = await approvedVersion(t(), dev, reviewer)
      expect((await t().call('releaseVersion', { token: dev.token, body: { id: v3 } })).code).toBe(
        0,
      )
      // Approved, not released: not offered.
      const v4 = await approvedVersion(t(), dev, reviewer, 'next.rpk')

      const name = `later-${process.pid}-${nextProviderCode}`
      expect((await bindVendor(t(), dev.token, code, provider, name)).code).toBe(0)
      expect(await distributionsOf(t(), dev, v3)).toEqual([`${code}:pending`])
      expect(await distributionsOf(t(), dev, v4)).toEqual([])
      const operator = await signedInStaff(t(), { vendorCode: code })
      const id = (await queuedId(t(), operator, v3))!
      const one = await t().call('staffDistribution', { staffToken: operator.token, query: { id } })
      expect(one.data).toMatchObject({ vendorDeveloperId: name, state: 'pending' })

      // Unbound and bound again: the vendor already has it.
      await proveIdentity(t(), dev.token)
      await t().call('unbindVendor', { token: dev.token, body: { vendorCode: code } })
      expect(await distributionsOf(t(), dev, v3)).toEqual([`${code}:pending`])
      expect((await bindVendor(t(), dev.token, code, provider, name)).code).toBe(0)
      expect(await distributionsOf(t(), dev, v3)).toEqual([`${code}:pending`])
    })
  },
  settingsWithSecrets(() => Object.fromEntries(PROVIDER_CODES.map((c) => [c, provider.secret]))),
)
