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
