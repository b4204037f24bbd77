import type { Db } from '../db/database.ts'

export const RATE_WINDOW_MS = 60_000

/**
 * A sliding window of `limit` hits per key in any `windowMs`, kept in the database so that every
 * instance on one PostgreSQL shares it. One statement decides and records the hit: the row's lock
 * (ON CONFLICT … DO UPDATE) makes concurrent hits of one key wait for each other, so a burst never
 * gets more than the limit. Refused hits are not recorded: a steady flood still gets `limit` per
 * window, no more.
 */
export class RateLimiter {
  private calls = 0
  private readonly db: Db
  private readonly now: () => number
  constructor(db: Db, now: () => number) {
    this.db = db
    this.now = now
  }

  /** Counts one hit of `key`; false when `limit` hits were granted in the last `windowMs`. */
  async hit(key: string, limit: number, windowMs = RATE_WINDOW_MS): Promise<boolean> {
    if (limit < 1) return false
    const now = this.now()
    const since = now - windowMs
    const rows = await this.db.query<{ allowed: boolean }>(
      `insert into rate_limits as r (key, hits, allowed, last_at)
       values ($1, array[$2::bigint], true, $2)
       on conflict (key) do update set
         hits = case
           when (select count(*) from unnest(r.hits) h where h > $3) < $4
             then array(select h from unnest(r.hits) h where h > $3) || $2::bigint
           else array(select h from unnest(r.hits) h where h > $3)
         end,
         allowed = (select count(*) from unnest(r.hits) h where h > $3) < $4,
         last_at = $2
       returning allowed`,
      [key, now, since, limit],
    )
    // Keys idle for a day are forgotten now and then.
    if (++this.calls % 500 === 0) {
      await this.db.query('delete from rate_limits where last_at < $1', [now - 86_400_000])
    }
    return rows[0]!.allowed
  }
}
