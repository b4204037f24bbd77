import { beforeAll, describe, expect, it } from 'vitest'
import { createAjv, loadContract, loadOperations, type Operation } from './lib/contract.ts'
import { addImages, developerWithApp, uploadPackage } from './test/apps.ts'
import { describeBackends, uniqueEmail, type TestApp } from './test/harness.ts'
import {
  addVendor,
  enrolledStaff,
  signedInStaff,
  uniqueVendorCode,
  type StaffMember,
} from './test/staff.ts'

// Every staff operation a vendor's member may call (x-staff-scope `vendor` or `any`), read from
// the contract, called by an operator of vendor B on what belongs to vendor A: refused with 21006,
// or, for an operation that lists, answering B's data and nothing of A's; and a vendor-scope
// operation called by the alliance's own staff is refused with 21004 (staff-access.test.ts walks
// the scopes of every staff operation without targets). The table below only says how to name
// each operation's target; an operation of those scopes added to the contract without a row
// fails the first test.

const contract = loadContract()
const operations = loadOperations(contract, createAjv(contract, { coerceTypes: true }))
const staffOps = operations.filter((op) => op.staffRole !== undefined)
const vendorReachable = staffOps.filter(
  (op) => op.staffScope === 'vendor' || op.staffScope === 'any',
)

/** What the tests act on: vendor A's data, and who calls. */
interface World {
  vendorA: string
  vendorB: string
  /** A's distribution of the version, and its app's icon. */
  distributionA: number
  versionA: number
  iconA: number
  /** B's own distribution and bound developer, which B's lists must show. */
  distributionB: number
  developerB: string
  /** A's members (their ids from the members list). */
  membersA: { id: number; email: string }[]
  /** B's operators by role. */
  callerB: Record<'reviewer' | 'admin', StaffMember>
  /** The alliance's own staff by role. */
  alliance: Record<'reviewer' | 'admin', StaffMember>
}

type Input = Record<string, string | number>
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = any

interface Case {
  /** The input naming vendor A's target (none for an operation without one). */
  input: (w: World) => Input
  /**
   * Where the operation answers (a list, the caller's own session), what it must say: B's data,
   * nothing of A's. Without it the answer must be 21006.
   */
  answer?: (data: Data, w: World) => void
}

const CASES: Record<string, Case> = {
  staffDistributionQueue: {
    input: () => ({}),
    answer: (data, w) => {
      const ids = data.list.map((d: { id: number }) => d.id)
      expect(ids).toContain(w.distributionB)
      expect(ids).not.toContain(w.distributionA)
      expect(data.counts.pending).toBe(1)
    },
  },
  staffDistribution: { input: (w) => ({ id: w.distributionA }) },
  staffDistributionDecide: {
    input: (w) => ({ id: w.distributionA, decision: 'reject', comment: '不属于本厂商' }),
  },
  staffDistributionRelease: { input: (w) => ({ id: w.distributionA }) },
  staffDistributionOffline: { input: (w) => ({ id: w.distributionA, comment: '下架' }) },
  staffVendorBindings: {
    input: () => ({}),
    answer: (data, w) => {
      const emails = data.list.map((b: { accountEmail: string }) => b.accountEmail)
      expect(emails).toEqual([w.developerB])
    },
  },
  staffAppPackage: { input: (w) => ({ id: w.versionA }) },
  staffAppImage: { input: (w) => ({ id: w.iconA }) },
  staffMembers: {
    input: () => ({}),
    answer: (data, w) => {
      const vendors = new Set(
        data.list.map((m: { vendor: { code: string } | null }) => m.vendor?.code),
      )
      expect([...vendors]).toEqual([w.vendorB])
      const emails = data.list.map((m: { email: string }) => m.email)
      for (const member of w.membersA) expect(emails).not.toContain(member.email)
    },
  },
  staffMemberAdd: {
    input: (w) => ({
      email: uniqueEmail('added'),
      name: '新成员',
      role: 'reviewer',
      vendorCode: w.vendorA,
    }),
  },
  staffMemberEdit: { input: (w) => ({ id: w.membersA[0]!.id, name: '改名' }) },
  staffMemberReset: { input: (w) => ({ id: w.membersA[0]!.id }) },
  staffMe: {
    input: () => ({}),
    answer: (data, w) => expect(data.vendor.code).toBe(w.vendorB),
  },
  staffLogout: {
    // The caller's own session ends (a session of its own, so that the other cases keep theirs).
    input: () => ({}),
    answer: (data) => expect(data).toBeNull(),
  },
}

const call = (t: TestApp, op: Operation, staffToken: string, input: Input) =>
  t.call(
    op.operationId,
    op.method === 'GET' ? { staffToken, query: input } : { staffToken, body: input },
  )

describe('vendor-scope cases', () => {
  it('has a case for every staff operation a vendor member may call, and none more', () => {
    expect(vendorReachable.length).toBeGreaterThan(0)
    expect(Object.keys(CASES).sort()).toEqual(vendorReachable.map((op) => op.operationId).sort())
  })
})

