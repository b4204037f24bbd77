import { expect, it } from 'vitest'
import { setFrozen } from './services/account-freeze.ts'
import { decide } from './services/review.ts'
import {
  completeUser,
  describeBackends,
  PASSWORD,
  recoveryBody,
  registerUser,
  ticketFor,
  type TestApp,
} from './test/harness.ts'
import { nextStep, totpCode } from './test/staff.ts'
import {
  addPasskey,
  passwordStep,
  proveIdentity,
  tightLoginLimit,
  turnOnTwoStep,
} from './test/two-step.ts'

const MINUTE = 60_000
const sessionsOf = async (t: TestApp, token: string) => {
  const listed = await t.call('listSessions', { token })
  expect(listed.code).toBe(0)
  return (listed.data as unknown[]).length
}
const security = async (t: TestApp, token: string) => {
  const answer = await t.call('getAccountSecurity', { token })
  expect(answer.code).toBe(0)
  return answer.data
}
const mailsTo = (t: TestApp, email: string, subject: string) =>
  t.mailer.sent.filter((m) => m.to === email && m.subject.includes(subject))
const answer = (t: TestApp, stepToken: string, body: Record<string, string>) =>
  t.call('accountLoginSecondStep', { body: { stepToken, ...body } })

describeBackends('a developer’s two-step sign-in', (t) => {
  it('enrols: a secret to start, a wrong code refused, the right one turns it on with ten codes', async () => {
    const user = await registerUser(t())
    await proveIdentity(t(), user)
    expect(await security(t(), user.token)).toEqual({
      twoStep: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
      passkeys: [],
    })
    // Nothing started: 441 twoStepNotStarted.
    const early = await t().call('confirmTwoStep', { token: user.token, body: { code: '123456' } })
    expect([early.status, early.code, early.data]).toEqual([
      200,
      441,
      { reason: 'twoStepNotStarted' },
    ])
    const start = await t().call('startTwoStep', { token: user.token })
    expect(start.code).toBe(0)
    const secret = start.data.secret as string
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(start.data.otpauthUri).toBe(
      `otpauth://totp/Developer%20portal:${encodeURIComponent(user.email)}?secret=${secret}&issuer=Developer%20portal`,
    )
    const wrong = await t().call('confirmTwoStep', { token: user.token, body: { code: '000000' } })
    expect(wrong.code).toBe(31002)
    expect((await security(t(), user.token)).twoStep.enabled).toBe(false)
    const confirm = await t().call('confirmTwoStep', {
      token: user.token,
      body: { code: await totpCode(t(), secret) },
    })
    expect(confirm.code).toBe(0)
    const codes = confirm.data.recoveryCodes as string[]
    expect(new Set(codes).size).toBe(10)
    // Only keyed hashes are kept.
    const stored = await t().db.query<{ code_hash: string }>(
      `select c.code_hash from account_recovery_codes c join accounts a on a.id = c.account_id
       where a.email = $1`,
      [user.email],
    )
    expect(stored).toHaveLength(10)
    for (const code of codes) expect(stored.map((r) => r.code_hash)).not.toContain(code)
    expect(await security(t(), user.token)).toEqual({
      twoStep: { enabled: true, enabledAt: t().clock.now().toISOString(), recoveryCodesLeft: 10 },
      passkeys: [],
    })
    expect(mailsTo(t(), user.email, 'Two-step sign-in was turned on')).toHaveLength(1)
    // On already: 31005 for both calls.
    expect((await t().call('startTwoStep', { token: user.token })).code).toBe(31005)
    nextStep(t())
    const again = await t().call('confirmTwoStep', {
      token: user.token,
      body: { code: await totpCode(t(), secret) },
    })
    expect(again.code).toBe(31005)
  })

  it('lets an enrolment lapse after 30 minutes, and a new start replaces the secret', async () => {
    const user = await registerUser(t())
    await proveIdentity(t(), user)
    const first = (await t().call('startTwoStep', { token: user.token })).data.secret as string
    const second = (await t().call('startTwoStep', { token: user.token })).data.secret as string
    expect(second).not.toBe(first)
    // The first secret's code no longer proves anything.
    const old = await t().call('confirmTwoStep', {
      token: user.token,
      body: { code: await totpCode(t(), first) },
    })
    expect(old.code).toBe(31002)
    t().clock.advance(31 * MINUTE)
    const lapsed = await t().call('confirmTwoStep', {
      token: user.token,
      body: { code: await totpCode(t(), second) },
    })
    expect([lapsed.code, lapsed.data]).toEqual([441, { reason: 'twoStepNotStarted' }])
  })

  it('stops a right password at the second step: no session and no device until it is taken', async () => {
    const user = await turnOnTwoStep(t(), await registerUser(t()))
    const before = t().mailer.sent.length
    const step = await passwordStep(t(), user.email, '203.0.113.9')
    expect(step).toEqual({
      stepToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: new Date(t().clock.time + 5 * MINUTE).toISOString(),
      methods: ['totp', 'recovery'],
      passkeyOptions: null,
    })
    expect(await sessionsOf(t(), user.token)).toBe(1)
    expect(t().mailer.sent.length).toBe(before)
    // Exactly one of code and credential.
    const neither = await answer(t(), step.stepToken, {})
    expect([neither.status, neither.code]).toEqual([400, 440])
    const both = await answer(t(), step.stepToken, { code: '123456', credential: '{}' })
    expect([both.status, both.code]).toEqual([400, 441])
    const signedIn = await t().call('accountLoginSecondStep', {
      body: { stepToken: step.stepToken, code: await totpCode(t(), user.secret) },
      ip: '203.0.113.9',
    })
    expect(signedIn.code).toBe(0)
    expect((await t().call('queryAccountInfo', { token: signedIn.data.token })).code).toBe(0)
    expect(await sessionsOf(t(), user.token)).toBe(2)
    // The new device's notice comes with the session, once.
    expect(mailsTo(t(), user.email, 'New sign-in')).toHaveLength(1)
    // A step is used once.
    nextStep(t())
    const reused = await answer(t(), step.stepToken, { code: await totpCode(t(), user.secret) })
    expect(reused.code).toBe(31003)
  })

  it('accepts an authenticator code once: a replayed code is refused', async () => {
    const user = await turnOnTwoStep(t(), await registerUser(t()))
    const code = await totpCode(t(), user.secret)
    const first = await answer(t(), (await passwordStep(t(), user.email)).stepToken, { code })
    expect(first.code).toBe(0)
    const replay = await answer(t(), (await passwordStep(t(), user.email)).stepToken, { code })
    expect(replay.code).toBe(31002)
    // An earlier step's code is a replay too.
    const earlier = await answer(t(), (await passwordStep(t(), user.email)).stepToken, {
      code: await totpCode(t(), user.secret, -1),
    })
    expect(earlier.code).toBe(31002)
  })

  it('spends a recovery code once and tells the account how many are left', async () => {
    const user = await turnOnTwoStep(t(), await registerUser(t()))
    const code = user.recoveryCodes[3]!
    const used = await answer(t(), (await passwordStep(t(), user.email)).stepToken, { code })
    expect(used.code).toBe(0)
    const [notice] = mailsTo(t(), user.email, 'A recovery code was used')
    expect(notice!.text).toContain('剩余 9 个恢复码')
    expect(notice!.text).toContain('9 codes are left')
    expect((await security(t(), user.token)).twoStep.recoveryCodesLeft).toBe(9)
    const again = await answer(t(), (await passwordStep(t(), user.email)).stepToken, { code })
    expect(again.code).toBe(31002)
    // A code of another account is wrong here too.
    const other = await turnOnTwoStep(t(), await registerUser(t()))
    const foreign = await answer(t(), (await passwordStep(t(), user.email)).stepToken, {
      code: other.recoveryCodes[0]!,
    })
    expect(foreign.code).toBe(31002)
  })

  it('refuses the right code after five wrong answers on a step, and a step past five minutes', async () => {
    const user = await turnOnTwoStep(t(), await registerUser(t()))
    const step = await passwordStep(t(), user.email)
    for (let i = 0; i < 5; i++) {
      expect((await answer(t(), step.stepToken, { code: '000000' })).code).toBe(31002)
    }
    const right = await answer(t(), step.stepToken, { code: await totpCode(t(), user.secret) })
    expect(right.code).toBe(31003)
    // The code was not checked, so it still works on a new step.
    const fresh = await passwordStep(t(), user.email)
    expect(
      (await answer(t(), fresh.stepToken, { code: await totpCode(t(), user.secret) })).code,
    ).toBe(0)

    const late = await passwordStep(t(), user.email)
    t().clock.advance(5 * MINUTE + 1000)
    expect(
      (await answer(t(), late.stepToken, { code: await totpCode(t(), user.secret) })).code,
    ).toBe(31003)
    const unknown = await answer(t(), 'A'.repeat(43), { code: await totpCode(t(), user.secret) })
    expect(unknown.code).toBe(31003)
  })

  it('checks at most five answers of a step however many arrive at once', async () => {
    const user = await turnOnTwoStep(t(), await registerUser(t()))
    const sessions = await sessionsOf(t(), user.token)
    // A burst on a fresh step: five are checked, the rest refused unchecked.
    const burst = await passwordStep(t(), user.email)
    const wrong = Array.from({ length: 20 }, (_, i) =>
      answer(t(), burst.stepToken, { code: String(100000 + i) }),
    )
    const codes = (await Promise.all(wrong)).map((r) => r.code)
    expect(codes.filter((c) => c === 31002)).toHaveLength(5)
    expect(codes.filter((c) => c === 31003)).toHaveLength(15)
    // After the step's limit, a burst of wrong codes with the right one: nothing gets through.
    const right = await totpCode(t(), user.secret)
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => answer(t(), burst.stepToken, { code: '000000' })),
      answer(t(), burst.stepToken, { code: right }),
    ])
    expect(new Set(answers.map((r) => r.code))).toEqual(new Set([31003]))
    expect(await sessionsOf(t(), user.token)).toBe(sessions)
  })

  it('answers 31004 after ten code checks on an account in 15 minutes, the right code and other calls included', async () => {
    const user = await turnOnTwoStep(t(), await registerUser(t()))
    const sessions = await sessionsOf(t(), user.token)
    for (const _ of [1, 2]) {
      const step = await passwordStep(t(), user.email)
      for (let i = 0; i < 5; i++) {
        expect((await answer(t(), step.stepToken, { code: '000000' })).code).toBe(31002)
      }
    }
    // The account's limit is reached: a burst on a fresh step, the right code among them.
    const step = await passwordStep(t(), user.email)
    const right = await totpCode(t(), user.secret)
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => answer(t(), step.stepToken, { code: '000000' })),
      answer(t(), step.stepToken, { code: right }),
    ])
    const codes = answers.map((r) => r.code)
    expect(codes).not.toContain(0)
    expect(codes).not.toContain(31002)
    expect(codes.filter((c) => c === 31004).length).toBeGreaterThanOrEqual(1)
    expect(await sessionsOf(t(), user.token)).toBe(sessions)
    // Every code check on the account shares the limit.
    const verify = await t().call('verifyIdentity', {
      token: user.token,
      body: { password: PASSWORD, code: right },
    })
    expect(verify.code).toBe(31004)
    const second = await passwordStep(t(), user.email)
    expect((await answer(t(), second.stepToken, { code: right })).code).toBe(31004)
    // Once the window has passed, the right code works (and takes itself off the count).
    t().clock.advance(15 * MINUTE)
    const later = await passwordStep(t(), user.email)
    const ok = await answer(t(), later.stepToken, { code: await totpCode(t(), user.secret) })
    expect(ok.code).toBe(0)
  })

  it('renews the recovery codes after a fresh proof with an authenticator code: the old ones stop working', async () => {
    const user = await turnOnTwoStep(t(), await registerUser(t()))
    t().clock.advance(5 * MINUTE + 1000)
    expect((await t().call('renewRecoveryCodes', { token: user.token })).code).toBe(31008)
    const verify = (code: string) =>
      t().call('verifyIdentity', { token: user.token, body: { password: PASSWORD, code } })
    expect((await verify('000000')).code).toBe(31002)
    // A recovery code is not an authenticator code (the contract asks six digits).
    expect((await verify(user.recoveryCodes[0]!)).code).toBe(441)
    expect((await t().call('renewRecoveryCodes', { token: user.token })).code).toBe(31008)
    expect((await verify(await totpCode(t(), user.secret))).code).toBe(0)
    const renewed = await t().call('renewRecoveryCodes', { token: user.token })
    expect(renewed.code).toBe(0)
    const fresh = renewed.data.recoveryCodes as string[]
    expect(fresh).toHaveLength(10)
    expect(fresh).not.toContain(user.recoveryCodes[0])
    expect(mailsTo(t(), user.email, 'Your recovery codes were replaced')).toHaveLength(1)
    nextStep(t())
    const old = await answer(t(), (await passwordStep(t(), user.email)).stepToken, {
      code: user.recoveryCodes[0]!,
    })
    expect(old.code).toBe(31002)
    const current = await answer(t(), (await passwordStep(t(), user.email)).stepToken, {
      code: fresh[0]!,
    })
    expect(current.code).toBe(0)
  })

  it('turns off with the password and a code; passkeys stay; then 31006', async () => {
    const user = await turnOnTwoStep(t(), await registerUser(t()))
    await addPasskey(t(), user)
    const code = await totpCode(t(), user.secret)
    const wrongPassword = await t().call('disableTwoStep', {
      token: user.token,
      body: { password: 'Wrong1234', code },
    })
    expect(wrongPassword.code).toBe(10010)
    const wrongCode = await t().call('disableTwoStep', {
      token: user.token,
      body: { password: PASSWORD, code: '000000' },
    })
    expect(wrongCode.code).toBe(31002)
    // A recovery code turns it off too.
    const off = await t().call('disableTwoStep', {
      token: user.token,
      body: { password: PASSWORD, code: user.recoveryCodes[0]! },
    })
    expect(off.code).toBe(0)
    expect(mailsTo(t(), user.email, 'Two-step sign-in was turned off')).toHaveLength(1)
    const overview = await security(t(), user.token)
    expect(overview.twoStep).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 })
    expect(overview.passkeys).toHaveLength(1)
    const rows = await t().db.query(
      `select 1 from account_recovery_codes c join accounts a on a.id = c.account_id
       where a.email = $1`,
      [user.email],
    )
    expect(rows).toHaveLength(0)
    // The password alone signs in again.
    const login = await t().call('accountLogin', {
      body: { email: user.email, password: PASSWORD },
    })
    expect(login.code).toBe(0)
    nextStep(t())
    const again = await t().call('disableTwoStep', {
      token: user.token,
      body: { password: PASSWORD, code: await totpCode(t(), user.secret) },
    })
    expect(again.code).toBe(31006)
    const renew = await t().call('renewRecoveryCodes', { token: user.token })
    expect(renew.code).toBe(31006)
  })

  it('keeps a frozen account out at both steps', async () => {
    const user = await turnOnTwoStep(t(), await registerUser(t()))
    const step = await passwordStep(t(), user.email)
    await setFrozen(t().app.ctx, user.email, true)
    // The freeze ended the sign-in that waited for its second step.
    const second = await answer(t(), step.stepToken, { code: await totpCode(t(), user.secret) })
    expect(second.code).toBe(31003)
    const login = await t().call('accountLogin', {
      body: { email: user.email, password: PASSWORD },
    })
    expect(login.code).toBe(10006)
  })

  it('keeps the second factor and the passkeys through a password reset', async () => {
    const user = await turnOnTwoStep(t(), await registerUser(t()))
    await addPasskey(t(), user)
    const sent = await t().call('sendEmailVerificationCode', {
      body: {
        email: user.email,
        purpose: 'findPassword',
        ticket: await ticketFor(t(), 'findPassword'),
      },
    })
    expect(sent.code).toBe(0)
    const reset = await t().call('findPassword', {
      body: {
        email: user.email,
        emailCode: t().mailer.codeFor(user.email),
        password: 'Another123',
      },
    })
    expect(reset.code).toBe(0)
    const login = await t().call('accountLogin', {
      body: { email: user.email, password: 'Another123' },
    })
    expect(login.code).toBe(31001)
    expect(login.data.methods).toEqual(['totp', 'recovery', 'passkey'])
    const done = await answer(t(), login.data.stepToken, {
      code: await totpCode(t(), user.secret),
    })
    expect(done.code).toBe(0)
    const overview = await security(t(), done.data.token)
    expect(overview.twoStep.enabled).toBe(true)
    expect(overview.passkeys).toHaveLength(1)
  })

  it('removes two-step sign-in and passkeys when an account recovery is approved, and says so', async () => {
    const user = await completeUser(t())
    await addPasskey(t(), await turnOnTwoStep(t(), user))
    const pending = await passwordStep(t(), user.email)
    const filed = await fileRecovery(t(), user)
    await decide(t().app.ctx, filed.id, true, '核实通过')
    const decision = t()
      .mailer.sent.filter((m) => m.subject.includes(`#${filed.id}`))
      .at(-1)!
    expect(decision.text).toContain('两步验证（验证器和恢复码）和通行密钥已被移除')
    expect(decision.text).toContain('passkeys were removed')
    // The new address signs in with the password alone, and the account has no factor left.
    const login = await t().call('accountLogin', {
      body: { email: filed.newEmail, password: PASSWORD },
    })
    expect(login.code).toBe(0)
    expect(await security(t(), login.data.token)).toEqual({
      twoStep: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
      passkeys: [],
    })
    // A step started before the approval is gone with them.
    const late = await answer(t(), pending.stepToken, { code: '123456' })
    expect(late.code).toBe(31003)

    // Without second factors the decision does not mention them.
    const plain = await completeUser(t())
    const plainFiled = await fileRecovery(t(), plain)
    await decide(t().app.ctx, plainFiled.id, true, null)
    const plainMail = t()
      .mailer.sent.filter((m) => m.subject.includes(`#${plainFiled.id}`))
      .at(-1)!
    expect(plainMail.text).not.toContain('通行密钥')
    expect(plainMail.text).not.toContain('passkeys')
  })
})

