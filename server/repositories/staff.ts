import type { StaffRole } from '../../generated/model/index.ts'
import type { Db } from '../db/database.ts'
import { normaliseEmail } from './accounts.ts'

export interface StaffRow {
  id: string
  email: string
  role: StaffRole
  password_hash: string | null
  totp_secret: string | null
  enrolled_at: Date | null
  last_totp_step: string
  disabled_at: Date | null
  setup_token_hash: string | null
  setup_expires_at: Date | null
  failed_codes: number
  failed_codes_since: Date | null
  created_at: Date
  updated_at: Date
}

/** How long a set-up link (staff add, staff reset) stays valid. */
export const SETUP_LINK_MS = 72 * 3_600_000
/** Wrong authenticator or recovery codes allowed per staff member in CODE_WINDOW_MS. */
export const MAX_WRONG_CODES = 5
export const CODE_WINDOW_MS = 15 * 60_000

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const rows = await db.query<StaffRow>('select * from staff where email = $1', [
    normaliseEmail(email),
  ])
  return rows[0]
}

export async function findStaffById(db: Db, id: string | number): Promise<StaffRow | undefined> {
  const rows = await db.query<StaffRow>('select * from staff where id = $1', [id])
  return rows[0]
}

/** The staff member of a live set-up link (not spent, not expired, not disabled). */
export async function findStaffBySetupToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<StaffRow | undefined> {
  const rows = await db.query<StaffRow>(
    `select * from staff where setup_token_hash = $1 and setup_expires_at > $2
     and disabled_at is null`,
    [tokenHash, now],
  )
  return rows[0]
}

export async function insertStaff(
  db: Db,
  email: string,
  role: StaffRole,
  setupTokenHash: string,
  now: Date,
): Promise<StaffRow> {
  const rows = await db.query<StaffRow>(
    `insert into staff (email, role, setup_token_hash, setup_expires_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $5) returning *`,
    [normaliseEmail(email), role, setupTokenHash, new Date(now.getTime() + SETUP_LINK_MS), now],
  )
  return rows[0]!
}

export async function listStaff(db: Db): Promise<StaffRow[]> {
  return db.query<StaffRow>('select * from staff order by email')
}

/** Column names a caller may set; keeps the dynamic SQL below to a fixed vocabulary. */
const WRITABLE = new Set([
  'role',
  'password_hash',
  'totp_secret',
  'enrolled_at',
  'last_totp_step',
  'disabled_at',
  'setup_token_hash',
  'setup_expires_at',
  'failed_codes',
  'failed_codes_since',
])

export async function updateStaff(
  db: Db,
  id: string | number,
  fields: Partial<Record<string, unknown>>,
  now: Date,
): Promise<StaffRow> {
  const names = Object.keys(fields).filter((name) => fields[name] !== undefined)
  for (const name of names) if (!WRITABLE.has(name)) throw new Error(`not writable: ${name}`)
  const sets = names.map((name, i) => `${name} = $${i + 3}`)
  const rows = await db.query<StaffRow>(
    `update staff set ${[...sets, 'updated_at = $2'].join(', ')} where id = $1 returning *`,
    [id, now, ...names.map((name) => fields[name])],
  )
  return rows[0]!
}

/**
 * Counts a code attempt before the code is checked and returns its number in the window, in one
 * statement: concurrent attempts get distinct numbers, so a burst cannot have more than
 * MAX_WRONG_CODES codes checked, however many arrive at once.
 */
export async function countCodeAttempt(db: Db, staffId: string, now: Date): Promise<number> {
  const rows = await db.query<{ failed_codes: number }>(
    `update staff set
       failed_codes = case when failed_codes_since is null or failed_codes_since <= $3
         then 1 else failed_codes + 1 end,
       failed_codes_since = case when failed_codes_since is null or failed_codes_since <= $3
         then $2::timestamptz else failed_codes_since end
     where id = $1 returning failed_codes`,
    [staffId, now, new Date(now.getTime() - CODE_WINDOW_MS)],
  )
  return Number(rows[0]?.failed_codes ?? Number.MAX_SAFE_INTEGER)
}

/** A right code takes itself off the count; attempts counted after it stay. */
export async function settleCodeAttempt(db: Db, staffId: string) {
  await db.query('update staff set failed_codes = greatest(0, failed_codes - 1) where id = $1', [
    staffId,
  ])
}

/**
 * Takes a TOTP step as used: false when this step or a later one was accepted already (a code
 * replayed, or two sign-ins racing with one code: one statement decides).
 */
export async function takeTotpStep(db: Db, staffId: string, step: number): Promise<boolean> {
  const rows = await db.query(
    'update staff set last_totp_step = $2 where id = $1 and last_totp_step < $2 returning 1',
    [staffId, step],
  )
  return rows.length > 0
}

/**
 * Spends a set-up link and marks the member enrolled: false when the link was spent already (two
 * confirmations racing: one statement decides).
 */
export async function spendSetupLink(
  db: Db,
  staffId: string,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `update staff set setup_token_hash = null, setup_expires_at = null, enrolled_at = $2,
       updated_at = $2 where id = $1 and setup_token_hash = $3 returning 1`,
    [staffId, now, tokenHash],
  )
  return rows.length > 0
}

export async function replaceRecoveryCodes(db: Db, staffId: string, hashes: string[]) {
  await db.query('delete from staff_recovery_codes where staff_id = $1', [staffId])
  for (const hash of hashes) {
    await db.query('insert into staff_recovery_codes (staff_id, code_hash) values ($1, $2)', [
      staffId,
      hash,
    ])
  }
}

/** Spends a recovery code; false when it is unknown or spent. */
export async function spendRecoveryCode(
  db: Db,
  staffId: string,
  hash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `update staff_recovery_codes set used_at = $3
     where staff_id = $1 and code_hash = $2 and used_at is null returning 1`,
    [staffId, hash, now],
  )
  return rows.length > 0
}
