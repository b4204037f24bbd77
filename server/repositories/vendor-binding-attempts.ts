import type { Db } from '../db/database.ts'

export interface BindingAttemptRow {
  state_hash: string
  account_id: string
  session_hash: string
  vendor_id: string
  /** The PKCE verifier, sealed (lib/crypto.ts sealText): never kept in clear. */
  code_verifier: string
  nonce: string
  expires_at: Date
}

export async function insertAttempt(
  db: Db,
  attempt: {
    stateHash: string
    accountId: string
    sessionHash: string
    vendorId: string
    codeVerifier: string
    nonce: string
    expiresAt: Date
  },
) {
  await db.query(
    `insert into vendor_binding_attempts (state_hash, account_id, session_hash, vendor_id,
       code_verifier, nonce, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      attempt.stateHash,
      attempt.accountId,
      attempt.sessionHash,
      attempt.vendorId,
      attempt.codeVerifier,
      attempt.nonce,
      attempt.expiresAt,
    ],
  )
}

/**
 * Takes the attempt of this state: removed as it is read, so that of two callbacks carrying one
 * state only one finds it, whatever races. Undefined for a state unknown or already spent.
 */
export async function takeAttempt(
  db: Db,
  stateHash: string,
): Promise<BindingAttemptRow | undefined> {
  const [row] = await db.query<BindingAttemptRow>(
    'delete from vendor_binding_attempts where state_hash = $1 returning *',
    [stateHash],
  )
  return row
}

/** Removes the attempts that ran out (abandoned at the vendor's page): their verifiers go too. */
export async function deleteExpiredAttempts(db: Db, now: Date) {
  await db.query('delete from vendor_binding_attempts where expires_at <= $1', [now])
}
