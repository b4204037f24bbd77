import { expect, it } from 'vitest'
import { SoftAuthenticator } from './test/authenticator.ts'
import { describeBackends, PASSWORD, registerUser, type TestApp } from './test/harness.ts'
import { nextStep, totpCode } from './test/staff.ts'
import { addPasskey, originOf, proveIdentity, turnOnTwoStep } from './test/two-step.ts'

// What changes how an account signs in needs a fresh proof on the session (verifyIdentity within
// five minutes): a session someone got hold of for a moment must not become lasting access.

const MINUTE = 60_000

/** Every call that changes how the account signs in, as a session alone would make it. */
const guarded = (t: TestApp, token: string) => ({
  startTwoStep: () => t.call('startTwoStep', { token }),
  renewRecoveryCodes: () => t.call('renewRecoveryCodes', { token }),
  passkeyRegistrationOptions: () => t.call('passkeyRegistrationOptions', { token }),
  registerPasskey: () => {
    const credential = new SoftAuthenticator().create(
      { challenge: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', rp: {}, user: { id: 'AAAA' } },
      { origin: originOf(t) },
    )
    return t.call('registerPasskey', { token, body: { name: 'Thief', credential } })
  },
  removePasskey: () => t.call('removePasskey', { token, body: { id: 'Aa1Bb2Cc3Dd4Ee5Ff6Gg7H' } }),
})

describeBackends('a fresh proof before changing how the account signs in', (t) => {
  it('refuses every such call with 31008 on a session alone, and changes nothing', async () => {
    const user = await turnOnTwoStep(t(), await registerUser(t()))
    // The proof that turned two-step sign-in on has lapsed.
    t().clock.advance(5 * MINUTE + 1000)
    for (const [name, call] of Object.entries(guarded(t(), user.token))) {
      expect([name, (await call()).code]).toEqual([name, 31008])
    }
    const overview = await t().call('getAccountSecurity', { token: user.token })
    expect(overview.data).toMatchObject({
      twoStep: { enabled: true, recoveryCodesLeft: 10 },
      passkeys: [],
    })
  })

  it('verifies with the password for five minutes, on this session only', async () => {
    const user = await registerUser(t())
    const login = await t().call('accountLogin', {
      body: { email: user.email, password: PASSWORD },
    })
    expect(login.code).toBe(0)
    const otherSession = login.data.token as string
    const verify = (body: Record<string, string>) =>
      t().call('verifyIdentity', { token: user.token, body })

    expect((await verify({})).code).toBe(440)
    expect((await verify({ password: 'Wrong1234' })).code).toBe(10010)
    expect((await t().call('passkeyRegistrationOptions', { token: user.token })).code).toBe(31008)
    const right = await verify({ password: PASSWORD })
    expect(right.code).toBe(0)
    expect(right.data).toEqual({
      verifiedUntil: new Date(t().clock.time + 5 * MINUTE).toISOString(),
    })
    expect((await t().call('passkeyRegistrationOptions', { token: user.token })).code).toBe(0)
    // The account's other session is not verified by this one's proof.
    expect((await t().call('passkeyRegistrationOptions', { token: otherSession })).code).toBe(31008)
    t().clock.advance(5 * MINUTE - 1000)
    expect((await t().call('passkeyRegistrationOptions', { token: user.token })).code).toBe(0)
    t().clock.advance(2000)
    expect((await t().call('passkeyRegistrationOptions', { token: user.token })).code).toBe(31008)
    // Without a session there is nothing to verify.
    expect((await t().call('verifyIdentity', { body: { password: PASSWORD } })).code).toBe(10005)
  })

  it('asks for an authenticator code too when two-step sign-in is on', async () => {
    const user = await turnOnTwoStep(t(), await registerUser(t()))
    t().clock.advance(5 * MINUTE + 1000)
    const verify = (body: Record<string, string>) =>
      t().call('verifyIdentity', { token: user.token, body })
    expect((await verify({ password: PASSWORD })).code).toBe(31002)
    expect((await verify({ password: PASSWORD, code: '000000' })).code).toBe(31002)
    // The password is checked first: a right code with a wrong password proves nothing.
    const code = await totpCode(t(), user.secret)
    expect((await verify({ password: 'Wrong1234', code })).code).toBe(10010)
    expect((await t().call('renewRecoveryCodes', { token: user.token })).code).toBe(31008)
    expect((await verify({ password: PASSWORD, code })).code).toBe(0)
    expect((await t().call('renewRecoveryCodes', { token: user.token })).code).toBe(0)
    // A code is accepted once.
    expect((await verify({ password: PASSWORD, code })).code).toBe(31002)
    nextStep(t())
  })

  it('verifies with one of the account’s own passkeys, never another account’s', async () => {
    const user = await registerUser(t())
    const stranger = await registerUser(t())
    const { authenticator } = await addPasskey(t(), user)
    const strangerKey = await addPasskey(t(), stranger)
    t().clock.advance(5 * MINUTE + 1000)
    const byPasskey = async (holder: SoftAuthenticator, extra: Record<string, string> = {}) => {
      const options = await t().call('passkeyLoginOptions')
      expect(options.code).toBe(0)
      return t().call('verifyIdentity', {
        token: user.token,
        body: {
          challengeId: options.data.challengeId,
          credential: holder.get(options.data.options, { origin: originOf(t()) }),
          ...extra,
        },
      })
    }
    expect((await byPasskey(strangerKey.authenticator)).code).toBe(31007)
    expect((await byPasskey(authenticator, { password: PASSWORD })).code).toBe(441)
    expect((await t().call('passkeyRegistrationOptions', { token: user.token })).code).toBe(31008)
    expect((await byPasskey(authenticator)).code).toBe(0)
    expect((await t().call('passkeyRegistrationOptions', { token: user.token })).code).toBe(0)
    // A credential without its challenge id is half a proof.
    const options = await t().call('passkeyLoginOptions')
    const half = await t().call('verifyIdentity', {
      token: user.token,
      body: { credential: authenticator.get(options.data.options, { origin: originOf(t()) }) },
    })
    expect(half.code).toBe(440)
  })

  it('lets a stolen session plant no passkey: the thief’s registration needs the password', async () => {
    const user = await registerUser(t())
    const thief = new SoftAuthenticator()
    // The options are refused, and so is an answer to options of a proved session of the thief's.
    expect((await t().call('passkeyRegistrationOptions', { token: user.token })).code).toBe(31008)
    const own = await registerUser(t())
    await proveIdentity(t(), own)
    const options = await t().call('passkeyRegistrationOptions', { token: own.token })
    const planted = await t().call('registerPasskey', {
      token: user.token,
      body: { name: 'Thief', credential: thief.create(options.data, { origin: originOf(t()) }) },
    })
    expect(planted.code).toBe(31008)
    const overview = await t().call('getAccountSecurity', { token: user.token })
    expect(overview.data.passkeys).toEqual([])
  })
})