async function approvedAt(t: TestApp, reviewer: StaffMember, packageName: string, vendor: string) {
  const dev = await developerWithApp(t, packageName)
  await addImages(t, dev.token, dev.appId)
  await t.db.query(
    `insert into vendor_bindings (account_id, vendor_id, vendor_developer_id, bound_at)
     select a.id, v.id, $3, $4 from accounts a, vendors v where a.email = $1 and v.code = $2`,
    [dev.email, vendor, `dev-of-${vendor}`, t.clock.now()],
  )
  const upload = await uploadPackage(t, dev.token, dev.appId, 'release.rpk')
  const versionId = upload.data.id as number
  await t.call('submitVersion', { token: dev.token, body: { id: versionId } })
  const approved = await t.call('staffAppDecide', {
    staffToken: reviewer.token,
    body: { id: versionId, decision: 'approve' },
  })
  expect(approved.code).toBe(0)
  const app = await t.call('getApp', { token: dev.token, query: { id: dev.appId } })
  return { dev, versionId, iconId: app.data.app.icon.id as number }
}

describeBackends('vendor scope', (t) => {
  let w: World
  beforeAll(async () => {
    const vendorA = await addVendor(t(), uniqueVendorCode('sa'))
    const vendorB = await addVendor(t(), uniqueVendorCode('sb'))
    const alliance = {
      reviewer: await enrolledStaff(t(), 'reviewer'),
      admin: await enrolledStaff(t(), 'admin'),
    }
    // The fixtures' package name is taken by one app at a time: A's app keeps it (its package
    // is the one served), B's is the same build under a retired name.
    const b = await approvedAt(t(), alliance.reviewer, 'com.example.portal.fixture', vendorB)
    await t().db.query(`update apps set package_name = 'scope.b' || id where id = $1`, [
      b.dev.appId,
    ])
    const a = await approvedAt(t(), alliance.reviewer, 'com.example.portal.fixture', vendorA)
    const operatorA = await signedInStaff(t(), { vendorCode: vendorA })
    const adminA = await signedInStaff(t(), { role: 'admin', vendorCode: vendorA })
    const callerB = {
      reviewer: await signedInStaff(t(), { vendorCode: vendorB }),
      admin: await signedInStaff(t(), { role: 'admin', vendorCode: vendorB }),
    }
    const queued = async (operator: StaffMember) => {
      const queue = await t().call('staffDistributionQueue', { staffToken: operator.token })
      return queue.data.list[0].id as number
    }
    const members = await t().call('staffMembers', { staffToken: alliance.admin.token })
    const membersA = (members.data.list as { id: number; email: string }[]).filter((m) =>
      [operatorA.email, adminA.email].includes(m.email),
    )
    expect(membersA).toHaveLength(2)
    w = {
      vendorA,
      vendorB,
      distributionA: await queued(operatorA),
      versionA: a.versionId,
      iconA: a.iconId,
      distributionB: await queued(callerB.reviewer),
      developerB: b.dev.email,
      membersA,
      callerB,
      alliance,
    }
  }, 120_000)

  for (const op of vendorReachable) {
    const row = CASES[op.operationId]
    if (!row) continue
    it(`${op.operationId} (${op.staffScope}): vendor B's ${op.staffRole} on vendor A's data`, async () => {
      const caller = w.callerB[op.staffRole!]
      // Signing out ends a session: that case has one of its own.
      const token =
        op.operationId === 'staffLogout'
          ? (await signedInStaff(t(), { role: op.staffRole!, vendorCode: w.vendorB })).token
          : caller.token
      const reply = await call(t(), op, token, row.input(w))
      if (row.answer) {
        expect(reply.code, reply.msg).toBe(0)
        row.answer(reply.data, w)
      } else {
        expect([reply.code, reply.data]).toEqual([21006, null])
      }
    })
  }

  it("leaves vendor A's distribution and members as they were", async () => {
    const operatorA = await signedInStaff(t(), { vendorCode: w.vendorA })
    const one = await t().call('staffDistribution', {
      staffToken: operatorA.token,
      query: { id: w.distributionA },
    })
    expect(one.data).toMatchObject({ state: 'pending', comment: null })
    const members = await t().call('staffMembers', { staffToken: w.alliance.admin.token })
    const emails = members.data.list.map((m: { email: string }) => m.email)
    expect(emails.filter((e: string) => e.startsWith('added.'))).toEqual([])
    const edited = members.data.list.find((m: { id: number }) => m.id === w.membersA[0]!.id)
    expect(edited).toMatchObject({ state: 'active' })
    expect(edited.name).not.toBe('改名')
  })

  for (const op of staffOps.filter((o) => o.staffScope === 'vendor')) {
    it(`${op.operationId} (vendor): the alliance's ${op.staffRole} is refused with 21004`, async () => {
      const reply = await call(
        t(),
        op,
        w.alliance[op.staffRole!].token,
        CASES[op.operationId]!.input(w),
      )
      expect(reply.code).toBe(21004)
    })
  }
})
