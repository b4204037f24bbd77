// Fixtures and stand-ins the security page's stories share.
import { expect, fn, waitFor, type within } from 'storybook/test'
import type { OperationId } from '@generated/operations'
import type { AccountSecurity, ActiveSession, AuthenticatorSecret, Passkey } from '@generated/model'
import { sessionHandler } from '@mocks/account-handlers'
import { success } from '@mocks/envelopes'
import { accountFixture } from '@mocks/fixtures'
import { answer, answerData } from '@mocks/handlers'
import { requestsTo } from '@mocks/request-log'

export const SECURITY_PATH = '/account/personal/security'

export const thisDevice: ActiveSession = {
  id: 'Xq3Lr8Tn2Vb7Kd9Fh4Jm6P',
  browser: 'Chrome 131',
  os: 'Windows',
  address: '203.0.113.*',
  createdAt: '2026-03-05T01:20:00.000Z',
  lastActiveAt: '2026-03-05T09:41:00.000Z',
  current: true,
}

export const workLaptop: Passkey = {
  id: 'pk_Wl4Zr8Tq2Nc6Vb1Xm9Hd3J',
  name: '工作电脑',
  createdAt: '2026-02-10T02:15:00.000Z',
  lastUsedAt: '2026-03-04T23:50:00.000Z',
}
export const phonePasskey: Passkey = {
  id: 'pk_Ph7Ys3Kd9Qw2Lm5Rt8Bn4C',
  name: 'iPhone',
  createdAt: '2026-03-01T11:00:00.000Z',
  lastUsedAt: null,
}

export const twoStepOff: AccountSecurity = {
  twoStep: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
  passkeys: [],
}
export const twoStepOn = (recoveryCodesLeft = 8, passkeys: Passkey[] = []): AccountSecurity => ({
  twoStep: { enabled: true, enabledAt: '2026-02-20T06:30:00.000Z', recoveryCodesLeft },
  passkeys,
})
export const withPasskeys = (passkeys: Passkey[]): AccountSecurity => ({ ...twoStepOff, passkeys })

export const secretFixture: AuthenticatorSecret = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri:
    'otpauth://totp/Developer%20portal:dev%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Developer%20portal&algorithm=SHA1&digits=6&period=30',
}

export const recoveryCodes = [
  'k7m2p-9xq4t',
  'a3n8r-2wz6c',
  'h5v1d-7jb3e',
  'q9t4s-6fm2g',
  'x2c7w-4kp8n',
  'b6j3y-1rd5h',
  'e8u5a-3nq7v',
  'm4g9k-8tc2x',
  'r1w6f-5hs9d',
  'z3p8b-2ya6u',
]

/**
 * getAccountSecurity answering `before`, and `after` once `operation` has been called `times`
 * times (as the server would answer the read after it).
 */
export function securityHandler(
  before: AccountSecurity,
  after?: { operation: OperationId; security: AccountSecurity; times?: number },
) {
  return answer('getAccountSecurity', () =>
    success(
      after && requestsTo(after.operation).length >= (after.times ?? 1) ? after.security : before,
    ),
  )
}

/** The handlers every security story starts from; a story replaces the groups it changes. */
export const baseHandlers = (security: AccountSecurity = twoStepOff) => ({
  session: [sessionHandler(accountFixture('complete', 'individual'))],
  sessions: [answerData('listSessions', [thisDevice])],
  security: [securityHandler(security)],
})

/** A clipboard that records what was copied (the test browser's own may refuse). */
export function stubClipboard() {
  const writeText = fn(async (_text: string) => undefined)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  return writeText
}

/** What the server's passkeyRegistrationOptions answers (generateRegistrationOptions' shape). */
export const creationOptions = {
  challenge: 'c2VydmVyLWNoYWxsZW5nZS0x',
  rp: { name: 'Developer portal', id: 'localhost' },
  user: { id: 'ZGV2LTE', name: 'dev@example.com', displayName: 'dev@example.com' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  timeout: 300000,
  attestation: 'none',
  excludeCredentials: [],
  authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
}

const bytes = (text: string) => new TextEncoder().encode(text).buffer

/** base64url of `text`, as @simplewebauthn/browser encodes the authenticator's bytes. */
export const base64url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/**
 * The browser's passkey prompt, stood in for by `navigator.credentials.create`: the page's code,
 * @simplewebauthn/browser included, runs as it is. `answer` is what the authenticator does: create
 * a credential, or refuse as the browser does when the user cancels (NotAllowedError) or the
 * device already holds one of the account's passkeys (InvalidStateError).
 */
export function stubPasskeyCreation(answer: 'create' | 'NotAllowedError' | 'InvalidStateError') {
  const create = fn(async (_options: CredentialCreationOptions) => {
    if (answer !== 'create') throw new DOMException('The authenticator refused.', answer)
    return {
      id: base64url('credential-1'),
      rawId: bytes('credential-1'),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: bytes('{"type":"webauthn.create"}'),
        attestationObject: bytes('attestation-none'),
        getTransports: () => ['internal'],
      },
      getClientExtensionResults: () => ({}),
    }
  })
  // An own property shadows Navigator.prototype's getter; deleting it brings the real one back.
  Object.defineProperty(navigator, 'credentials', { value: { create }, configurable: true })
  return create
}

/** The story's cleanup: the browser's own credentials again. */
export function restoreCredentials() {
  delete (navigator as { credentials?: unknown }).credentials
}

/** A story's `beforeEach`: the passkey prompt answers `answer` during the story. */
export const withPasskeyPrompt = (answer: Parameters<typeof stubPasskeyCreation>[0]) => () => {
  stubPasskeyCreation(answer)
  return restoreCredentials
}

/** A section's result line (its live region) says `text`; other status lines (copy) may be there. */
export async function expectResult(scope: ReturnType<typeof within>, text: string) {
  await waitFor(() =>
    expect(
      scope.getAllByRole('status').map((status: HTMLElement) => status.textContent),
    ).toContainEqual(expect.stringContaining(text)),
  )
}
