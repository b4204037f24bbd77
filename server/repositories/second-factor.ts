import type { Db } from '../db/database.ts'

// The second factor's bookkeeping, shared by staff members (`staff`) and developer accounts
// (`accounts`): both rows carry failed_codes, failed_codes_since and last_totp_step, and each has
// a table of recovery-code hashes. The SQL below names only these fixed tables and columns.

export type FactorOwner = 'staff' | 'accounts'

const RECOVERY = {
  staff: { table: 'staff_recovery_codes', key: 'staff_id' },
  accounts: { table: 'account_recovery_codes', key: 'account_id' },
} as const

/** Code checks are counted in windows of this length (staff and developers alike). */
export const CODE_WINDOW_MS = 15 * 60_000

/**
 * Counts a code attempt before the code is checked and returns its number in the window, in one
 * statement: concurrent attempts get distinct numbers, so a burst cannot have more codes checked
 * than the caller's limit, however many arrive at once.
 */
export async function countCodeAttempt(
  db: Db,
  owner: FactorOwner,
  id: string,
  now: Date,
): Promise<number> {
  const rows = await db.query<{ failed_codes: number }>(
    `update ${owner} set
       failed_codes = case when failed_codes_since is null or failed_codes_since <= $3
         then 1 else failed_codes + 1 end,
       failed_codes_since = case when failed_codes_since is null or failed_codes_since <= $3
         then $2::timestamptz else failed_codes_since end
     where id = $1 returning failed_codes`,
    [id, now, new Date(now.getTime() - CODE_WINDOW_MS)],
  )
  return Number(rows[0]?.failed_codes ?? Number.MAX_SAFE_INTEGER)
}

/** A right code takes itself off the count; attempts counted after it stay. */
export async function settleCodeAttempt(db: Db, owner: FactorOwner, id: string) {
  await db.query(`update ${owner} set failed_codes = greatest(0, failed_codes - 1) where id = $1`, [
    id,
  ])
}

/**
 * Takes a TOTP step as used: false when this step or a later one was accepted already (a code
 * replayed, or two sign-ins racing with one code: one statement decides).
 */
export async function takeTotpStep(
  db: Db,
  owner: FactorOwner,
  id: string,
  step: number,
): Promise<boolean> {
  const rows = await db.query(
    `update ${owner} set last_totp_step = $2 where id = $1 and last_totp_step < $2 returning 1`,
    [id, step],
  )
  return rows.length > 0
}

export async function replaceRecoveryCodes(
  db: Db,
  owner: FactorOwner,
  id: string,
  hashes: string[],
) {
  const { table, key } = RECOVERY[owner]
  await db.query(`delete from ${table} where ${key} = $1`, [id])
  for (const hash of hashes) {
    await db.query(`insert into ${table} (${key}, code_hash) values ($1, $2)`, [id, hash])
  }
}

/** Spends a recovery code; false when it is unknown or spent. */
export async function spendRecoveryCode(
  db: Db,
  owner: FactorOwner,
  id: string,
  hash: string,
  now: Date,
): Promise<boolean> {
  const { table, key } = RECOVERY[owner]
  const rows = await db.query(
    `update ${table} set used_at = $3
     where ${key} = $1 and code_hash = $2 and used_at is null returning 1`,
    [id, hash, now],
  )
  return rows.length > 0
}

/** Recovery codes not spent yet. */
export async function recoveryCodesLeft(db: Db, owner: FactorOwner, id: string): Promise<number> {
  const { table, key } = RECOVERY[owner]
  const rows = await db.query<{ n: string | number }>(
    `select count(*) as n from ${table} where ${key} = $1 and used_at is null`,
    [id],
  )
  return Number(rows[0]?.n ?? 0)
}
