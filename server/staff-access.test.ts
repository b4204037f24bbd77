import { expect, it } from 'vitest'
import { runAdminCommand } from './admin-commands.ts'
import { describeBackends, operations, registerUser } from './test/harness.ts'
import { addVendor, enrolledStaff, staffSignIn, type StaffMember } from './test/staff.ts'

// The staff console's authorisation, checked in one place (contract-routes.ts) for every
// operation the contract secures with a staff session: the list comes from the contract, so an
// operation added there is walked here too.
const staffOperations = operations.filter((o) => o.op['x-staff-role'] !== undefined)
/** Whose members may call an operation: its x-staff-scope, the alliance's when absent. */
const scopeOf = (op: Record<string, unknown>) =>
  (op['x-staff-scope'] as 'alliance' | 'vendor' | 'any' | undefined) ?? 'alliance'
// Signing out last: it ends the session the other calls use.
staffOperations.sort(
  (a, b) => Number(a.operationId === 'staffLogout') - Number(b.operationId === 'staffLogout'),
)

it('covers every operation under /api/staff/ but the set-up and the sign-in', () => {
  const open = operations
    .filter((o) => o.path.startsWith('/api/staff/') && !staffOperations.includes(o))
    .map((o) => o.operationId)
  expect(open.sort()).toEqual(['staffLogin', 'staffSetupConfirm', 'staffSetupStart'])
  expect(staffOperations.length).toBeGreaterThanOrEqual(8)
  // Only the staff console's operations take a staff session.
  expect(staffOperations.every((o) => o.path.startsWith('/api/staff/'))).toBe(true)
})