/** Files an account recovery (updateEmailApply) for a complete user; its id and new address. */
async function fileRecovery(t: TestApp, user: { email: string; phone: string }) {
  const found = await t.call('queryAccountByEmail', {
    body: { email: user.email, ticket: await ticketFor(t, 'recovery') },
  })
  expect(found.code).toBe(0)
  const body = recoveryBody(user, found.data.recoveryTicket as string)
  const filed = await t.call('updateEmailApply', { body })
  expect(filed.code).toBe(0)
  return { id: filed.data.id as number, newEmail: body.newEmail.toLowerCase() }
}

describeBackends(
  'the second step’s rate limit per address',
  (t) => {
    it('answers 443 past RATE_LIMIT_LOGIN_PER_MINUTE, like the password sign-in', async () => {
      const codes: number[] = []
      for (let i = 0; i < 3; i++) {
        const r = await t().call('accountLoginSecondStep', {
          body: { stepToken: 'A'.repeat(43), code: '123456' },
          ip: '192.0.2.77',
        })
        codes.push(r.code)
      }
      expect(codes).toEqual([31003, 31003, 443])
      // Another address is not held back.
      const other = await t().call('accountLoginSecondStep', {
        body: { stepToken: 'A'.repeat(43), code: '123456' },
        ip: '192.0.2.78',
      })
      expect(other.code).toBe(31003)
    })
  },
  tightLoginLimit,
)
