import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import type { AppContext } from '../context.ts'
import { ApiError } from '../lib/api-error.ts'
import { hmac } from '../lib/crypto.ts'
import type { AccountRow } from '../repositories/accounts.ts'
import {
  CHALLENGE_MS,
  findPasskeyByCredentialId,
  recordPasskeyUse,
  spendChallenge,
  type PasskeyRow,
} from '../repositories/passkeys.ts'
import type { Settings } from '../settings.ts'
import { PORTAL_NAME } from './second-factor.ts'
import { Code } from '../../generated/error-catalogue.ts'

// WebAuthn through @simplewebauthn/server: the options the browser needs, the checks of its
// answers against the relying party (WEBAUTHN_RP_ID, WEBAUTHN_ORIGINS), and what a sign-in answer
// proves (provePasskey). A failed check is an answer (undefined), never a thrown error: the caller
// says 31007.

/**
 * The browser's answer (a JSON string) when it has the shape of one; its `response.clientDataJSON`
 * names the challenge it answers, read here to find that challenge before verifying.
 */
export function parseCredential<T extends RegistrationResponseJSON | AuthenticationResponseJSON>(
  raw: string,
): { credential: T; challenge: string } | undefined {
  try {
    const credential = JSON.parse(raw) as T
    if (typeof credential?.id !== 'string' || typeof credential.response !== 'object') {
      return undefined
    }
    const clientData = JSON.parse(
      Buffer.from(String(credential.response.clientDataJSON), 'base64url').toString('utf8'),
    ) as { challenge?: unknown }
    if (typeof clientData.challenge !== 'string') return undefined
    return { credential, challenge: clientData.challenge }
  } catch {
    return undefined
  }
}

export function registrationOptions(
  settings: Settings,
  key: Buffer,
  account: AccountRow,
  existing: PasskeyRow[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: PORTAL_NAME,
    rpID: settings.webauthn.rpId,
    userName: account.email,
    // A stable handle that does not show the account's id: an authenticator keeps one passkey
    // per site and handle, so registering again on it replaces the old one.
    userID: Buffer.from(hmac(key, `webauthn-user:${account.id}`), 'base64url').subarray(0, 16),
    timeout: CHALLENGE_MS,
    attestationType: 'none',
    excludeCredentials: existing.map(descriptorOf),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  })
}

/** What an answer must have been made for: this challenge, on our origins, for our RP id. */
const expected = (settings: Settings, challenge: string) => ({
  expectedChallenge: challenge,
  expectedOrigin: settings.webauthn.origins,
  expectedRPID: settings.webauthn.rpId,
})

export async function verifyRegistration(
  settings: Settings,
  credential: RegistrationResponseJSON,
  challenge: string,
) {
  try {
    const result = await verifyRegistrationResponse({
      response: credential,
      ...expected(settings, challenge),
      requireUserVerification: false,
    })
    return result.verified ? result.registrationInfo : undefined
  } catch {
    return undefined
  }
}

/** Request options: for the given passkeys (a second step), or any the browser holds. */
export function requestOptions(
  settings: Settings,
  passkeys: PasskeyRow[] | undefined,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: settings.webauthn.rpId,
    timeout: CHALLENGE_MS,
    allowCredentials: passkeys?.map(descriptorOf) ?? [],
    // Alone, a passkey must prove who holds it too; as a second step, possession is enough.
    userVerification: passkeys ? 'preferred' : 'required',
  })
}

/** Verifies a sign-in answer; the counter the authenticator reported, or undefined. */
export async function verifyAuthentication(
  settings: Settings,
  credential: AuthenticationResponseJSON,
  challenge: string,
  passkey: PasskeyRow,
  requireUserVerification: boolean,
): Promise<number | undefined> {
  try {
    const result = await verifyAuthenticationResponse({
      response: credential,
      ...expected(settings, challenge),
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(passkey.public_key),
        // The library refuses a counter that did not move forward (a cloned authenticator).
        counter: Number(passkey.counter),
        transports: passkey.transports,
      },
      requireUserVerification,
    })
    return result.verified ? result.authenticationInfo.newCounter : undefined
  } catch {
    return undefined
  }
}

const descriptorOf = (passkey: PasskeyRow) => ({
  id: passkey.credential_id,
  transports: passkey.transports,
})

/**
 * Verifies the browser's answer to a sign-in challenge: the challenge it signed is spent first
 * (single use, whatever the outcome), then the passkey must be known (and the account's, where
 * `accountId` says whose), the signature right and its counter moved forward. The passkey, or
 * undefined for any failure (the caller answers 31007); 441 for a string that is no credential.
 */
export async function provePasskey(
  ctx: Pick<AppContext, 'db' | 'settings' | 'now'>,
  raw: string,
  bound:
    | { purpose: 'signIn'; challengeId: string }
    | { purpose: 'secondStep'; stepHash: string; accountId: string },
): Promise<PasskeyRow | undefined> {
  const now = ctx.now()
  const parsed = parseCredential<AuthenticationResponseJSON>(raw)
  // Not a credential at all: a malformed parameter, not a passkey that failed.
  if (!parsed) throw new ApiError(Code.invalidParameter)
  const challenge = await spendChallenge(
    ctx.db,
    bound.purpose,
    bound.purpose === 'signIn'
      ? { id: bound.challengeId, challenge: parsed.challenge }
      : { stepHash: bound.stepHash, challenge: parsed.challenge },
    now,
  )
  if (!challenge) return undefined
  const passkey = await findPasskeyByCredentialId(ctx.db, parsed.credential.id)
  if (!passkey) return undefined
  if (bound.purpose === 'secondStep' && String(passkey.account_id) !== String(bound.accountId)) {
    return undefined
  }
  const counter = await verifyAuthentication(
    ctx.settings,
    parsed.credential,
    challenge.challenge,
    passkey,
    // Alone, a passkey is two factors only with user verification.
    bound.purpose === 'signIn',
  )
  if (counter === undefined) return undefined
  if (!(await recordPasskeyUse(ctx.db, passkey.id, counter, now))) return undefined
  return passkey
}