describeBackends('staff authorisation', (t) => {
  it('refuses every staff operation without a staff session of the right role', async () => {
    const developer = await registerUser(t())
    // A token that lived and then idled out (STAFF_IDLE_MINUTES, 30 by default).
    const idle = await enrolledStaff(t(), 'admin')
    expect((await t().call('staffMe', { staffToken: idle.token })).code).toBe(0)
    t().clock.advance(31 * 60_000)
    const disabled = await enrolledStaff(t(), 'admin')
    await runAdminCommand(t().app.ctx, ['staff', 'disable', disabled.email])
    const vendor = await addVendor(t())
    // The reviewer and the admin of the operation's scope: a vendor's for a vendor's operation.
    const ofScope = {
      alliance: {
        reviewer: await enrolledStaff(t(), 'reviewer'),
        admin: await enrolledStaff(t(), 'admin'),
      },
      vendor: {
        reviewer: await enrolledStaff(t(), 'reviewer', { vendorCode: vendor }),
        admin: await enrolledStaff(t(), 'admin', { vendorCode: vendor }),
      },
    }

    for (const { operationId, op } of staffOperations) {
      const refused = async (headers: { token?: string; staffToken?: string }) =>
        (await t().call(operationId, headers)).code
      expect(await refused({}), `${operationId} without a token`).toBe(10005)
      expect(await refused({ token: developer.token }), `${operationId}, developer token`).toBe(
        10005,
      )
      expect(
        await refused({ staffToken: developer.token }),
        `${operationId}, developer token as staff-token`,
      ).toBe(10005)
      expect(await refused({ staffToken: disabled.token }), `${operationId}, disabled`).toBe(10005)
      expect(await refused({ staffToken: idle.token }), `${operationId}, idle token`).toBe(10005)
      const { reviewer, admin } = ofScope[scopeOf(op) === 'vendor' ? 'vendor' : 'alliance']
      if (op['x-staff-role'] === 'admin') {
        expect(await refused({ staffToken: reviewer.token }), `${operationId}, reviewer`).toBe(
          21004,
        )
      } else {
        expect([10005, 21004]).not.toContain(await refused({ staffToken: reviewer.token }))
      }
      // The admin passes the check (the call may still miss its parameters).
      expect([10005, 21004]).not.toContain(await refused({ staffToken: admin.token }))
    }
  })

  it('refuses an operation of the alliance to a vendor’s members and one of a vendor to the alliance’s (21004)', async () => {
    const vendor = await addVendor(t())
    const roles = ['admin', 'reviewer'] as const
    // One after the other: each set-up spends the code of the test clock's step.
    const members = { alliance: [] as StaffMember[], vendor: [] as StaffMember[] }
    for (const role of roles) {
      members.alliance.push(await enrolledStaff(t(), role))
      members.vendor.push(await enrolledStaff(t(), role, { vendorCode: vendor }))
    }
    const scopes = new Set(staffOperations.map(({ op }) => scopeOf(op)))
    expect([...scopes].sort()).toEqual(['alliance', 'any', 'vendor'])
    for (const { operationId, op } of staffOperations) {
      const scope = scopeOf(op)
      for (const side of ['alliance', 'vendor'] as const) {
        for (const [i, member] of members[side].entries()) {
          const code = (await t().call(operationId, { staffToken: member.token })).code
          const what = `${operationId} (${scope}), ${side}'s ${roles[i]}`
          if (scope !== 'any' && scope !== side) expect(code, what).toBe(21004)
          else if (roles[i] === 'admin' || op['x-staff-role'] === 'reviewer') {
            expect([10005, 21004], what).not.toContain(code)
          }
        }
      }
    }
  })

  it('never lets a staff token act as a developer', async () => {
    const member = await enrolledStaff(t(), 'admin')
    for (const operationId of ['queryAccountInfo', 'logout', 'queryChangeRecordPage']) {
      expect((await t().call(operationId, { token: member.token })).code).toBe(10005)
      expect((await t().call(operationId, { staffToken: member.token })).code).toBe(10005)
    }
    // The staff session itself still works.
    expect((await t().call('staffMe', { staffToken: member.token })).data).toEqual({
      email: member.email,
      name: null,
      role: 'admin',
      vendor: null,
    })
  })

  it('ends a member’s sessions when they are disabled, and lets them back when enabled', async () => {
    const member = await enrolledStaff(t(), 'reviewer')
    const second = await staffSignIn(t(), member)
    expect((await t().call('staffMe', { staffToken: second })).code).toBe(0)
    await runAdminCommand(t().app.ctx, ['staff', 'disable', member.email])
    const rows = await t().db.query(
      'select 1 from staff_sessions s join staff m on m.id = s.staff_id where m.email = $1',
      [member.email],
    )
    expect(rows).toHaveLength(0)
    for (const token of [member.token, second]) {
      expect((await t().call('staffMe', { staffToken: token })).code).toBe(10005)
    }
    // Even a session row that survived (written by a sign-in racing the disable) is refused.
    await runAdminCommand(t().app.ctx, ['staff', 'enable', member.email])
    const third = await staffSignIn(t(), member)
    await t().db.query(`update staff set disabled_at = now() where email = $1`, [member.email])
    expect((await t().call('staffMe', { staffToken: third })).code).toBe(10005)
  })

  it('counts a role change from the member’s next call', async () => {
    const member = await enrolledStaff(t(), 'reviewer')
    expect((await t().call('staffAuditLog', { staffToken: member.token })).code).toBe(21004)
    await runAdminCommand(t().app.ctx, ['staff', 'role', member.email, 'admin'])
    expect((await t().call('staffAuditLog', { staffToken: member.token })).code).toBe(0)
    expect((await t().call('staffMe', { staffToken: member.token })).data.role).toBe('admin')
  })

  it('ends a session after 12 hours however busy it is', async () => {
    const member = await enrolledStaff(t(), 'reviewer')
    // A call every 25 minutes (under the 30-minute idle limit) for 11 h 40 min…
    for (let call = 0; call < 28; call += 1) {
      t().clock.advance(25 * 60_000)
      expect((await t().call('staffMe', { staffToken: member.token })).code).toBe(0)
    }
    // …and the next one, 12 h 5 min after the sign-in, is refused.
    t().clock.advance(25 * 60_000)
    expect((await t().call('staffMe', { staffToken: member.token })).code).toBe(10005)
  })
})
