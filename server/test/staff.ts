import { generate } from 'otplib'
import { expect } from 'vitest'
import { runAdminCommand } from '../admin-commands.ts'
import { uniqueEmail, type TestApp } from './harness.ts'

// Staff console journeys used by the staff test files: a member added by the CLI, set up through
// the console's calls with codes computed as an authenticator app would.

export const STAFF_PASSWORD = 'Staff-Pass-2026'

/** The code an authenticator shows at the test clock's time (or `offsetSteps` steps away). */
export const totpCode = (t: TestApp, secret: string, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(t.clock.time / 1000) + offsetSteps * 30 })

/** The next 30-second step: a code can be used once, so each new sign-in needs a new step. */
export const nextStep = (t: TestApp) => t.clock.advance(30_000)

/** What a member is added with besides the role: a vendor's code (else the alliance's), a name. */
export interface StaffOptions {
  vendorCode?: string
  name?: string
}

/** `staff add` through the CLI; the set-up token from the link it prints on its own line. */
export async function addStaff(
  t: TestApp,
  role: 'reviewer' | 'admin',
  email = uniqueEmail(role),
  options: StaffOptions = {},
) {
  const output = await runAdminCommand(t.app.ctx, [
    'staff',
    'add',
    email,
    '--role',
    role,
    ...(options.vendorCode ? ['--vendor', options.vendorCode] : []),
    ...(options.name ? ['--name', options.name] : []),
  ])
  const link = output.split('\n').find((line) => line.startsWith('http'))
  expect(link).toMatch(/^http:\/\/localhost:\d+\/staff\/setup\?token=[A-Za-z0-9_-]{43}$/)
  return { email: email.toLowerCase(), setupToken: new URL(link!).searchParams.get('token')! }
}

export interface StaffMember {
  email: string
  secret: string
  recoveryCodes: string[]
  token: string
}

/** A staff member who set a password and enrolled an authenticator, with their first session. */
export async function enrolledStaff(
  t: TestApp,
  role: 'reviewer' | 'admin' = 'reviewer',
  options: StaffOptions = {},
): Promise<StaffMember> {
  const { email, setupToken } = await addStaff(t, role, uniqueEmail(role), options)
  const start = await t.call('staffSetupStart', {
    body: { setupToken, password: STAFF_PASSWORD },
  })
  expect(start.code).toBe(0)
  const secret = start.data.secret as string
  const confirm = await t.call('staffSetupConfirm', {
    body: { setupToken, code: await totpCode(t, secret) },
  })
  expect(confirm.code).toBe(0)
  // The code of this step is spent: the next sign-in needs the next one.
  nextStep(t)
  return {
    email,
    secret,
    recoveryCodes: confirm.data.recoveryCodes as string[],
    token: confirm.data.session.token as string,
  }
}

/** Signs a member in with the code of a new step; returns the staff token. */
export async function staffSignIn(t: TestApp, member: { email: string; secret: string }) {
  const login = await t.call('staffLogin', {
    body: { email: member.email, password: STAFF_PASSWORD, code: await totpCode(t, member.secret) },
  })
  expect(login.code).toBe(0)
  nextStep(t)
  return login.data.token as string
}

let vendorCounter = 0
/** A vendor code no other test of this process uses. */
export const uniqueVendorCode = (tag = 'v') =>
  `${tag}${process.pid.toString(36)}${Date.now().toString(36)}${++vendorCounter}`.slice(0, 32)

/**
 * A vendor added through the CLI (`vendor add`), its server an https issuer nobody asks here;
 * a test that binds accounts adds its vendor at a real provider (test/oidc-provider.ts) instead.
 */
export async function addVendor(t: TestApp, code = uniqueVendorCode(), more: string[] = []) {
  await runAdminCommand(t.app.ctx, [
    'vendor',
    'add',
    code,
    '--name-zh',
    `厂商 ${code}`,
    '--name-en',
    `Vendor ${code}`,
    '--issuer',
    `https://${code}.example.com`,
    '--client-id',
    `portal-${code}`,
    ...more,
  ])
  return code
}

/**
 * A signed-in staff member of a role, a vendor's (a new vendor unless `vendorCode` names one) or,
 * with `vendorCode: null`, the alliance's.
 */
export async function signedInStaff(
  t: TestApp,
  {
    role = 'reviewer',
    vendorCode,
  }: { role?: 'reviewer' | 'admin'; vendorCode?: string | null } = {},
): Promise<StaffMember & { vendorCode: string | null }> {
  const code = vendorCode === undefined ? await addVendor(t) : vendorCode
  const member = await enrolledStaff(t, role, code ? { vendorCode: code } : {})
  return { ...member, vendorCode: code }
}
