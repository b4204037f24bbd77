import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import type { AppContext, HandlerMap } from '../context.ts'
import { ApiError } from '../lib/api-error.ts'
import {
  MAX_PASSKEYS,
  parseCredential,
  registrationOptions,
  requestOptions,
  verifyAuthentication,
  verifyRegistration,
} from '../lib/passkeys.ts'
import { openSession, sendSecurityNotice } from '../lib/sign-in.ts'
import { findAccountById } from '../repositories/accounts.ts'
import {
  createChallenge,
  findPasskeyByCredentialId,
  insertPasskey,
  listPasskeys,
  passkeyToApi,
  recordPasskeyUse,
  removePasskey,
  spendChallenge,
  type PasskeyRow,
} from '../repositories/passkeys.ts'
import { requireRecentProof } from './recent-proof.ts'
import { Code } from '../../generated/error-catalogue.ts'

/**
 * Verifies the browser's answer to a sign-in challenge: the challenge it signed is spent first
 * (single use, whatever the outcome), then the passkey must be known (and the account's, where
 * `accountId` says whose), the signature right and its counter moved forward. The passkey, or
 * undefined for any failure (the caller answers 31007); 441 for a string that is no credential.
 */
export async function provePasskey(
  ctx: AppContext,
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

/** A developer's passkeys: register, remove, and sign in with one. */
export function passkeyRoutes(ctx: AppContext): HandlerMap {
  const { db } = ctx

  return {
    async passkeyRegistrationOptions({ session }) {
      const { account, hash } = await session()
      await requireRecentProof(ctx, hash)
      const existing = await listPasskeys(db, account.id)
      if (existing.length >= MAX_PASSKEYS) throw new ApiError(Code.invalidParameter, { status: 200 })
      const options = await registrationOptions(ctx.settings, ctx.secret, account, existing)
      await createChallenge(db, options.challenge, 'register', { accountId: account.id }, ctx.now())
      return { ...options }
    },

    async registerPasskey({ body, session }) {
      const { account, hash } = await session()
      const now = ctx.now()
      const parsed = parseCredential<RegistrationResponseJSON>(body.credential)
      // Not a credential at all: a malformed parameter (HTTP 400), not a passkey that failed.
      if (!parsed) throw new ApiError(Code.invalidParameter)
      await requireRecentProof(ctx, hash)
      // Spent whatever the outcome: a challenge is answered once.
      const challenge = await spendChallenge(
        db,
        'register',
        { challenge: parsed.challenge, accountId: account.id },
        now,
      )
      if (!challenge) throw new ApiError(Code.passkeyFailed)
      const info = await verifyRegistration(ctx.settings, parsed.credential, challenge.challenge)
      if (!info) throw new ApiError(Code.passkeyFailed)
      const kept = await insertPasskey(
        db,
        account.id,
        {
          credentialId: info.credential.id,
          publicKey: info.credential.publicKey,
          counter: info.credential.counter,
          transports: info.credential.transports ?? [],
          name: body.name.trim(),
        },
        MAX_PASSKEYS,
        now,
      )
      if (kept === 'limit') throw new ApiError(Code.invalidParameter, { status: 200 })
      // A credential kept already (this account's or another's) is not kept twice.
      if (kept === 'known') throw new ApiError(Code.passkeyFailed)
      sendSecurityNotice(ctx, account.email, { kind: 'passkeyAdded', name: kept.name })
      return passkeyToApi(kept)
    },

    async removePasskey({ body, session }) {
      const { account, hash } = await session()
      await requireRecentProof(ctx, hash)
      const removed = await removePasskey(db, account.id, body.id)
      // Another account's passkey is as unknown as a made-up id.
      if (!removed) throw new ApiError(Code.invalidParameter, { status: 200 })
      sendSecurityNotice(ctx, account.email, { kind: 'passkeyRemoved', name: removed.name })
      return null
    },

    async passkeyLoginOptions() {
      const options = await requestOptions(ctx.settings, undefined)
      const challengeId = await createChallenge(db, options.challenge, 'signIn', {}, ctx.now())
      return { challengeId, options: { ...options } }
    },

    async passkeyLogin({ body, ip, userAgent }) {
      const passkey = await provePasskey(ctx, body.credential, {
        purpose: 'signIn',
        challengeId: body.challengeId,
      })
      if (!passkey) throw new ApiError(Code.passkeyFailed)
      const account = await findAccountById(db, passkey.account_id)
      if (!account) throw new ApiError(Code.passkeyFailed)
      // Told only to someone who holds the passkey.
      if (account.status === 'frozen') throw new ApiError(Code.accountFrozen)
      return openSession(ctx, account, { ip, userAgent })
    },
  }
}
