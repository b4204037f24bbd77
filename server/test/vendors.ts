import { expect } from 'vitest'
import { runAdminCommand } from '../admin-commands.ts'
import { vendorSecretVariable } from '../oauth/vendor-secrets.ts'
import { testSettings, PASSWORD, type TestApp } from './harness.ts'
import type { TestVendor } from './oidc-provider.ts'
import { uniqueVendorCode } from './staff.ts'

// Vendor journeys used by the vendor test files: a vendor row at a real OpenID Connect provider
// (test/oidc-provider.ts), and a developer binding their account there as a browser would.

/**
 * The test app's settings with the providers' client secrets, as VENDOR_SECRET_<CODE> would
 * give them: the secret of each provider started for the file, by the code its vendor gets.
 */
export function settingsWithSecrets(secrets: () => Record<string, string>) {
  return () => {
    const settings = testSettings()
    const variables = Object.fromEntries(
      Object.entries(secrets()).map(([code, secret]) => [vendorSecretVariable(code), secret]),
    )
    return { ...settings, vendorSecrets: { file: undefined, variables } }
  }
}

/**
 * A vendor at the provider (`vendor add` through the CLI): discovery from its issuer, the
 * qualification in the userinfo answer's `qualified` claim, and the options given.
 */
export async function providerVendor(
  t: TestApp,
  provider: Pick<TestVendor, 'issuer' | 'clientId'>,
  code = uniqueVendorCode('p'),
  more: string[] = [],
) {
  const output = await runAdminCommand(t.app.ctx, [
    'vendor',
    'add',
    code,
    '--name-zh',
    `厂商 ${code}`,
    '--name-en',
    `Vendor ${code}`,
    '--issuer',
    provider.issuer,
    '--client-id',
    provider.clientId,
    '--qualification-claim',
    'qualified',
    '--qualification-values',
    '[true]',
    ...more,
  ])
  expect(output).toContain(code)
  return code
}

/** A fresh proof on the session (verifyIdentity), which binding and unbinding need. */
export async function proveIdentity(t: TestApp, token: string) {
  const verified = await t.call('verifyIdentity', { token, body: { password: PASSWORD } })
  expect(verified.code, verified.msg).toBe(0)
}

/** startVendorBinding with a fresh proof: the vendor's authorisation address. */
export async function startBinding(t: TestApp, token: string, vendorCode: string) {
  await proveIdentity(t, token)
  const started = await t.call('startVendorBinding', { token, body: { vendorCode } })
  expect(started.code, started.msg).toBe(0)
  return started.data.authorizationUrl as string
}

/**
 * The whole binding as the browser makes it: start, sign in at the provider as `login`, and post
 * what it sent back; answers finishVendorBinding's reply.
 */
export async function bindVendor(
  t: TestApp,
  token: string,
  vendorCode: string,
  provider: TestVendor,
  login: string,
) {
  const url = await startBinding(t, token, vendorCode)
  const callback = await provider.signIn(url, login)
  return t.call('finishVendorBinding', { token, body: { callback } })
}
