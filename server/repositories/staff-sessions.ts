import type { StaffRole } from '../../generated/model/index.ts'
import type { Db } from '../db/database.ts'
import { randomToken, sha256 } from '../lib/crypto.ts'

export interface StaffSessionPolicy {
  idleMs: number
  maxMs: number
}

export interface StaffSessionInfo {
  staffId: string
  email: string
  /** Null for members added before names were asked. */
  name: string | null
  role: StaffRole
  /** The vendor the member works for (its id and code); both null for the alliance's staff. */
  vendorId: string | null
  vendorCode: string | null
  hash: string
}

// The idle clock is written at most this often.
const TOUCH_EVERY_MS = 60_000

/**
 * Staff sessions: a table of their own (a developer token is never found here, nor a staff token
 * among developer sessions), read from the database at every call: staff calls are few, and a
 * disabled member or a changed role must count at the next call, on every instance. The join
 * refuses a disabled member's session even if a row survived; the member's role and vendor are
 * read with it, so a change of either counts from the member's next call.
 */
export class StaffSessionStore {
  private readonly db: Db
  private readonly policy: StaffSessionPolicy
  private readonly now: () => Date
  constructor(db: Db, policy: StaffSessionPolicy, now: () => Date) {
    this.db = db
    this.policy = policy
    this.now = now
  }

  async create(db: Db, staffId: string): Promise<{ token: string; expiresAt: Date }> {
    const token = randomToken()
    const now = this.now()
    const expiresAt = new Date(now.getTime() + this.policy.maxMs)
    await db.query(
      `insert into staff_sessions (token_hash, staff_id, created_at, last_seen_at, expires_at)
       values ($1, $2, $3, $3, $4)`,
      [sha256(token), staffId, now, expiresAt],
    )
    return { token, expiresAt }
  }

  /** The live session of an enabled, enrolled member, extending its idle time; else undefined. */
  async resolve(token: string | undefined): Promise<StaffSessionInfo | undefined> {
    if (!token || !/^[A-Za-z0-9_-]{43,128}$/.test(token)) return undefined
    const hash = sha256(token)
    const now = this.now().getTime()
    const [row] = await this.db.query<{
      staff_id: string
      email: string
      name: string | null
      role: StaffRole
      vendor_id: string | null
      vendor_code: string | null
      last_seen_at: Date
      expires_at: Date
    }>(
      `select s.staff_id, m.email, m.name, m.role, m.vendor_id, v.code as vendor_code,
         s.last_seen_at, s.expires_at
       from staff_sessions s
       join staff m on m.id = s.staff_id and m.disabled_at is null and m.enrolled_at is not null
       left join vendors v on v.id = m.vendor_id
       where s.token_hash = $1`,
      [hash],
    )
    if (!row) return undefined
    const lastSeen = new Date(row.last_seen_at).getTime()
    if (now >= new Date(row.expires_at).getTime() || now - lastSeen >= this.policy.idleMs) {
      await this.end(hash)
      return undefined
    }
    if (now - lastSeen >= TOUCH_EVERY_MS) {
      await this.db.query('update staff_sessions set last_seen_at = $2 where token_hash = $1', [
        hash,
        new Date(now),
      ])
    }
    return {
      staffId: String(row.staff_id),
      email: row.email,
      name: row.name,
      role: row.role,
      vendorId: row.vendor_id === null ? null : String(row.vendor_id),
      vendorCode: row.vendor_code,
      hash,
    }
  }

  async end(hash: string): Promise<void> {
    await this.db.query('delete from staff_sessions where token_hash = $1', [hash])
  }
}

/** Ends every session of a staff member (disabled, or reset). */
export async function endStaffSessions(db: Db, staffId: string) {
  await db.query('delete from staff_sessions where staff_id = $1', [staffId])
}
