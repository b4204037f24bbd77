import type { Passkey } from '../../generated/model/index.ts'
import type { Db } from '../db/database.ts'
import { randomToken } from '../lib/crypto.ts'

// A developer's passkeys (WebAuthn credentials) and the single-use challenges of their ceremonies.

export interface PasskeyRow {
  id: string
  public_id: string
  account_id: string
  credential_id: string
  public_key: Uint8Array
  counter: string
  transports: string[]
  name: string
  created_at: Date
  last_used_at: Date | null
}

export type ChallengePurpose = 'register' | 'signIn' | 'secondStep'

export interface ChallengeRow {
  id: string
  challenge: string
  purpose: ChallengePurpose
  account_id: string | null
  step_hash: string | null
  expires_at: Date
  used_at: Date | null
}

/** The contract's Passkey: named by its public id, never by its credential id. */
export const passkeyToApi = (row: PasskeyRow): Passkey => ({
  id: row.public_id,
  name: row.name,
  createdAt: new Date(row.created_at).toISOString(),
  lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
})

/** A challenge is answered within this long or not at all. */
export const CHALLENGE_MS = 5 * 60_000

export async function listPasskeys(db: Db, accountId: string): Promise<PasskeyRow[]> {
  return db.query<PasskeyRow>(
    'select * from passkeys where account_id = $1 order by created_at, id',
    [accountId],
  )
}

export async function findPasskeyByCredentialId(
  db: Db,
  credentialId: string,
): Promise<PasskeyRow | undefined> {
  const rows = await db.query<PasskeyRow>('select * from passkeys where credential_id = $1', [
    credentialId,
  ])
  return rows[0]
}

export interface NewPasskey {
  credentialId: string
  publicKey: Uint8Array
  counter: number
  transports: string[]
  name: string
}

/** How many passkeys the account holds. */
export async function countPasskeys(db: Db, accountId: string): Promise<number> {
  const [count] = await db.query<{ n: string | number }>(
    'select count(*) as n from passkeys where account_id = $1',
    [accountId],
  )
  return Number(count?.n ?? 0)
}

/** Keeps a passkey; undefined when its credential is kept already (this account's or another's). */
export async function insertPasskey(
  db: Db,
  accountId: string,
  passkey: NewPasskey,
  now: Date,
): Promise<PasskeyRow | undefined> {
  const rows = await db.query<PasskeyRow>(
    `insert into passkeys
       (public_id, account_id, credential_id, public_key, counter, transports, name, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (credential_id) do nothing returning *`,
    [
      randomToken().slice(0, 22),
      accountId,
      passkey.credentialId,
      passkey.publicKey,
      passkey.counter,
      passkey.transports,
      passkey.name,
      now,
    ],
  )
  return rows[0]
}

/** Removes one of the account's passkeys by its public id; undefined when it names none. */
export async function removePasskey(
  db: Db,
  accountId: string,
  publicId: string,
): Promise<PasskeyRow | undefined> {
  const rows = await db.query<PasskeyRow>(
    'delete from passkeys where account_id = $1 and public_id = $2 returning *',
    [accountId, publicId],
  )
  return rows[0]
}

/**
 * Records a verified use: the counter moves forward in the same statement that checks it, so two
 * answers racing with one counter value cannot both pass (an authenticator without a counter
 * always reports 0). False when another use got there first.
 */
export async function recordPasskeyUse(
  db: Db,
  id: string,
  counter: number,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `update passkeys set counter = $2, last_used_at = $3
     where id = $1 and (counter < $2 or ($2 = 0 and counter = 0)) returning 1`,
    [id, counter, now],
  )
  return rows.length > 0
}

export async function createChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  bound: { accountId?: string; stepHash?: string },
  now: Date,
): Promise<string> {
  const id = randomToken().slice(0, 22)
  // Challenges a day past their end are forgotten now and then.
  if (Math.random() < 0.02) {
    await db.query('delete from passkey_challenges where expires_at < $1', [
      new Date(now.getTime() - 86_400_000),
    ])
  }
  await db.query(
    `insert into passkey_challenges (id, challenge, purpose, account_id, step_hash, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      id,
      challenge,
      purpose,
      bound.accountId ?? null,
      bound.stepHash ?? null,
      new Date(now.getTime() + CHALLENGE_MS),
    ],
  )
  return id
}

/**
 * Spends a live challenge of `purpose` in one statement (single use: of two answers racing, one
 * gets it): by its id (a passkey sign-in) or by its value (the value the browser signed), and
 * only where it is bound to the given account or step. Undefined when none matches.
 */
export async function spendChallenge(
  db: Db,
  purpose: ChallengePurpose,
  match: { id?: string; challenge?: string; accountId?: string; stepHash?: string },
  now: Date,
): Promise<ChallengeRow | undefined> {
  // Never "any challenge of this purpose".
  if (!match.id && !match.challenge) return undefined
  const rows = await db.query<ChallengeRow>(
    `update passkey_challenges set used_at = $2
     where purpose = $1 and used_at is null and expires_at > $2
       and ($3::text is null or id = $3) and ($4::text is null or challenge = $4)
       and ($5::bigint is null or account_id = $5) and ($6::text is null or step_hash = $6)
     returning *`,
    [
      purpose,
      now,
      match.id ?? null,
      match.challenge ?? null,
      match.accountId ?? null,
      match.stepHash ?? null,
    ],
  )
  return rows[0]
}
