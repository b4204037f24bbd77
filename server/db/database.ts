/**
 * The one database interface the server uses. Repositories write plain parameterised SQL against
 * it, so the embedded PGlite and a PostgreSQL server run the same migrations and queries.
 */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>
  /** Runs several statements at once (migrations); no parameters. */
  exec(sql: string): Promise<void>
  transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R>
  close(): Promise<void>
  readonly kind: 'pglite' | 'postgres'
  /** Why the database cannot answer now, where the adapter knows (a restarting thread). */
  problem?(): string | undefined
  /** Connections (or the embedded thread's calls): in use, idle, and calls waiting for one. */
  usage?(): { busy: number; idle: number; waiting: number }
  /** The embedded database's files as a gzipped tar, taken between two statements (PGlite). */
  dump?(): Promise<Uint8Array>
}

/** What the adapters report that no call waits for: a lost connection, a restarted thread. */
export type DbLog = (message: string, error: Error) => void

/**
 * A statement, lock or connection wait that ran out of time (PostgreSQL's statement_timeout
 * 57014, lock_timeout 55P03, the pool's acquire timeout), a database starting up (57P03: also a
 * restarting PGlite thread), or one that could not be reached for a new connection (refused, or
 * no answer in time): nothing of the call ran, and it may succeed when resubmitted. A connection
 * lost while a statement ran is not among them: that call fails (500).
 */
export function isDatabaseBusy(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return (
    code === '57014' ||
    code === '55P03' ||
    code === '57P03' ||
    code === 'ECONNREFUSED' ||
    (typeof message === 'string' &&
      (message.startsWith('timeout exceeded when trying to connect') ||
        message.startsWith('Connection terminated due to connection timeout')))
  )
}

/** Two writes raced to claim the same unique value (PostgreSQL's 23505): one of them is refused. */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505'
