import type { Db } from '../db/db.ts'
import { randomToken, sha256 } from '../lib/crypto.ts'

export interface SessionPolicy {
  idleMs: number
  maxMs: number
}

interface CachedSession {
  hash: string
  accountId: string
  lastSeenAt: number
  expiresAt: number
  cachedAt: number
}

// Reading a session from the database on every call would cap the API at the database's read rate;
// a short-lived cache keeps the hot path in memory. Writes of this process forget entries at once;
// the TTL bounds how long a change made by another process (the admin CLI on PostgreSQL) can lag.
// The cache is keyed by the token itself: hashing it for every call cost about 10 µs a request on
// the server (OpenSSL, whatever the digest), a tenth of queryAccountInfo. The database keeps only
// hashes, as before; memory holds the tokens of sessions used in the last minute or two, as the
// requests carrying them do.
const CACHE_TTL_MS = 2_000
// Entries not refreshed for this long are dropped, so a token does not stay in memory for long
// after its last use.
const SWEEP_EVERY_MS = 60_000
// The idle clock is persisted at most this often: minutes of error on a 2-hour idle limit.
const TOUCH_EVERY_MS = 60_000

export class SessionStore {
  /** Token → session. */
  private cache = new Map<string, CachedSession>()
  private sweptAt = 0
  private readonly db: Db
  private readonly policy: SessionPolicy
  private readonly now: () => Date
  constructor(db: Db, policy: SessionPolicy, now: () => Date) {
    this.db = db
    this.policy = policy
    this.now = now
  }

  async create(db: Db, accountId: string): Promise<{ token: string; expiresAt: Date }> {
    const token = randomToken()
    const now = this.now()
    const expiresAt = new Date(now.getTime() + this.policy.maxMs)
    await db.query(
      `insert into sessions (token_hash, account_id, created_at, last_seen_at, expires_at)
       values ($1, $2, $3, $3, $4)`,
      [sha256(token), accountId, now, expiresAt],
    )
    return { token, expiresAt }
  }

  /** The account id of a live session, extending its idle time; undefined otherwise. */
  async resolve(
    token: string | undefined,
  ): Promise<{ accountId: string; hash: string } | undefined> {
    if (!token || !/^[A-Za-z0-9_-]{43,128}$/.test(token)) return undefined
    const now = this.now().getTime()
    if (now - this.sweptAt >= SWEEP_EVERY_MS) this.sweep(now)
    let entry = this.cache.get(token)
    if (!entry || now - entry.cachedAt > CACHE_TTL_MS) {
      const hash = entry?.hash ?? sha256(token)
      const rows = await this.db.query<{
        account_id: string
        last_seen_at: Date
        expires_at: Date
      }>('select account_id, last_seen_at, expires_at from sessions where token_hash = $1', [hash])
      const row = rows[0]
      if (!row) {
        this.cache.delete(token)
        return undefined
      }
      entry = {
        hash,
        accountId: String(row.account_id),
        lastSeenAt: new Date(row.last_seen_at).getTime(),
        expiresAt: new Date(row.expires_at).getTime(),
        cachedAt: now,
      }
      if (this.cache.size > 100_000) this.cache.clear()
      this.cache.set(token, entry)
    }
    const { hash } = entry
    if (now >= entry.expiresAt || now - entry.lastSeenAt >= this.policy.idleMs) {
      await this.end(hash)
      return undefined
    }
    if (now - entry.lastSeenAt >= TOUCH_EVERY_MS) {
      entry.lastSeenAt = now
      await this.db.query('update sessions set last_seen_at = $2 where token_hash = $1', [
        hash,
        new Date(now),
      ])
    }
    return { accountId: entry.accountId, hash }
  }

  /** Drops the entries that have not been refreshed for a sweep interval. */
  private sweep(now: number) {
    this.sweptAt = now
    this.forget((entry) => now - entry.cachedAt >= SWEEP_EVERY_MS)
  }

  private forget(predicate: (entry: CachedSession) => boolean) {
    for (const [token, entry] of this.cache) if (predicate(entry)) this.cache.delete(token)
  }

  async end(hash: string): Promise<boolean> {
    this.forget((entry) => entry.hash === hash)
    const rows = await this.db.query('delete from sessions where token_hash = $1 returning 1', [
      hash,
    ])
    return rows.length > 0
  }

  /** Drops cached sessions of an account whose sessions another path deleted. */
  forgetAccount(accountId: string) {
    this.forget((entry) => entry.accountId === String(accountId))
  }

  /** Ends every session of the account except `keepHash`. */
  async endOthers(db: Db, accountId: string, keepHash?: string): Promise<void> {
    this.forget((entry) => entry.accountId === String(accountId) && entry.hash !== keepHash)
    await db.query('delete from sessions where account_id = $1 and token_hash <> $2', [
      accountId,
      keepHash ?? '',
    ])
  }
}
