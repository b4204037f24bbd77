import { expect } from 'vitest'
import { SoftAuthenticator } from './authenticator.ts'
import { PASSWORD, testSettings, type TestApp } from './harness.ts'
import { nextStep, totpCode } from './staff.ts'

// Developers' second factors in the tests: enrolment through the calls with codes computed as an
// authenticator app would, password sign-ins that stop at the second step, software passkeys.

export interface TwoStepUser {
  email: string
  token: string
  secret: string
  recoveryCodes: string[]
}

/**
 * A fresh proof on the session (verifyIdentity): the password, with an authenticator code when
 * the user has a secret (two-step sign-in on); that code's step is then spent.
 */
export async function proveIdentity(t: TestApp, user: { token: string; secret?: string }) {
  const code = user.secret ? { code: await totpCode(t, user.secret) } : {}
  const verified = await t.call('verifyIdentity', {
    token: user.token,
    body: { password: PASSWORD, ...code },
  })
  expect(verified.code).toBe(0)
  if (user.secret) nextStep(t)
}

/** Turns two-step sign-in on for a signed-in developer; the code's step is then spent. */
export async function turnOnTwoStep(
  t: TestApp,
  user: { email: string; token: string },
): Promise<TwoStepUser> {
  await proveIdentity(t, { token: user.token })
  const start = await t.call('startTwoStep', { token: user.token })
  expect(start.code).toBe(0)
  const secret = start.data.secret as string
  const confirm = await t.call('confirmTwoStep', {
    token: user.token,
    body: { code: await totpCode(t, secret) },
  })
  expect(confirm.code).toBe(0)
  nextStep(t)
  return { ...user, secret, recoveryCodes: confirm.data.recoveryCodes as string[] }
}

/** A password sign-in that stops at the second step (31001): the step to take. */
export async function passwordStep(t: TestApp, email: string, ip = '127.0.0.1') {
  const login = await t.call('accountLogin', { body: { email, password: PASSWORD }, ip })
  expect(login.code).toBe(31001)
  return login.data as {
    stepToken: string
    expiresAt: string
    methods: string[]
    passkeyOptions: { challenge: string; rpId?: string; allowCredentials?: { id: string }[] } | null
  }
}

/** The origin the pages run on (the first of WEBAUTHN_ORIGINS). */
export const originOf = (t: TestApp) => t.settings.webauthn.origins[0]!

/**
 * Registers a software passkey on the account, after a fresh proof (proveIdentity); answers it
 * with the passkey the server kept.
 */
export async function addPasskey(
  t: TestApp,
  user: { token: string; secret?: string },
  name = 'Laptop',
) {
  const { token } = user
  await proveIdentity(t, user)
  const authenticator = new SoftAuthenticator()
  const options = await t.call('passkeyRegistrationOptions', { token })
  expect(options.code).toBe(0)
  const credential = authenticator.create(options.data, { origin: originOf(t) })
  const kept = await t.call('registerPasskey', { token, body: { name, credential } })
  expect(kept.code).toBe(0)
  return { authenticator, passkey: kept.data as { id: string; name: string } }
}

/** Signs in with a passkey alone (passkeyLoginOptions, then passkeyLogin). */
export async function passkeySignIn(
  t: TestApp,
  authenticator: SoftAuthenticator,
  ceremony: { userVerified?: boolean; origin?: string } = {},
) {
  const options = await t.call('passkeyLoginOptions')
  expect(options.code).toBe(0)
  const credential = authenticator.get(options.data.options, {
    origin: ceremony.origin ?? originOf(t),
    userVerified: ceremony.userVerified,
  })
  return t.call('passkeyLogin', {
    body: { challengeId: options.data.challengeId, credential },
  })
}

/** Settings with RATE_LIMIT_LOGIN_PER_MINUTE at 2, for the sign-in calls' per-address limit. */
export const tightLoginLimit = () =>
  testSettings({ rateLimits: { login: 2, code: 10_000, captcha: 10_000, target: 10_000 } })
