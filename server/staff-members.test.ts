import { expect, it } from 'vitest'
import { runAdminCommand } from './admin-commands.ts'
import { editStaffMember } from './services/staff-admin.ts'
import { describeBackends, uniqueEmail, type TestApp } from './test/harness.ts'
import {
  addVendor,
  signedInStaff,
  STAFF_PASSWORD,
  totpCode,
  type StaffMember,
} from './test/staff.ts'

// Managing staff members in the console (staffMembers, staffMemberAdd, staffMemberEdit,
// staffMemberReset): every code and reason the contract gives them, a vendor's admin kept to their
// vendor (21006), and the audit log naming the acting admin.

const SETUP_LINK = /^http:\/\/localhost:\d+\/staff\/setup\?token=[A-Za-z0-9_-]{43}$/

describeBackends('staff members in the console', (t) => {
  const call = (
    operationId: string,
    member: StaffMember,
    body: Record<string, string | number | undefined>,
  ) => t().call(operationId, { staffToken: member.token, body })

  async function idOf(email: string) {
    const [row] = await t().db.query<{ id: string }>('select id from staff where email = $1', [
      email,
    ])
    return Number(row!.id)
  }

  async function auditOf(email: string) {
    const rows = await t().db.query<{
      action: string
      staff_email: string | null
      detail: string | null
      vendor: string | null
    }>(
      `select l.action, m.email as staff_email, l.detail, v.code as vendor
       from audit_log l left join staff m on m.id = l.staff_id
       left join vendors v on v.id = l.vendor_id
       where l.subject_email = $1 order by l.id`,
      [email],
    )
    return rows.map((r) => [r.action, r.staff_email, r.detail, r.vendor])
  }

  /** Sets up a member added in the console through their link, as they would. */
  async function setUp(app: TestApp, link: string) {
    const setupToken = new URL(link).searchParams.get('token')!
    const start = await app.call('staffSetupStart', {
      body: { setupToken, password: STAFF_PASSWORD },
    })
    expect(start.code).toBe(0)
    const confirm = await app.call('staffSetupConfirm', {
      body: { setupToken, code: await totpCode(app, start.data.secret) },
    })
    expect(confirm.code).toBe(0)
    app.clock.advance(30_000)
    return confirm.data.session as { token: string; staff: unknown }
  }

  it('adds, lists, edits and resets members, each in the audit log with the admin as author', async () => {
    const admin = await signedInStaff(t(), { role: 'admin', vendorCode: null })
    const vendor = await addVendor(t())
    const email = uniqueEmail('ann')
    const added = await call('staffMemberAdd', admin, {
      email: email.toUpperCase(),
      name: ' Ann ',
      role: 'reviewer',
      vendorCode: vendor,
    })
    expect(added.code).toBe(0)
    expect(added.data.member).toEqual({
      id: await idOf(email),
      email,
      name: 'Ann',
      role: 'reviewer',
      vendor: { code: vendor, nameZh: `厂商 ${vendor}`, nameEn: `Vendor ${vendor}` },
      state: 'setupPending',
    })
    expect(added.data.setupLink).toMatch(SETUP_LINK)
    const id = added.data.member.id as number

    // The link sets the member up, and the console then says who they are.
    const session = await setUp(t(), added.data.setupLink)
    expect(session.staff).toEqual({
      email,
      name: 'Ann',
      role: 'reviewer',
      vendor: { code: vendor, nameZh: `厂商 ${vendor}`, nameEn: `Vendor ${vendor}` },
    })
    const list = await t().call('staffMembers', { staffToken: admin.token })
    expect(list.code).toBe(0)
    expect(list.data.list).toContainEqual({ ...added.data.member, state: 'active' })
    // Sorted by e-mail.
    const emails = (list.data.list as { email: string }[]).map((m) => m.email)
    expect(emails).toEqual([...emails].sort())

    const edited = await call('staffMemberEdit', admin, {
      id,
      name: 'Ann Lee',
      role: 'admin',
      vendorCode: '-',
    })
    expect(edited.code).toBe(0)
    expect(edited.data).toEqual({
      id,
      email,
      name: 'Ann Lee',
      role: 'admin',
      vendor: null,
      state: 'active',
    })
    // What is sent as it is changes nothing, and is not audited.
    const same = await call('staffMemberEdit', admin, { id, name: 'Ann Lee', role: 'admin' })
    expect(same.data).toEqual(edited.data)
    const disabled = await call('staffMemberEdit', admin, { id, disabled: 'true' })
    expect(disabled.data.state).toBe('disabled')
    expect((await t().call('staffMe', { staffToken: session.token })).code).toBe(10005)
    const enabled = await call('staffMemberEdit', admin, { id, disabled: 'false' })
    expect(enabled.data.state).toBe('active')

    const reset = await call('staffMemberReset', admin, { id })
    expect(reset.code).toBe(0)
    expect(reset.data.member).toMatchObject({ id, state: 'setupPending' })
    expect(reset.data.setupLink).toMatch(SETUP_LINK)
    expect(reset.data.setupLink).not.toBe(added.data.setupLink)
    await setUp(t(), reset.data.setupLink)

    expect(await auditOf(email)).toEqual([
      ['staffAdded', admin.email, 'reviewer', vendor],
      ['staffEnrolled', email, null, null],
      ['staffRoleChanged', admin.email, 'admin', null],
      ['staffEdited', admin.email, 'name: Ann Lee; vendor: -', null],
      ['staffDisabled', admin.email, null, null],
      ['staffEnabled', admin.email, null, null],
      ['staffReset', admin.email, null, null],
      ['staffEnrolled', email, null, null],
    ])
    // The console's audit log shows the author and the vendor.
    const log = await t().call('staffAuditLog', {
      staffToken: admin.token,
      query: { accountEmail: email, action: 'staffAdded' },
    })
    expect(log.data.list).toEqual([
      expect.objectContaining({ action: 'staffAdded', staffEmail: admin.email, vendor }),
    ])
  })

  it('refuses an e-mail of a member (21001 emailTaken) and an unknown vendor (vendorUnknown)', async () => {
    const admin = await signedInStaff(t(), { role: 'admin', vendorCode: null })
    const other = await signedInStaff(t(), { role: 'reviewer' })
    const taken = await call('staffMemberAdd', admin, {
      email: other.email.toUpperCase(),
      name: 'Twice',
      role: 'reviewer',
    })
    expect(taken.code).toBe(21001)
    expect(taken.data.reason).toBe('emailTaken')
    const email = uniqueEmail('nobody')
    const unknown = await call('staffMemberAdd', admin, {
      email,
      name: 'Nobody',
      role: 'reviewer',
      vendorCode: 'no-such-vendor',
    })
    expect(unknown.code).toBe(21001)
    expect(unknown.data.reason).toBe('vendorUnknown')
    expect(await t().db.query('select 1 from staff where email = $1', [email])).toHaveLength(0)
    // The same address twice at once: one is added.
    const racing = uniqueEmail('race')
    const answers = await Promise.all(
      [0, 1].map(() =>
        call('staffMemberAdd', admin, { email: racing, name: 'Race', role: 'reviewer' }),
      ),
    )
    expect(answers.map((a) => a.code).sort()).toEqual([0, 21001])
    expect(answers.find((a) => a.code === 21001)!.data.reason).toBe('emailTaken')
  })

  it('refuses an admin’s own role, vendor and state (21002 ownAccount) but not their name', async () => {
    const admin = await signedInStaff(t(), { role: 'admin', vendorCode: null })
    const vendor = await addVendor(t())
    const id = await idOf(admin.email)
    for (const change of [{ role: 'reviewer' }, { vendorCode: vendor }, { disabled: 'true' }]) {
      const refused = await call('staffMemberEdit', admin, { id, ...change })
      expect(refused.code, JSON.stringify(change)).toBe(21002)
      expect(refused.data.reason).toBe('ownAccount')
    }
    const renamed = await call('staffMemberEdit', admin, { id, name: 'Me', role: 'admin' })
    expect(renamed.code).toBe(0)
    expect(renamed.data).toMatchObject({ name: 'Me', role: 'admin', vendor: null })
    expect((await t().call('staffMe', { staffToken: admin.token })).data.name).toBe('Me')
    // A vendor's admin is held to the same.
    const vendorAdmin = await signedInStaff(t(), { role: 'admin', vendorCode: vendor })
    const own = await call('staffMemberEdit', vendorAdmin, {
      id: await idOf(vendorAdmin.email),
      role: 'reviewer',
    })
    expect(own.code).toBe(21002)
    expect(own.data.reason).toBe('ownAccount')
  })

  it('refuses an unknown vendor (21002 vendorUnknown) and an unknown member (21005)', async () => {
    const admin = await signedInStaff(t(), { role: 'admin', vendorCode: null })
    const member = await signedInStaff(t(), { role: 'reviewer', vendorCode: null })
    const unknown = await call('staffMemberEdit', admin, {
      id: await idOf(member.email),
      vendorCode: 'no-such-vendor',
    })
    expect(unknown.code).toBe(21002)
    expect(unknown.data.reason).toBe('vendorUnknown')
    expect((await call('staffMemberEdit', admin, { id: 99_999_999, name: 'X' })).code).toBe(21005)
    expect((await call('staffMemberReset', admin, { id: 99_999_999 })).code).toBe(21005)
  })

  it('keeps an enabled alliance admin (21002 lastAdmin), even when two admins demote each other at once', async () => {
    const first = await signedInStaff(t(), { role: 'admin', vendorCode: null })
    const second = await signedInStaff(t(), { role: 'admin', vendorCode: null })
    const [firstId, secondId] = [await idOf(first.email), await idOf(second.email)]
    // Only these two are the alliance's enabled admins.
    await t().db.query(
      `update staff set disabled_at = now() where role = 'admin' and vendor_id is null
       and id not in ($1, $2)`,
      [firstId, secondId],
    )
    const actor = (id: number) => ({ staffId: String(id), vendorId: null, vendorCode: null })
    // The first admin, demoted by someone else between their call's check and its work, cannot
    // take away the second: none would be left.
    await t().db.query(`update staff set role = 'reviewer' where id = $1`, [firstId])
    await expect(
      editStaffMember(t().app.ctx, actor(firstId), secondId, { role: 'reviewer' }),
    ).rejects.toMatchObject({ code: 21002, reason: 'lastAdmin' })
    for (const change of [{ vendorCode: await addVendor(t()) }, { disabled: true }]) {
      await expect(
        editStaffMember(t().app.ctx, actor(firstId), secondId, change),
      ).rejects.toMatchObject({ code: 21002, reason: 'lastAdmin' })
    }
    await t().db.query(`update staff set role = 'admin' where id = $1`, [firstId])

    // Each demotes the other at once: one of them stays an admin.
    const answers = await Promise.all([
      call('staffMemberEdit', first, { id: secondId, role: 'reviewer' }),
      call('staffMemberEdit', second, { id: firstId, role: 'reviewer' }),
    ])
    const codes = answers.map((a) => a.code).sort()
    expect(codes[0]).toBe(0)
    // The second call's check ran after the first demoted its caller (21004), or before (21002).
    expect([21002, 21004]).toContain(codes[1])
    const refused = answers.find((a) => a.code === 21002)
    if (refused) expect(refused.data.reason).toBe('lastAdmin')
    const admins = await t().db.query(
      `select 1 from staff where role = 'admin' and vendor_id is null and disabled_at is null`,
    )
    expect(admins).toHaveLength(1)
  })

  it('refuses resetting one’s own password and second factor (21003 ownAccount)', async () => {
    const admin = await signedInStaff(t(), { role: 'admin', vendorCode: null })
    const own = await call('staffMemberReset', admin, { id: await idOf(admin.email) })
    expect(own.code).toBe(21003)
    expect(own.data.reason).toBe('ownAccount')
    expect((await t().call('staffMe', { staffToken: admin.token })).code).toBe(0)
  })

  it('refuses the members operations to a reviewer (21004)', async () => {
    const reviewer = await signedInStaff(t(), { role: 'reviewer', vendorCode: null })
    const vendorReviewer = await signedInStaff(t(), { role: 'reviewer' })
    const target = await idOf(vendorReviewer.email)
    for (const member of [reviewer, vendorReviewer]) {
      expect((await t().call('staffMembers', { staffToken: member.token })).code).toBe(21004)
      for (const [operationId, body] of [
        ['staffMemberAdd', { email: uniqueEmail(), name: 'N', role: 'reviewer' }],
        ['staffMemberEdit', { id: target, name: 'N' }],
        ['staffMemberReset', { id: target }],
      ] as const) {
        expect((await call(operationId, member, body)).code, operationId).toBe(21004)
      }
    }
  })

  it('keeps a vendor’s admin to their vendor’s members (21006)', async () => {
    const vendor = await addVendor(t())
    const otherVendor = await addVendor(t())
    const vendorAdmin = await signedInStaff(t(), { role: 'admin', vendorCode: vendor })
    const ours = await signedInStaff(t(), { role: 'reviewer', vendorCode: vendor })
    const theirs = await signedInStaff(t(), { role: 'reviewer', vendorCode: otherVendor })
    const alliance = await signedInStaff(t(), { role: 'reviewer', vendorCode: null })
    const [oursId, theirsId, allianceId] = [
      await idOf(ours.email),
      await idOf(theirs.email),
      await idOf(alliance.email),
    ]

    // Their list: their vendor's members only.
    const list = await t().call('staffMembers', { staffToken: vendorAdmin.token })
    const listed = (list.data.list as { email: string; vendor: { code: string } | null }[]).map(
      (m) => m.email,
    )
    expect(listed).toContain(ours.email)
    expect(listed).toContain(vendorAdmin.email)
    expect(listed).not.toContain(theirs.email)
    expect(listed).not.toContain(alliance.email)
    expect(
      (list.data.list as { vendor: { code: string } | null }[]).every(
        (m) => m.vendor?.code === vendor,
      ),
    ).toBe(true)

    const refusals: [string, Record<string, string | number>][] = [
      // Adding to another vendor, or to the alliance (no vendorCode).
      [
        'staffMemberAdd',
        { email: uniqueEmail(), name: 'N', role: 'reviewer', vendorCode: otherVendor },
      ],
      ['staffMemberAdd', { email: uniqueEmail(), name: 'N', role: 'reviewer' }],
      // Another vendor's member, an alliance member.
      ['staffMemberEdit', { id: theirsId, name: 'N' }],
      ['staffMemberEdit', { id: allianceId, disabled: 'true' }],
      ['staffMemberReset', { id: theirsId }],
      ['staffMemberReset', { id: allianceId }],
      // Their own vendor's member moved to another vendor, or to the alliance.
      ['staffMemberEdit', { id: oursId, vendorCode: otherVendor }],
      ['staffMemberEdit', { id: oursId, vendorCode: '-' }],
    ]
    for (const [operationId, body] of refusals) {
      const answer = await call(operationId, vendorAdmin, body)
      expect(answer.code, `${operationId} ${JSON.stringify(body)}`).toBe(21006)
    }
    // Nothing of it happened.
    expect(await t().db.query('select name from staff where id = $1', [theirsId])).toEqual([
      { name: null },
    ])
    expect((await t().call('staffMe', { staffToken: alliance.token })).code).toBe(0)
    expect((await t().call('staffMe', { staffToken: theirs.token })).code).toBe(0)

    // Their own vendor's members they manage.
    const added = await call('staffMemberAdd', vendorAdmin, {
      email: uniqueEmail(),
      name: 'Operator',
      role: 'reviewer',
      vendorCode: vendor,
    })
    expect(added.code).toBe(0)
    expect(added.data.member.vendor.code).toBe(vendor)
    const edited = await call('staffMemberEdit', vendorAdmin, {
      id: oursId,
      name: 'Ours',
      role: 'admin',
      vendorCode: vendor,
    })
    expect(edited.data).toMatchObject({ name: 'Ours', role: 'admin', vendor: { code: vendor } })
    expect((await call('staffMemberReset', vendorAdmin, { id: oursId })).code).toBe(0)
    expect((await auditOf(ours.email)).slice(-3)).toEqual([
      ['staffRoleChanged', vendorAdmin.email, 'admin', vendor],
      ['staffEdited', vendorAdmin.email, 'name: Ours', vendor],
      ['staffReset', vendorAdmin.email, null, vendor],
    ])
  })

  it('counts a change of role or vendor from the member’s next call', async () => {
    const admin = await signedInStaff(t(), { role: 'admin', vendorCode: null })
    const vendor = await addVendor(t())
    const member = await signedInStaff(t(), { role: 'reviewer', vendorCode: vendor })
    const id = await idOf(member.email)
    const codeOf = async (operationId: string) =>
      (await t().call(operationId, { staffToken: member.token })).code
    // A vendor's member: not the alliance's queue, but their vendor's.
    expect(await codeOf('staffQueue')).toBe(21004)
    expect([10005, 21004]).not.toContain(await codeOf('staffDistributionQueue'))
    await call('staffMemberEdit', admin, { id, vendorCode: '-' })
    expect([10005, 21004]).not.toContain(await codeOf('staffQueue'))
    expect(await codeOf('staffDistributionQueue')).toBe(21004)
    expect((await t().call('staffMe', { staffToken: member.token })).data.vendor).toBeNull()
    await call('staffMemberEdit', admin, { id, role: 'admin', vendorCode: vendor })
    expect((await t().call('staffMembers', { staffToken: member.token })).code).toBe(0)
    expect((await t().call('staffMe', { staffToken: member.token })).data).toMatchObject({
      role: 'admin',
      vendor: { code: vendor },
    })
    // The CLI's changes count the same way.
    await runAdminCommand(t().app.ctx, ['staff', 'role', member.email, 'reviewer'])
    expect((await t().call('staffMembers', { staffToken: member.token })).code).toBe(21004)
  })
})
