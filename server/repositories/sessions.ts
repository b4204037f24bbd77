import type { Db } from '../db/database.ts'
import { randomToken, sha256 } from '../lib/crypto.ts'
import { endPendingSignIns } from './two-step.ts'

export interface SessionPolicy {
  idleMs: number
  maxMs: number
}

/** Where a session's requests come from: kept to show the account's sessions. */
export interface SessionClient {
  userAgent: string
  ip: string
}

/** A live session as the account's session list shows it. */
export interface SessionRow {
  publicId: string
  hash: string
  userAgent: string
  address: string
  createdAt: Date
  lastSeenAt: Date
}

/**
 * How long a verifyIdentity on a session counts: what changes how the account signs in needs a
 * proof this recent.
 */
export const RECENT_PROOF_MS = 5 * 60_000

/** The user agent is kept to this length: enough for every real one, not for a padded header. */
export const USER_AGENT_MAX = 512

interface Session {
  hash: string
  accountId: string
  lastSeenAt: number
  expiresAt: number
  /** When a request last carried it: entries unused for a sweep interval are dropped. */
  usedAt: number
}

// Entries not used for this long are dropped, so a token does not stay in memory for long after
// its last use.
const SWEEP_EVERY_MS = 60_000
// The idle clock is persisted at most this often: minutes of error on a 2-hour idle limit.
const TOUCH_EVERY_MS = 60_000

/**
 * Sessions, read from the database at every request where other processes share it: on
 * PostgreSQL another instance or the admin CLI may end a session at any moment, and the next
 * request anywhere must be refused. The embedded database (PGlite) has this process as its only
 * client (the admin CLI talks to it through its socket), so there sessions are kept in memory and
 * every way a session ends here forgets it at once: a PGlite query costs about 0.7 ms of CPU, and
 * queryAccountInfo served about 11,500 requests a second with the memory and 800 without.
 */
export class SessionStore {
  /** Token → session, on the embedded database only. */
  private readonly cache: Map<string, Session> | undefined
  /** Counts endings, so that a read that overlapped one does not keep what it read. */
  private endings = 0
  private sweptAt = 0
  private readonly db: Db
  private readonly policy: SessionPolicy
  private readonly now: () => Date
  constructor(db: Db, policy: SessionPolicy, now: () => Date) {
    this.db = db
    this.policy = policy
    this.now = now
    this.cache = db.kind === 'pglite' ? new Map() : undefined
  }

  async create(
    db: Db,
    accountId: string,
    client: SessionClient,
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = randomToken()
    const now = this.now()
    const expiresAt = new Date(now.getTime() + this.policy.maxMs)
    // The public id that names the session in the list is the column's default: random, so it
    // tells nothing of the token.
    await db.query(
      `insert into sessions (token_hash, account_id, created_at, last_seen_at, expires_at,
                             user_agent, last_address)
       values ($1, $2, $3, $3, $4, $5, $6)`,
      [
        sha256(token),
        accountId,
        now,
        expiresAt,
        client.userAgent.slice(0, USER_AGENT_MAX),
        client.ip,
      ],
    )
    return { token, expiresAt }
  }

  /**
   * The account id of a live session, extending its idle time; undefined otherwise. The address
   * it was used from is written with the idle clock, at most once a minute.
   */
  async resolve(
    token: string | undefined,
    ip = '',
  ): Promise<{ accountId: string; hash: string } | undefined> {
    if (!token || !/^[A-Za-z0-9_-]{43,128}$/.test(token)) return undefined
    const now = this.now().getTime()
    if (this.cache && now - this.sweptAt >= SWEEP_EVERY_MS) this.sweep(now)
    let entry = this.cache?.get(token)
    if (!entry) {
      const endings = this.endings
      entry = await this.read(sha256(token), now)
      if (!entry) return undefined
      if (this.cache && endings === this.endings) {
        if (this.cache.size > 100_000) this.cache.clear()
        this.cache.set(token, entry)
      }
    }
    entry.usedAt = now
    const { hash } = entry
    if (now >= entry.expiresAt || now - entry.lastSeenAt >= this.policy.idleMs) {
      await this.end(hash)
      return undefined
    }
    if (now - entry.lastSeenAt >= TOUCH_EVERY_MS) {
      entry.lastSeenAt = now
      await this.db.query(
        `update sessions set last_seen_at = $2, last_address = coalesce(nullif($3, ''), last_address)
         where token_hash = $1`,
        [hash, new Date(now), ip],
      )
    }
    return { accountId: entry.accountId, hash }
  }

  private async read(hash: string, now: number): Promise<Session | undefined> {
    const [row] = await this.db.query<{
      account_id: string
      last_seen_at: Date
      expires_at: Date
    }>(
      // A frozen account's sessions are deleted with the freeze; the join also refuses one that a
      // sign-in racing the freeze wrote after it.
      `select s.account_id, s.last_seen_at, s.expires_at from sessions s
       join accounts a on a.id = s.account_id and a.status = 'active'
       where s.token_hash = $1`,
      [hash],
    )
    return (
      row && {
        hash,
        accountId: String(row.account_id),
        lastSeenAt: new Date(row.last_seen_at).getTime(),
        expiresAt: new Date(row.expires_at).getTime(),
        usedAt: now,
      }
    )
  }

