import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { Worker } from 'node:worker_threads'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { messageToError, type Reply, type Request } from './pglite-protocol.ts'
import { PGLITE_INITDB_PARAMS, PGLITE_START_PARAMS } from './pglite-settings.ts'

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
}

type Queryable = { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> }
type LiteQueryable = Queryable & { exec: (sql: string) => Promise<unknown> }

export function pgliteDb(lite: PGlite): Db {
  const wrap = (q: LiteQueryable, inTx: boolean): Db => ({
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      return (await q.query(sql, params)).rows as T[]
    },
    async exec(sql: string) {
      // Inside a transaction only its own handle may run: the PGlite handle would wait forever.
      await q.exec(sql)
    },
    transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R> {
      // Nested calls join the outer transaction, as with the pg adapter.
      if (inTx) return fn(wrap(q, true))
      return lite.transaction((tx) => fn(wrap(tx as unknown as LiteQueryable, true)))
    },
    async close() {
      if (!inTx) await lite.close()
    },
  })
  return wrap(lite as unknown as LiteQueryable, false)
}

/**
 * The embedded database's files are the owner's only: the directory (and every directory in it)
 * 0700, files 0600, for a directory made by an earlier version too. PGlite creates files as it
 * goes, so the process's umask becomes 077 (the server writes no other files but its admin
 * socket, which is 0600 as well).
 */
export function prepareDataDir(dataDir: string) {
  try {
    process.umask(0o077)
  } catch {
    // Worker threads cannot change the umask; the chmod below still covers what exists.
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  tightenDataDir(dataDir)
}

/**
 * Sets 0700 on the directories and 0600 on the files of `dataDir` where they are more open. PGlite
 * writes the files of a new cluster, and a few caches (pg_internal.init) later, with modes of its
 * own that the umask does not cover: the server runs this after opening and every minute.
 */
export function tightenDataDir(dataDir: string) {
  const walk = (dir: string) => {
    if ((statSync(dir).mode & 0o777) !== 0o700) chmodSync(dir, 0o700)
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.isFile() && (statSync(full).mode & 0o077) !== 0) chmodSync(full, 0o600)
    }
  }
  try {
    walk(dataDir)
  } catch (error) {
    // A file removed during the walk (PostgreSQL drops temporary files) is no longer a concern.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}

const createClusterScript = fileURLToPath(new URL('./create-cluster.ts', import.meta.url))
const clusterCache = fileURLToPath(
  new URL('../../node_modules/.cache/portal-pglite/', import.meta.url),
)

/**
 * Makes `dataDir` a new cluster, in a child process (create-cluster.ts) so that this one never
 * holds initdb's memory. A pristine cluster (initdb's output: no table, no secret) is kept as a tar
 * in node_modules/.cache/portal-pglite, one per PGlite version and settings, so that initdb runs
 * once and later new data directories start in about a second; where that folder cannot be
 * written the tar lives only as long as this start.
 */
async function createCluster(dataDir: string) {
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const version = JSON.parse(
    readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json'), 'utf8'),
  ).version as string
  const key = createHash('sha256')
    .update(JSON.stringify([version, PGLITE_START_PARAMS, PGLITE_INITDB_PARAMS]))
    .digest('hex')
    .slice(0, 16)
  let template = path.join(clusterCache, `cluster-${version}-${key}.tar.gz`)
  let temporary: string | undefined
  if (!existsSync(template)) {
    try {
      mkdirSync(clusterCache, { recursive: true, mode: 0o700 })
    } catch {
      temporary = mkdtempSync(path.join(tmpdir(), 'portal-cluster-'))
      template = path.join(temporary, 'cluster.tar.gz')
    }
  }
  try {
    await promisify(execFile)(process.execPath, [createClusterScript, dataDir, template], {
      maxBuffer: 16 * 1024 * 1024,
    })
  } catch (error) {
    const { stderr } = error as { stderr?: string }
    throw new Error(`could not create the database in ${dataDir}: ${stderr || String(error)}`)
  } finally {
    if (temporary) rmSync(temporary, { recursive: true, force: true })
  }
}

const workerFile = new URL('./pglite-worker.ts', import.meta.url)

/** A request without its id, for each kind of request (Omit on the union would merge them). */
type Call = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never

/**
 * Opens PGlite on `dataDir` (in memory when undefined, or from `snapshot`), with the memory
 * settings of pglite-settings.ts; a directory without a cluster gets one first (createCluster).
 * PGlite runs in a worker thread (pglite-worker.ts); the Db answers the same as one in this
 * thread: a transaction holds the database until it ends, and errors keep their fields.
 */
export async function openPglite(dataDir: string | undefined, snapshot?: Blob): Promise<Db> {
  if (dataDir && !snapshot && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await createCluster(dataDir)
  }
  const worker = new Worker(workerFile, { workerData: { dataDir, snapshot } })
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >()
  let stopped: Error | undefined
  let nextId = 1
  // The thread keeps the process alive only while a call waits on it, as a socket would.
  const settle = (id: number) => {
    const waiting = pending.get(id)
    pending.delete(id)
    if (pending.size === 0) worker.unref()
    return waiting
  }
  const stop = (error: Error) => {
    stopped ??= error
    for (const waiting of pending.values()) waiting.reject(stopped)
    pending.clear()
  }
  worker.on('message', (reply: Reply) => {
    const waiting = settle(reply.id)
    if (reply.ok) waiting?.resolve(reply.value)
    else waiting?.reject(messageToError(reply.error))
  })
  worker.on('error', (error) => stop(error))
  worker.on('exit', (code) => stop(new Error(`the database thread stopped (exit code ${code})`)))
  const opened = new Promise((resolve, reject) => pending.set(0, { resolve, reject }))
  const call = (request: Call) =>
    new Promise<unknown>((resolve, reject) => {
      if (stopped) return reject(stopped)
      const id = nextId++
      if (pending.size === 0) worker.ref()
      pending.set(id, { resolve, reject })
      worker.postMessage({ ...request, id })
    })
  try {
    await opened
  } catch (error) {
    await worker.terminate()
    throw error
  }

  let closing: Promise<void> | undefined
  const wrap = (tx: number | undefined): Db => ({
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      return (await call({ kind: 'query', sql, params, tx })) as T[]
    },
    async exec(sql: string) {
      await call({ kind: 'exec', sql, tx })
    },
    async transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R> {
      // Nested calls join the outer transaction, as with the pg adapter.
      if (tx !== undefined) return fn(wrap(tx))
      const id = (await call({ kind: 'begin' })) as number
      let result: R
      try {
        result = await fn(wrap(id))
      } catch (error) {
        await call({ kind: 'end', tx: id, commit: false }).catch(() => undefined)
        throw error
      }
      await call({ kind: 'end', tx: id, commit: true })
      return result
    },
    close() {
      if (tx !== undefined) return Promise.resolve()
      closing ??= call({ kind: 'close' }).then(
        async () => void (await worker.terminate()),
        async (error: unknown) => {
          await worker.terminate()
          throw error
        },
      )
      return closing
    },
  })
  return wrap(undefined)
}

/** A pg Pool; `searchPath` puts every connection in one schema (the tests use a fresh one). */
export function openPostgres(url: string, searchPath?: string): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  })
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
      try {
        await conn.query('BEGIN')
        const result = await fn(wrap(conn, conn))
        await conn.query('COMMIT')
        return result
      } catch (error) {
        await conn.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        conn.release()
      }
    },
    async close() {
      if (!client) await pool.end()
    },
  })
  return wrap(pool, undefined)
}
