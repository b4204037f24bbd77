import type { RegistrationResponseJSON } from '@simplewebauthn/server'
import type { Passkey } from '../../generated/model/index.ts'
import type { AppContext } from '../context.ts'
import { ApiError } from '../lib/api-error.ts'
import { lockAccount, type AccountRow } from '../repositories/accounts.ts'
import {
  countPasskeys,
  createChallenge,
  insertPasskey,
  listPasskeys,
  passkeyToApi,
  removePasskey as deletePasskey,
  spendChallenge,
} from '../repositories/passkeys.ts'
import { requireRecentProof } from './recent-proof.ts'
import { transact } from './transaction.ts'
import { sendSecurityNotice } from './security-notices.ts'
import { parseCredential, registrationOptions, verifyRegistration } from './webauthn.ts'
import { Code } from '../../generated/error-catalogue.ts'

// A developer's passkeys: list, register and remove them. Signing in with one is the sign-in's
// (sign-in.ts); the WebAuthn checks are webauthn.ts's.

/** Passkeys an account may hold. */
export const MAX_PASSKEYS = 10

/** The account holds MAX_PASSKEYS already. */
const passkeyLimit = () =>
  new ApiError(Code.invalidParameter, { status: 200, reason: 'passkeyLimit' })

export async function listAccountPasskeys(
  ctx: Pick<AppContext, 'db'>,
  accountId: string,
): Promise<Passkey[]> {
  return (await listPasskeys(ctx.db, accountId)).map(passkeyToApi)
}

/** The options of a new passkey for the browser, with the challenge it must sign kept. */
export async function passkeyRegistrationOptions(
  ctx: AppContext,
  account: AccountRow,
  sessionHash: string,
) {
  await requireRecentProof(ctx, sessionHash)
  const existing = await listPasskeys(ctx.db, account.id)
  if (existing.length >= MAX_PASSKEYS) throw passkeyLimit()
  const options = await registrationOptions(ctx.settings, ctx.secret, account, existing)
  await createChallenge(ctx.db, options.challenge, 'register', { accountId: account.id }, ctx.now())
  return options
}

/** Keeps the passkey the browser created for a registration challenge of the account. */
export async function registerPasskey(
  ctx: AppContext,
  account: AccountRow,
  sessionHash: string,
  credential: string,
  name: string,
): Promise<Passkey> {
  const now = ctx.now()
  const parsed = parseCredential<RegistrationResponseJSON>(credential)
  // Not a credential at all: a malformed parameter (HTTP 400), not a passkey that failed.
  if (!parsed) throw new ApiError(Code.invalidParameter)
  await requireRecentProof(ctx, sessionHash)
  // Spent whatever the outcome: a challenge is answered once.
  const challenge = await spendChallenge(
    ctx.db,
    'register',
    { challenge: parsed.challenge, accountId: account.id },
    now,
  )
  if (!challenge) throw new ApiError(Code.passkeyFailed)
  const info = await verifyRegistration(ctx.settings, parsed.credential, challenge.challenge)
  if (!info) throw new ApiError(Code.passkeyFailed)
  // The account's row is locked first, so two registrations racing cannot both pass the count.
  const kept = await transact(ctx, async (tx) => {
    await lockAccount(tx, account.id)
    if ((await countPasskeys(tx, account.id)) >= MAX_PASSKEYS) throw passkeyLimit()
    const row = await insertPasskey(
      tx,
      account.id,
      {
        credentialId: info.credential.id,
        publicKey: info.credential.publicKey,
        counter: info.credential.counter,
        transports: info.credential.transports ?? [],
        name: name.trim(),
      },
      now,
    )
    // A credential kept already (this account's or another's) is not kept twice.
    if (!row) throw new ApiError(Code.passkeyFailed)
    return row
  })
  sendSecurityNotice(ctx, account.email, { kind: 'passkeyAdded', name: kept.name })
  return passkeyToApi(kept)
}

export async function removePasskey(
  ctx: AppContext,
  account: AccountRow,
  sessionHash: string,
  publicId: string,
): Promise<void> {
  await requireRecentProof(ctx, sessionHash)
  const removed = await deletePasskey(ctx.db, account.id, publicId)
  // Another account's passkey is as unknown as a made-up id.
  if (!removed)
    throw new ApiError(Code.invalidParameter, { status: 200, reason: 'passkeyNotFound' })
  sendSecurityNotice(ctx, account.email, { kind: 'passkeyRemoved', name: removed.name })
}