  /** Drops the entries no request has carried for a sweep interval. */
  private sweep(now: number) {
    this.sweptAt = now
    for (const [token, entry] of this.cache!) {
      if (now - entry.usedAt >= SWEEP_EVERY_MS) this.cache!.delete(token)
    }
  }

  private forget(predicate: (entry: Session) => boolean) {
    this.endings += 1
    if (!this.cache) return
    for (const [token, entry] of this.cache) if (predicate(entry)) this.cache.delete(token)
  }

  // The ending methods forget after their delete: a read that starts later sees the delete (on
  // PGlite a statement outside a transaction waits for the open one), and one that started
  // earlier keeps nothing.

  async end(hash: string): Promise<boolean> {
    const rows = await this.db.query('delete from sessions where token_hash = $1 returning 1', [
      hash,
    ])
    this.forget((entry) => entry.hash === hash)
    return rows.length > 0
  }

  /** Forgets the sessions of an account whose sessions another path deleted and committed. */
  forgetAccount(accountId: string) {
    this.forget((entry) => entry.accountId === String(accountId))
  }

  /**
   * Ends every session of the account except `keepHash`, with its sign-ins that wait for their
   * second step (endPendingSignIns); answers how many live sessions ended.
   */
  async endOthers(db: Db, accountId: string, keepHash?: string): Promise<number> {
    const { idleSince, now } = this.liveBounds()
    await endPendingSignIns(db, accountId)
    const rows = await db.query<{ live: boolean }>(
      `delete from sessions where account_id = $1 and token_hash <> $2
       returning (expires_at > $3 and last_seen_at > $4) as live`,
      [accountId, keepHash ?? '', now, idleSince],
    )
    this.forget((entry) => entry.accountId === String(accountId) && entry.hash !== keepHash)
    return rows.filter((row) => row.live).length
  }

  /** Marks the session as verified by its owner just now; answers until when it counts. */
  async markVerified(hash: string): Promise<Date> {
    const now = this.now()
    await this.db.query('update sessions set verified_at = $2 where token_hash = $1', [hash, now])
    return new Date(now.getTime() + RECENT_PROOF_MS)
  }

  /** Whether the session's owner proved who they are within RECENT_PROOF_MS (markVerified). */
  async verifiedRecently(hash: string): Promise<boolean> {
    const since = new Date(this.now().getTime() - RECENT_PROOF_MS)
    const rows = await this.db.query(
      'select 1 from sessions where token_hash = $1 and verified_at > $2',
      [hash, since],
    )
    return rows.length > 0
  }

  /** Ends the account's session of that public id; false when it has none by that id. */
  async endByPublicId(accountId: string, publicId: string): Promise<boolean> {
    const { idleSince, now } = this.liveBounds()
    const rows = await this.db.query<{ token_hash: string; live: boolean }>(
      `delete from sessions where account_id = $1 and public_id = $2
       returning token_hash, (expires_at > $3 and last_seen_at > $4) as live`,
      [accountId, publicId, now, idleSince],
    )
    const [row] = rows
    if (row) this.forget((entry) => entry.hash === row.token_hash)
    return row?.live === true
  }

  /** The account's live sessions, the most recently used first (to the minute: see resolve). */
  async list(accountId: string): Promise<SessionRow[]> {
    const { idleSince, now } = this.liveBounds()
    const rows = await this.db.query<{
      public_id: string
      token_hash: string
      user_agent: string
      last_address: string
      created_at: Date
      last_seen_at: Date
    }>(
      `select public_id, token_hash, user_agent, last_address, created_at, last_seen_at
       from sessions where account_id = $1 and expires_at > $2 and last_seen_at > $3
       order by last_seen_at desc, created_at desc`,
      [accountId, now, idleSince],
    )
    return rows.map((row) => ({
      publicId: row.public_id,
      hash: row.token_hash,
      userAgent: row.user_agent,
      address: row.last_address,
      createdAt: new Date(row.created_at),
      lastSeenAt: new Date(row.last_seen_at),
    }))
  }

  /** A session is live before its absolute end and within the idle time of its last use. */
  private liveBounds() {
    const now = this.now()
    return { now, idleSince: new Date(now.getTime() - this.policy.idleMs) }
  }
}

/**
 * Ends every session of the account, with its sign-ins that wait for their second step, from a
 * path that holds no store (a staff decision, a freeze, the command line): the caller makes this
 * process's cache forget them once the transaction commits (AppContext's `changed`).
 */
export async function endAccountSessions(db: Db, accountId: string): Promise<void> {
  await endPendingSignIns(db, accountId)
  await db.query('delete from sessions where account_id = $1', [accountId])
}
