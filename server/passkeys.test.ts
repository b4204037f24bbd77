import { expect, it } from 'vitest'
import { setFrozen } from './services/account-freeze.ts'
import { SoftAuthenticator } from './test/authenticator.ts'
import { describeBackends, registerUser, type TestApp } from './test/harness.ts'
import { totpCode } from './test/staff.ts'
import {
  addPasskey,
  originOf,
  passkeySignIn,
  passwordStep,
  proveIdentity,
  tightLoginLimit,
  turnOnTwoStep,
} from './test/two-step.ts'

const MINUTE = 60_000
const security = async (t: TestApp, token: string) => {
  const answer = await t.call('getAccountSecurity', { token })
  expect(answer.code).toBe(0)
  return answer.data as {
    passkeys: { id: string; name: string; createdAt: string; lastUsedAt: string | null }[]
  }
}
const mailsTo = (t: TestApp, email: string, subject: string) =>
  t.mailer.sent.filter((m) => m.to === email && m.subject.includes(subject))

describeBackends('a developer’s passkeys', (t) => {
  it('creates options for the relying party, registers a passkey, and signs in with it alone', async () => {
    const user = await registerUser(t())
    await proveIdentity(t(), user)
    const options = await t().call('passkeyRegistrationOptions', { token: user.token })
    expect(options.code).toBe(0)
    expect(options.data).toMatchObject({
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      rp: { name: 'Developer portal', id: 'localhost' },
      user: { name: user.email },
      timeout: 300_000,
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    })
    const authenticator = new SoftAuthenticator()
    const credential = authenticator.create(options.data, { origin: 'http://localhost:3000' })
    const kept = await t().call('registerPasskey', {
      token: user.token,
      body: { name: '  Work laptop ', credential },
    })
    expect(kept.code).toBe(0)
    expect(kept.data).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
      name: 'Work laptop',
      createdAt: t().clock.now().toISOString(),
      lastUsedAt: null,
    })
    // The public id is not the credential id.
    expect(kept.data.id).not.toBe(authenticator.id)
    expect(mailsTo(t(), user.email, 'A passkey was added')[0]!.text).toContain('Work laptop')
    // The next options exclude it.
    const next = await t().call('passkeyRegistrationOptions', { token: user.token })
    expect(next.data.excludeCredentials).toEqual([
      { id: authenticator.id, type: 'public-key', transports: ['internal'] },
    ])

    t().clock.advance(MINUTE)
    const login = await t().call('passkeyLoginOptions')
    expect(login.code).toBe(0)
    expect(login.data).toEqual({
      challengeId: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
      options: expect.objectContaining({
        rpId: 'localhost',
        userVerification: 'required',
        allowCredentials: [],
        timeout: 300_000,
      }),
    })
    const signedIn = await t().call('passkeyLogin', {
      body: {
        challengeId: login.data.challengeId,
        credential: authenticator.get(login.data.options, { origin: originOf(t()) }),
      },
    })
    expect(signedIn.code).toBe(0)
    expect((await t().call('queryAccountInfo', { token: signedIn.data.token })).data.email).toBe(
      user.email,
    )
    const [passkey] = (await security(t(), user.token)).passkeys
    expect(passkey!.lastUsedAt).toBe(t().clock.now().toISOString())
  })

  it('signs in with a passkey without a second step even with two-step sign-in on', async () => {
    const user = await turnOnTwoStep(t(), await registerUser(t()))
    const { authenticator } = await addPasskey(t(), user)
    const signedIn = await passkeySignIn(t(), authenticator)
    expect(signedIn.code).toBe(0)
  })

  it('refuses a spent challenge, an expired one, and one it did not issue', async () => {
    const user = await registerUser(t())
    const { authenticator } = await addPasskey(t(), user)
    const options = await t().call('passkeyLoginOptions')
    const credential = authenticator.get(options.data.options, { origin: originOf(t()) })
    const body = { challengeId: options.data.challengeId, credential }
    expect((await t().call('passkeyLogin', { body })).code).toBe(0)
    // The same answer again: the challenge is spent.
    expect((await t().call('passkeyLogin', { body })).code).toBe(31007)
    // A fresh answer to the spent challenge too.
    const again = authenticator.get(options.data.options, { origin: originOf(t()) })
    const spent = await t().call('passkeyLogin', {
      body: { challengeId: options.data.challengeId, credential: again },
    })
    expect(spent.code).toBe(31007)

    const late = await t().call('passkeyLoginOptions')
    t().clock.advance(5 * MINUTE + 1000)
    const expired = await t().call('passkeyLogin', {
      body: {
        challengeId: late.data.challengeId,
        credential: authenticator.get(late.data.options, { origin: originOf(t()) }),
      },
    })
    expect(expired.code).toBe(31007)

    // Signed over a challenge of the answer's own making, with a real challenge id.
    const real = await t().call('passkeyLoginOptions')
    const forged = await t().call('passkeyLogin', {
      body: {
        challengeId: real.data.challengeId,
        credential: authenticator.get(real.data.options, {
          origin: originOf(t()),
          challenge: 'Zm9yZ2VkLWNoYWxsZW5nZS1mb3ItYS10ZXN0',
        }),
      },
    })
    expect(forged.code).toBe(31007)
    // The real challenge was not spent by the forged answer: it still signs in.
    const fine = await t().call('passkeyLogin', {
      body: {
        challengeId: real.data.challengeId,
        credential: authenticator.get(real.data.options, { origin: originOf(t()) }),
      },
    })
    expect(fine.code).toBe(0)
  })

  it('refuses an unknown passkey, another origin, no user verification, a counter gone back, garbage', async () => {
    const user = await registerUser(t())
    const { authenticator } = await addPasskey(t(), user)
    expect((await passkeySignIn(t(), new SoftAuthenticator())).code).toBe(31007)
    expect((await passkeySignIn(t(), authenticator, { origin: 'https://evil.example' })).code).toBe(
      31007,
    )
    expect((await passkeySignIn(t(), authenticator, { userVerified: false })).code).toBe(31007)
    // A clone: its counter is behind the one the server saw last.
    expect((await passkeySignIn(t(), authenticator)).code).toBe(0)
    authenticator.counter -= 2
    expect((await passkeySignIn(t(), authenticator)).code).toBe(31007)
    authenticator.counter += 5
    expect((await passkeySignIn(t(), authenticator)).code).toBe(0)
    // Not a credential at all: a malformed parameter.
    const options = await t().call('passkeyLoginOptions')
    for (const credential of ['{}', 'not json', '{"id":"x","response":{"clientDataJSON":"!!"}}']) {
      const r = await t().call('passkeyLogin', {
        body: { challengeId: options.data.challengeId, credential },
      })
      expect([r.status, r.code]).toEqual([400, 441])
    }
    // The challenge was not spent by them.
    const fine = await t().call('passkeyLogin', {
      body: {
        challengeId: options.data.challengeId,
        credential: authenticator.get(options.data.options, { origin: originOf(t()) }),
      },
    })
    expect(fine.code).toBe(0)
  })

  it('accepts an authenticator without a signature counter (always 0)', async () => {
    const user = await registerUser(t())
    await proveIdentity(t(), user)
    const authenticator = new SoftAuthenticator(false)
    const options = await t().call('passkeyRegistrationOptions', { token: user.token })
    const kept = await t().call('registerPasskey', {
      token: user.token,
      body: {
        name: 'Key',
        credential: authenticator.create(options.data, { origin: originOf(t()) }),
      },
    })
    expect(kept.code).toBe(0)
    expect((await passkeySignIn(t(), authenticator)).code).toBe(0)
    expect((await passkeySignIn(t(), authenticator)).code).toBe(0)
  })

  it('refuses a frozen account’s passkey with 10006', async () => {
    const user = await registerUser(t())
    const { authenticator } = await addPasskey(t(), user)
    await setFrozen(t().app.ctx, user.email, true)
    expect((await passkeySignIn(t(), authenticator)).code).toBe(10006)
  })

  it('registers only against its own live challenge: spent, expired, another account’s, wrong origin', async () => {
    const user = await registerUser(t())
    const other = await registerUser(t())
    await proveIdentity(t(), user)
    await proveIdentity(t(), other)
    const register = (token: string, credential: string) =>
      t().call('registerPasskey', { token, body: { name: 'Key', credential } })
    const options = await t().call('passkeyRegistrationOptions', { token: user.token })
    const first = new SoftAuthenticator()
    const credential = first.create(options.data, { origin: originOf(t()) })
    // Another account cannot answer this account's challenge.
    expect((await register(other.token, credential)).code).toBe(31007)
    expect((await register(user.token, credential)).code).toBe(0)
    // Spent.
    const second = new SoftAuthenticator()
    expect(
      (await register(user.token, second.create(options.data, { origin: originOf(t()) }))).code,
    ).toBe(31007)
    const fresh = await t().call('passkeyRegistrationOptions', { token: user.token })
    expect(
      (await register(user.token, second.create(fresh.data, { origin: 'https://evil.example' })))
        .code,
    ).toBe(31007)
    const late = await t().call('passkeyRegistrationOptions', { token: user.token })
    t().clock.advance(5 * MINUTE + 1000)
    // The proof lapsed with the challenge: a new one, so that the challenge is what is refused.
    await proveIdentity(t(), user)
    expect(
      (await register(user.token, second.create(late.data, { origin: originOf(t()) }))).code,
    ).toBe(31007)
    // Another RP id hashed by the authenticator.
    const wrongRp = await t().call('passkeyRegistrationOptions', { token: user.token })
    expect(
      (
        await register(
          user.token,
          second.create(wrongRp.data, { origin: originOf(t()), rpId: 'example.com' }),
        )
      ).code,
    ).toBe(31007)
    expect((await security(t(), user.token)).passkeys).toHaveLength(1)
    expect((await t().call('registerPasskey', { body: { name: 'x', credential } })).code).toBe(
      10005,
    )
  })

  it('holds at most ten passkeys (441 passkeyLimit)', async () => {
    const user = await registerUser(t())
    for (let i = 0; i < 10; i++) await addPasskey(t(), user, `Key ${i}`)
    const options = await t().call('passkeyRegistrationOptions', { token: user.token })
    expect([options.status, options.code, options.data]).toEqual([
      200,
      441,
      { reason: 'passkeyLimit' },
    ])
    expect((await security(t(), user.token)).passkeys).toHaveLength(10)
  })

  it('removes a passkey: it no longer signs in; another account’s is not found', async () => {
    const user = await registerUser(t())
    const other = await registerUser(t())
    await proveIdentity(t(), other)
    const { authenticator, passkey } = await addPasskey(t(), user, 'Phone')
    const foreign = await t().call('removePasskey', {
      token: other.token,
      body: { id: passkey.id },
    })
    expect([foreign.code, foreign.data]).toEqual([441, { reason: 'passkeyNotFound' }])
    const removed = await t().call('removePasskey', { token: user.token, body: { id: passkey.id } })
    expect(removed.code).toBe(0)
    expect(mailsTo(t(), user.email, 'A passkey was removed')[0]!.text).toContain('Phone')
    expect((await security(t(), user.token)).passkeys).toEqual([])
    expect((await passkeySignIn(t(), authenticator)).code).toBe(31007)
    const again = await t().call('removePasskey', { token: user.token, body: { id: passkey.id } })
    expect(again.data).toEqual({ reason: 'passkeyNotFound' })
  })

  it('takes the second step with a passkey, only with the challenge of that step', async () => {
    const user = await turnOnTwoStep(t(), await registerUser(t()))
    const { authenticator } = await addPasskey(t(), user)
    const step = await passwordStep(t(), user.email)
    expect(step.methods).toEqual(['totp', 'recovery', 'passkey'])
    expect(step.passkeyOptions).toMatchObject({
      rpId: 'localhost',
      allowCredentials: [{ id: authenticator.id, type: 'public-key', transports: ['internal'] }],
      userVerification: 'preferred',
    })
    // An answer to another step's challenge does not take this one.
    const otherStep = await passwordStep(t(), user.email)
    const crossed = await t().call('accountLoginSecondStep', {
      body: {
        stepToken: step.stepToken,
        credential: authenticator.get(otherStep.passkeyOptions!, { origin: originOf(t()) }),
      },
    })
    expect(crossed.code).toBe(31007)
    // Possession is enough at the second step: no user verification needed.
    const done = await t().call('accountLoginSecondStep', {
      body: {
        stepToken: step.stepToken,
        credential: authenticator.get(step.passkeyOptions!, {
          origin: originOf(t()),
          userVerified: false,
        }),
      },
    })
    expect(done.code).toBe(0)
    // Another account's passkey cannot take this account's step.
    const stranger = await registerUser(t())
    const strangerKey = await addPasskey(t(), stranger)
    const third = await passwordStep(t(), user.email)
    const foreign = await t().call('accountLoginSecondStep', {
      body: {
        stepToken: third.stepToken,
        credential: strangerKey.authenticator.get(third.passkeyOptions!, { origin: originOf(t()) }),
      },
    })
    expect(foreign.code).toBe(31007)
    // The authenticator code still works on that step.
    const code = await t().call('accountLoginSecondStep', {
      body: { stepToken: third.stepToken, code: await totpCode(t(), user.secret) },
    })
    expect(code.code).toBe(0)
  })
})

describeBackends(
  'passkey sign-in’s rate limit per address',
  (t) => {
    it('answers 443 past RATE_LIMIT_LOGIN_PER_MINUTE', async () => {
      const codes: number[] = []
      for (let i = 0; i < 3; i++) {
        codes.push((await t().call('passkeyLoginOptions', { ip: '192.0.2.90' })).code)
      }
      expect(codes).toEqual([0, 0, 443])
      const login = await t().call('passkeyLogin', {
        body: { challengeId: 'A'.repeat(22), credential: '{}' },
        ip: '192.0.2.90',
      })
      expect(login.code).toBe(443)
    })
  },
  tightLoginLimit,
)
