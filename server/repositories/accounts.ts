import type { Account, CompanyIdentity, IndividualIdentity } from '../../generated/model/index.ts'
import type { Db } from '../db/database.ts'
import { maskIdNumber } from '../lib/crypto.ts'

export interface AccountRow {
  id: string
  email: string
  password_hash: string
  status: 'active' | 'frozen'
  developer_type: 'individual' | 'company' | null
  profile_status: 'incomplete' | 'reviewing' | 'complete' | 'rejected'
  contact_name: string | null
  contact_phone: string | null
  contact_wechat: string | null
  identity_name: string | null
  identity_id_type: string | null
  identity_id_number: string | null
  company_name: string | null
  credit_code: string | null
  failed_logins: number
  /** The proved authenticator (two-step sign-in is on when totp_enabled_at is set). */
  totp_secret: string | null
  totp_enabled_at: Date | null
  /** An enrolment started and not confirmed yet (repositories/two-step.ts). */
  totp_pending_secret: string | null
  totp_pending_expires_at: Date | null
  created_at: Date
}

/**
 * The account's identity in the contract's union, or null before approval. Storage keeps one
 * person's name per account (`identity_name`): the real name of an individual, the legal person
 * of a company; the API names it by developer type.
 */
export function identityOf(row: AccountRow): IndividualIdentity | CompanyIdentity | null {
  if (!row.developer_type || !row.identity_name || !row.identity_id_type) return null
  if (!row.identity_id_number) return null
  const idNumberMasked = maskIdNumber(row.identity_id_number)
  if (row.developer_type === 'company') {
    return {
      developerType: 'company',
      companyName: row.company_name ?? '',
      creditCode: row.credit_code ?? '',
      legalPersonName: row.identity_name,
      idType: row.identity_id_type,
      idNumberMasked,
    }
  }
  return {
    developerType: 'individual',
    name: row.identity_name,
    idType: row.identity_id_type,
    idNumberMasked,
  }
}

/** The contract's Account. */
export function accountToApi(row: AccountRow): Account {
  return {
    id: Number(row.id),
    email: row.email,
    status: row.status,
    developerType: row.developer_type,
    profileStatus: row.profile_status,
    contact:
      row.contact_name && row.contact_phone
        ? { name: row.contact_name, phone: row.contact_phone, wechat: row.contact_wechat }
        : null,
    identity: identityOf(row),
    createdAt: new Date(row.created_at).toISOString(),
  }
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase()

export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const rows = await db.query<AccountRow>('select * from accounts where email = $1', [
    normaliseEmail(email),
  ])
  return rows[0]
}

export async function findAccountById(
  db: Db,
  id: string | number,
): Promise<AccountRow | undefined> {
  const rows = await db.query<AccountRow>('select * from accounts where id = $1', [id])
  return rows[0]
}

export async function insertAccount(
  db: Db,
  email: string,
  passwordHash: string,
  now: Date,
): Promise<AccountRow> {
  const rows = await db.query<AccountRow>(
    `insert into accounts (email, password_hash, created_at, updated_at)
     values ($1, $2, $3, $3) returning *`,
    [normaliseEmail(email), passwordHash, now],
  )
  return rows[0]!
}

/** Column names a caller may set; keeps the dynamic SQL below to a fixed vocabulary. */
const WRITABLE = new Set([
  'email',
  'password_hash',
  'status',
  'developer_type',
  'profile_status',
  'contact_name',
  'contact_phone',
  'contact_wechat',
  'identity_name',
  'identity_id_type',
  'identity_id_number',
  'company_name',
  'credit_code',
  'failed_logins',
])

export async function updateAccount(
  db: Db,
  id: string | number,
  fields: Partial<Record<string, unknown>>,
  now: Date,
): Promise<AccountRow> {
  const names = Object.keys(fields).filter((name) => fields[name] !== undefined)
  for (const name of names) if (!WRITABLE.has(name)) throw new Error(`not writable: ${name}`)
  const sets = names.map((name, i) => `${name} = $${i + 3}`)
  const rows = await db.query<AccountRow>(
    `update accounts set ${[...sets, 'updated_at = $2'].join(', ')} where id = $1 returning *`,
    [id, now, ...names.map((name) => fields[name])],
  )
  return rows[0]!
}

const ACCOUNT_CACHE_TTL_MS = 2_000

/**
 * Recently read accounts, for the read-only session calls (queryAccountInfo is the portal's hottest
 * call). Calls that change an account read it fresh and forget it afterwards. It earns its place on
 * PGlite, where a read costs this process about 0.45 ms of CPU: queryAccountInfo took about 30 µs
 * of CPU with it and 500 µs without (2-core machine, autocannon, 2026-11). The session is checked
 * before the account is looked up here (sessions.ts), so the cache never keeps an ended session.
 */
export class AccountCache {
  private entries = new Map<string, { row: AccountRow; at: number }>()
  private readonly now: () => Date
  constructor(now: () => Date) {
    this.now = now
  }

  async get(db: Db, id: string): Promise<AccountRow | undefined> {
    const now = this.now().getTime()
    const hit = this.entries.get(id)
    if (hit && now - hit.at <= ACCOUNT_CACHE_TTL_MS) return hit.row
    const row = await findAccountById(db, id)
    if (row) {
      if (this.entries.size > 100_000) this.entries.clear()
      this.entries.set(id, { row, at: now })
    } else this.entries.delete(id)
    return row
  }

  forget(id: string | number) {
    this.entries.delete(String(id))
  }
}

/**
 * Locks the account's row until the transaction ends: what is counted per account (passkeys, an
 * app's versions) is then counted by one writer at a time.
 */
export async function lockAccount(db: Db, accountId: string): Promise<void> {
  await db.query('select 1 from accounts where id = $1 for update', [accountId])
}
