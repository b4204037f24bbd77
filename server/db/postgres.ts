import pg from 'pg'
import type { Db, DbLog } from './database.ts'

type Queryable = { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> }

export interface PostgresLimits {
  /** Connections in the pool (10). */
  poolSize?: number
  /** How long a call waits for a free connection, or a new one for the server (ms). */
  acquireTimeoutMs?: number
  /** PostgreSQL's statement_timeout and lock_timeout on every connection (ms; 0: none). */
  statementTimeoutMs?: number
  lockTimeoutMs?: number
}

/**
 * A pg Pool; `searchPath` puts every connection in one schema (the tests use a fresh one).
 * Statements, lock waits and waits for a connection are bounded (`limits`), so one slow or
 * blocked statement cannot hold every connection: the others answer busy (isDatabaseBusy) in
 * time. A connection the server ends (a restart, a fail-over, pg_terminate_backend) fails only
 * the statement running on it; the pool opens a new one for the next call.
 */
export function openPostgres(
  url: string,
  searchPath?: string,
  limits: PostgresLimits = {},
  log?: DbLog,
): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.poolSize ?? 10,
    connectionTimeoutMillis: limits.acquireTimeoutMs ?? 0,
    statement_timeout: limits.statementTimeoutMs ?? 0,
    lock_timeout: limits.lockTimeoutMs ?? 0,
    keepAlive: true,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  })
  // Without a listener, an idle connection's error (the server ended it) would end the process.
  pool.on('error', (error) => log?.('a PostgreSQL connection was lost while idle', error))
  const wrap = (q: Queryable, client: pg.PoolClient | undefined): Db => ({
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      return (await q.query(sql, params)).rows as T[]
    },
    async exec(sql: string) {
      await q.query(sql)
    },
    async transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R> {
      if (client) return fn(wrap(client, client))
      const conn = await pool.connect()
      // Lost between two statements, the connection emits 'error' (the next statement fails).
      const lost = (error: Error) =>
        log?.('a PostgreSQL connection was lost in a transaction', error)
      conn.on('error', lost)
      let broken = false
      try {
        await conn.query('BEGIN')
        const result = await fn(wrap(conn, conn))
        await conn.query('COMMIT')
        return result
      } catch (error) {
        broken = await conn.query('ROLLBACK').then(
          () => false,
          () => true,
        )
        throw error
      } finally {
        conn.removeListener('error', lost)
        // A connection that could not roll back is not given to the next call.
        conn.release(broken || undefined)
      }
    },
    async close() {
      if (!client) await pool.end()
    },
    usage: () => ({
      busy: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  })
  return wrap(pool, undefined)
}

/**
 * Whether a failed connection attempt may succeed later without anyone changing a setting: the
 * server is not listening yet (refused, its host name not yet in DNS, no route), is starting or
 * shutting down (57P03), or closed the connection or did not answer in time. A refused password
 * or a database that does not exist is not waited for.
 */
export function isNotAcceptingConnections(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (
    typeof code === 'string' &&
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ENOTFOUND',
      'EAI_AGAIN',
      'ETIMEDOUT',
      'EHOSTUNREACH',
      'ENETUNREACH',
      '57P03',
    ].includes(code)
  ) {
    return true
  }
  return (
    typeof message === 'string' &&
    (message.startsWith('timeout exceeded when trying to connect') ||
      message.startsWith('Connection terminated'))
  )
}

/** The server a PostgreSQL URL names, without its user or password, for the log. */
export function postgresAddress(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}${parsed.pathname}`
  } catch {
    return 'the PostgreSQL server of DATABASE_URL'
  }
}

export interface PostgresWait {
  /** Why the last try failed (its code, such as ECONNREFUSED, or its message). */
  reason: string
  /** How long until the next try (ms). */
  retryInMs: number
  /** Tries so far. */
  attempt: number
}

/** The first wait between tries, doubling up to the last. */
export const POSTGRES_RETRY_FIRST_MS = 250
export const POSTGRES_RETRY_MAX_MS = 5_000

const reasonOf = (error: unknown) =>
  String((error as { code?: unknown }).code ?? (error as Error).message ?? error)

/**
 * Tries `select 1` until the server answers, waiting 0.25 s, then doubling up to 5 s, between
 * tries while it does not accept connections (isNotAcceptingConnections), and telling `onWait`
 * before each wait. At `until` (Date.now() ms) it gives up with a message that says so (with
 * `until` already past, after one try, with that try's error); any other error fails at once.
 */
export async function waitForPostgres(
  db: Db,
  {
    until,
    address,
    onWait,
  }: { until: number; address: string; onWait?: (wait: PostgresWait) => void },
): Promise<void> {
  const started = Date.now()
  let delay = POSTGRES_RETRY_FIRST_MS
  for (let attempt = 1; ; attempt++) {
    try {
      await db.query('select 1')
      return
    } catch (error) {
      if (!isNotAcceptingConnections(error)) throw error
      const left = until - Date.now()
      // Asked for one try only (the admin CLI): its own error.
      if (left <= 0 && attempt === 1) throw error
      if (left <= 0) {
        throw new Error(
          `PostgreSQL at ${address} did not accept connections in ` +
            `${Math.round((Date.now() - started) / 100) / 10} s of trying ` +
            `(DATABASE_START_TIMEOUT_SECONDS): ${reasonOf(error)} on the last of ${attempt} tries`,
          { cause: error },
        )
      }
      const retryInMs = Math.min(delay, left)
      onWait?.({ reason: reasonOf(error), retryInMs, attempt })
      await new Promise((resolve) => setTimeout(resolve, retryInMs))
      delay = Math.min(delay * 2, POSTGRES_RETRY_MAX_MS)
    }
  }
}
