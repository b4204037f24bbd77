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
import type { AccountRow } from '../repositories/accounts.ts'
import { CHALLENGE_MS, type PasskeyRow } from '../repositories/passkeys.ts'
import type { Settings } from '../settings.ts'
import { hmac } from './crypto.ts'
import { PORTAL_NAME } from '../services/second-factor.ts'

// WebAuthn through @simplewebauthn/server: the options the browser needs and the checks of its
// answers against the relying party (WEBAUTHN_RP_ID, WEBAUTHN_ORIGINS). A failed check is an
// answer (undefined), never a thrown error: the caller says 31007.

/** Passkeys an account may hold. */
export const MAX_PASSKEYS = 10

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
