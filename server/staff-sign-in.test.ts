import { expect, it } from 'vitest'
import { runAdminCommand } from './admin-commands.ts'
import { describeBackends } from './test/harness.ts'
import {
  addStaff,
  enrolledStaff,
  nextStep,
  STAFF_PASSWORD,
  staffSignIn,
  totpCode,
} from './test/staff.ts'

describeBackends('staff set-up and sign-in', (t) => {
  async function auditOf(email: string) {
    const rows = await t().db.query<{ action: string; detail: string | null }>(
      `select l.action, l.detail from audit_log l left join staff m on m.id = l.staff_id
       where m.email = $1 or l.subject_email = $1 order by l.id`,
      [email],
    )
    return rows.map((r) => (r.detail ? `${r.action}: ${r.detail}` : r.action))
  }

  it('sets up a password and an authenticator through the link, once', async () => {
    const { email, setupToken } = await addStaff(t(), 'reviewer')
    // The console stays closed until the authenticator is proved: no password works yet.
    const early = await t().call('staffLogin', {
      body: { email, password: STAFF_PASSWORD, code: '123456' },
    })
    expect(early.code).toBe(10001)
    const start = await t().call('staffSetupStart', {
      body: { setupToken, password: STAFF_PASSWORD },
    })
    expect(start.code).toBe(0)
    expect(start.data.email).toBe(email)
    expect(start.data.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(start.data.otpauthUri).toContain(`secret=${start.data.secret}`)
    expect(start.data.otpauthUri).toMatch(/^otpauth:\/\/totp\//)
    const secret = start.data.secret as string
    // A wrong code leaves the link as it was.
    const wrong = await t().call('staffSetupConfirm', { body: { setupToken, code: '000000' } })
    expect(wrong.code).toBe(30002)
    const confirm = await t().call('staffSetupConfirm', {
      body: { setupToken, code: await totpCode(t(), secret) },
    })
    expect(confirm.code).toBe(0)
    const codes = confirm.data.recoveryCodes as string[]
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/)
    // Only hashes are kept.
    const stored = await t().db.query<{ code_hash: string }>(
      `select c.code_hash from staff_recovery_codes c join staff m on m.id = c.staff_id
       where m.email = $1`,
      [email],
    )
    expect(stored).toHaveLength(10)
    expect(stored.map((r) => r.code_hash)).not.toContain(codes[0])
    expect(confirm.data.session.staff).toEqual({
      email,
      name: null,
      role: 'reviewer',
      vendor: null,
    })
    const me = await t().call('staffMe', { staffToken: confirm.data.session.token })
    expect(me.data).toEqual({ email, name: null, role: 'reviewer', vendor: null })
    // The link is spent.
    nextStep(t())
    expect(
      (await t().call('staffSetupStart', { body: { setupToken, password: STAFF_PASSWORD } })).code,
    ).toBe(30001)
    expect(
      (
        await t().call('staffSetupConfirm', {
          body: { setupToken, code: await totpCode(t(), secret) },
        })
      ).code,
    ).toBe(30001)
    expect(await auditOf(email)).toEqual([
      'staffAdded: reviewer',
      'signInFailed: wrong password',
      'staffEnrolled',
    ])
  })

  it('refuses an unknown link and one older than 72 hours', async () => {
    const unknown = await t().call('staffSetupStart', {
      body: { setupToken: 'x'.repeat(43), password: STAFF_PASSWORD },
    })
    expect(unknown.code).toBe(30001)
    const { setupToken } = await addStaff(t(), 'admin')
    t().clock.advance(72 * 3_600_000 + 1_000)
    const late = await t().call('staffSetupStart', {
      body: { setupToken, password: STAFF_PASSWORD },
    })
    expect(late.code).toBe(30001)
  })

  it('signs in with the password and a code, once per code', async () => {
    const member = await enrolledStaff(t(), 'admin')
    const code = await totpCode(t(), member.secret)
    const body = { email: member.email.toUpperCase(), password: STAFF_PASSWORD, code }
    const login = await t().call('staffLogin', { body })
    expect(login.code).toBe(0)
    expect(login.data.staff).toEqual({
      email: member.email,
      name: null,
      role: 'admin',
      vendor: null,
    })
    expect((await t().call('staffMe', { staffToken: login.data.token })).code).toBe(0)
    // The same code again (a replay, or someone who watched it typed): refused.
    expect((await t().call('staffLogin', { body })).code).toBe(30002)
    // A wrong password is 10001 whatever the code; an unknown e-mail too.
    nextStep(t())
    const fresh = await totpCode(t(), member.secret)
    expect(
      (await t().call('staffLogin', { body: { ...body, password: 'Wrong-pass-1', code: fresh } }))
        .code,
    ).toBe(10001)
    expect(
      (
        await t().call('staffLogin', {
          body: { ...body, email: 'nobody@example.com', code: fresh },
        })
      ).code,
    ).toBe(10001)
    // A wrong code.
    const wrongCode = fresh === '000000' ? '111111' : '000000'
    expect((await t().call('staffLogin', { body: { ...body, code: wrongCode } })).code).toBe(30002)
    // The code of the step before or after (a phone's clock a little off) works.
    expect(
      (
        await t().call('staffLogin', {
          body: { ...body, code: await totpCode(t(), member.secret, 1) },
        })
      ).code,
    ).toBe(0)
    // …and then the current step's code is older than the last one used: refused too.
    expect((await t().call('staffLogin', { body: { ...body, code: fresh } })).code).toBe(30002)
    // Signing out ends the session.
    expect((await t().call('staffLogout', { staffToken: login.data.token })).code).toBe(0)
    expect((await t().call('staffMe', { staffToken: login.data.token })).code).toBe(10005)
    const audit = await auditOf(member.email)
    expect(audit.filter((a) => a.startsWith('signIn'))).toEqual([
      'signIn',
      'signInFailed: wrong code',
      'signInFailed: wrong password',
      'signInFailed: wrong code',
      'signIn',
      'signInFailed: wrong code',
    ])
    expect(audit).toContain('signOut')
  })

  it('takes a recovery code once', async () => {
    const member = await enrolledStaff(t(), 'reviewer')
    const body = { email: member.email, password: STAFF_PASSWORD, code: member.recoveryCodes[3]! }
    const first = await t().call('staffLogin', { body })
    expect(first.code).toBe(0)
    expect((await t().call('staffMe', { staffToken: first.data.token })).code).toBe(0)
    expect((await t().call('staffLogin', { body })).code).toBe(30002)
    // Another of the codes still works; another member's does not.
    const other = await enrolledStaff(t(), 'reviewer')
    expect(
      (await t().call('staffLogin', { body: { ...body, code: other.recoveryCodes[0]! } })).code,
    ).toBe(30002)
    expect(
      (await t().call('staffLogin', { body: { ...body, code: member.recoveryCodes[4]! } })).code,
    ).toBe(0)
    const audit = await auditOf(member.email)
    expect(audit.filter((a) => a === 'recoveryCodeUsed')).toHaveLength(2)
    expect(audit.filter((a) => a === 'signIn: recovery code')).toHaveLength(2)
  })

  it('tells a disabled member so only when the password is right', async () => {
    const member = await enrolledStaff(t(), 'reviewer')
    await runAdminCommand(t().app.ctx, ['staff', 'disable', member.email])
    const code = await totpCode(t(), member.secret)
    expect(
      (await t().call('staffLogin', { body: { email: member.email, password: 'Nope-1234', code } }))
        .code,
    ).toBe(10001)
    expect(
      (
        await t().call('staffLogin', {
          body: { email: member.email, password: STAFF_PASSWORD, code },
        })
      ).code,
    ).toBe(30005)
    await runAdminCommand(t().app.ctx, ['staff', 'enable', member.email])
    await staffSignIn(t(), member)
  })

  it('checks at most five wrong codes per member in 15 minutes, even in a parallel burst', async () => {
    const member = await enrolledStaff(t(), 'reviewer')
    const right = await totpCode(t(), member.secret)
    const wrong = (i: number) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0')
    const attempt = (code: string) =>
      t().call('staffLogin', { body: { email: member.email, password: STAFF_PASSWORD, code } })
    const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(wrong(i))))
    const codes = burst.map((r) => r.code).sort()
    expect(codes).toEqual([...Array(5).fill(30002), ...Array(5).fill(443)].sort())
    // Now even the right code is not checked, alone or in a burst.
    const late = await Promise.all([attempt(right), attempt(wrong(20)), attempt(right)])
    expect(late.map((r) => r.code)).toEqual([443, 443, 443])
    expect(await auditOf(member.email)).toContain('signInFailed: too many wrong codes')
    // The window passes.
    t().clock.advance(15 * 60_000)
    await staffSignIn(t(), member)
  })

  it('lets a right code through a burst only while the limit holds', async () => {
    const member = await enrolledStaff(t(), 'reviewer')
    const right = await totpCode(t(), member.secret)
    const wrong = (i: number) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0')
    const attempt = (code: string) =>
      t().call('staffLogin', { body: { email: member.email, password: STAFF_PASSWORD, code } })
    const burst = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => attempt(wrong(i))),
      attempt(right),
    ])
    // At most five wrong codes were checked, each attempt counted before its check; the right
    // code passed only if it was counted among the first five.
    expect(burst.filter((r) => r.code === 30002).length).toBeLessThanOrEqual(5)
    expect([0, 443]).toContain(burst[8]!.code)
    // After the burst, the next step's right code is not even checked.
    nextStep(t())
    expect((await attempt(await totpCode(t(), member.secret))).code).toBe(443)
    expect(burst.every((r) => [0, 30002, 443].includes(r.code))).toBe(true)
  })
})

describeBackends('staff sign-in limits', (t) => {
  it('limits sign-ins per address and per staff e-mail (443)', async () => {
    const limits = t().settings.rateLimits
    const saved = { ...limits }
    const member = await enrolledStaff(t(), 'reviewer')
    Object.assign(limits, { login: 2, target: 3 })
    try {
      const attempt = (ip: string, email = member.email) =>
        t().call('staffLogin', { ip, body: { email, password: 'Wrong-pass-1', code: '123456' } })
      // Per address.
      expect((await attempt('10.1.1.1', 'someone@example.com')).code).toBe(10001)
      expect((await attempt('10.1.1.1', 'someone@example.com')).code).toBe(10001)
      expect((await attempt('10.1.1.1', 'someone@example.com')).code).toBe(443)
      // Per staff e-mail, whatever the address.
      expect((await attempt('10.1.2.1')).code).toBe(10001)
      expect((await attempt('10.1.2.2')).code).toBe(10001)
      expect((await attempt('10.1.2.3')).code).toBe(10001)
      expect((await attempt('10.1.2.4')).code).toBe(443)
      // The window passes.
      t().clock.advance(61_000)
      await staffSignIn(t(), member)
    } finally {
      Object.assign(limits, saved)
    }
  })
})
