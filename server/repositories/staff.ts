import type { StaffRole } from '../../generated/model/index.ts'
import type { Db } from '../db/database.ts'
import { normaliseEmail } from './accounts.ts'

export interface StaffRow {
  id: string
  email: string
  /** Null for members added before names were asked. */
  name: string | null
  role: StaffRole
  /** The vendor the member works for; null: the alliance's own staff. */
  vendor_id: string | null
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
/**
 * Authenticator or recovery codes checked per staff member in CODE_WINDOW_MS
 * (repositories/second-factor.ts); a right code takes itself off the count.
 */
export const MAX_WRONG_CODES = 5

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
  member: { email: string; name: string | null; role: StaffRole; vendorId: string | null },
  setupTokenHash: string,
  now: Date,
): Promise<StaffRow> {
  const rows = await db.query<StaffRow>(
    `insert into staff (email, name, role, vendor_id, setup_token_hash, setup_expires_at,
       created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7) returning *`,
    [
      normaliseEmail(member.email),
      member.name,
      member.role,
      member.vendorId,
      setupTokenHash,
      new Date(now.getTime() + SETUP_LINK_MS),
      now,
    ],
  )
  return rows[0]!
}

/** A member with their vendor's code and names (null for the alliance's staff). */
export interface StaffWithVendor extends StaffRow {
  vendor_code: string | null
  vendor_name_zh: string | null
  vendor_name_en: string | null
}

/** Members by e-mail: every one, or one vendor's only (`vendorId`), or the alliance's (null). */
export async function listStaff(
  db: Db,
  filter: { vendorId?: string | null } = {},
): Promise<StaffWithVendor[]> {
  const params: unknown[] = []
  const where =
    filter.vendorId === undefined
      ? ''
      : filter.vendorId === null
        ? 'where m.vendor_id is null'
        : `where m.vendor_id = $${params.push(filter.vendorId)}`
  return db.query<StaffWithVendor>(
    `select m.*, v.code as vendor_code, v.name_zh as vendor_name_zh, v.name_en as vendor_name_en
     from staff m left join vendors v on v.id = m.vendor_id ${where} order by m.email`,
    params,
  )
}

/** One member with their vendor, by id. */
export async function findStaffWithVendor(
  db: Db,
  id: string | number,
): Promise<StaffWithVendor | undefined> {
  const rows = await db.query<StaffWithVendor>(
    `select m.*, v.code as vendor_code, v.name_zh as vendor_name_zh, v.name_en as vendor_name_en
     from staff m left join vendors v on v.id = m.vendor_id where m.id = $1`,
    [id],
  )
  return rows[0]
}

/**
 * The enabled alliance admins (no vendor), locked until the transaction ends: a change that would
 * leave none is decided against the rows as they are once a racing change has committed.
 */
export async function lockAllianceAdmins(db: Db): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `select id from staff where role = 'admin' and vendor_id is null and disabled_at is null
     order by id for update`,
  )
  return rows.map((row) => String(row.id))
}

/** Column names a caller may set; keeps the dynamic SQL below to a fixed vocabulary. */
const WRITABLE = new Set([
  'name',
  'role',
  'vendor_id',
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
