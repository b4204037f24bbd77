import { existsSync } from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { Db, DbLog } from './database.ts'
import { createCluster } from './create-cluster.ts'
import { messageToError, type Reply, type Request } from './pglite-protocol.ts'

const workerFile = new URL('./pglite-worker.ts', import.meta.url)

/** A request without its id, for each kind of request (Omit on the union would merge them). */
type Call = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never

/** One worker thread running PGlite, and the calls waiting on it. */
interface Thread {
  worker: Worker
  /** Settles when PGlite has opened in the thread, or could not. */
  opened: Promise<unknown>
  call(request: Call): Promise<unknown>
  /** Why the thread no longer answers: set once, when it fails or exits. */
  stopped: Error | undefined
  /** Calls sent and not yet answered. */
  readonly inFlight: number
}

function startThread(workerData: object, onStop: (error: Error) => void): Thread {
  const worker = new Worker(workerFile, { workerData })
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >()
  let nextId = 1
  // The thread keeps the process alive only while a call waits on it, as a socket would.
  const settle = (id: number) => {
    const waiting = pending.get(id)
    pending.delete(id)
    if (pending.size === 0) worker.unref()
    return waiting
  }
  const thread: Thread = {
    worker,
    stopped: undefined,
    opened: new Promise((resolve, reject) => pending.set(0, { resolve, reject })),
    call: (request) =>
      new Promise<unknown>((resolve, reject) => {
        if (thread.stopped) return reject(thread.stopped)
        const id = nextId++
        if (pending.size === 0) worker.ref()
        pending.set(id, { resolve, reject })
        worker.postMessage({ ...request, id })
      }),
    get inFlight() {
      return pending.size
    },
  }
  const stop = (error: Error) => {
    if (thread.stopped) return
    thread.stopped = error
    for (const waiting of pending.values()) waiting.reject(error)
    pending.clear()
    onStop(error)
  }
  worker.on('message', (reply: Reply) => {
    const waiting = settle(reply.id)
    if (reply.ok) waiting?.resolve(reply.value)
    else waiting?.reject(messageToError(reply.error))
  })
  worker.on('error', stop)
  worker.on('exit', (code) => stop(new Error(`the database thread stopped (exit code ${code})`)))
  return thread
}

/** How long a call waits for a restarting database thread before it is answered "busy". */
const RESTART_WAIT_MS = 10_000

/**
 * Opens PGlite on `dataDir` (in memory when undefined, or from `snapshot`), with the memory
 * settings of pglite-settings.ts; a directory without a cluster gets one first (createCluster).
 * PGlite runs in a worker thread (pglite-worker.ts) because its WASM runs a query synchronously:
 * in the server's thread every other request would wait for it, in its own the event loop stays
 * free. The Db answers the same as one in this thread: a transaction holds the database until it
 * ends, and errors keep their fields.
 *
 * A thread that dies (an out-of-memory abort, a crash in the WASM) takes the calls it was running
 * with it; on a data directory a new thread reopens it, as a restarted PostgreSQL would, and calls
 * wait for it (RESTART_WAIT_MS, then they fail as busy). In memory there is nothing to reopen.
 */
export async function openPglite(
  dataDir: string | undefined,
  snapshot?: Blob,
  log?: DbLog,
): Promise<Db> {
  if (dataDir && !snapshot && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await createCluster(dataDir)
  }
  let closing: Promise<void> | undefined
  let restarting: Promise<void> | undefined
  let lastStop: Error | undefined
  // A thread that fails before the first has opened only fails `open` (and `thread` is not set).
  let first = true

  const open = async (workerData: object): Promise<Thread> => {
    const started: Thread = startThread(workerData, (error) => onStop(started, error))
    try {
      await started.opened
    } catch (error) {
      await started.worker.terminate()
      throw error
    }
    return started
  }
  let thread = await open({ dataDir, snapshot })
  first = false

  function onStop(stopped: Thread, error: Error) {
    if (first || closing || stopped !== thread) return
    lastStop = error
    if (!dataDir) return
    log?.('the database thread stopped: reopening the data directory', error)
    restarting = reopen()
  }
  async function reopen() {
    for (let attempt = 1; !closing; attempt++) {
      try {
        thread = await open({ dataDir })
        restarting = undefined
        lastStop = undefined
        return
      } catch (error) {
        log?.(
          `the database thread could not reopen the data directory (try ${attempt})`,
          error as Error,
        )
        await new Promise((resolve) => setTimeout(resolve, Math.min(attempt * 500, 5_000)))
      }
    }
  }
  /** The thread to send a call to, once a restart has finished (57P03, "starting up", if not). */
  const current = async () => {
    if (restarting) {
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<'late'>(
        (resolve) => (timer = setTimeout(resolve, RESTART_WAIT_MS, 'late')),
      )
      const outcome = await Promise.race([restarting, late])
      clearTimeout(timer)
      if (outcome === 'late') {
        throw Object.assign(new Error('the database thread is restarting'), { code: '57P03' })
      }
    }
    return thread
  }

  // A transaction belongs to the thread it began on: after a restart its id means nothing.
  const wrap = (tx: { id: number; on: Thread } | undefined): Db => ({
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      const on = tx?.on ?? (await current())
      return (await on.call({ kind: 'query', sql, params, tx: tx?.id })) as T[]
    },
    async exec(sql: string) {
      const on = tx?.on ?? (await current())
      await on.call({ kind: 'exec', sql, tx: tx?.id })
    },
    async transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R> {
      // Nested calls join the outer transaction, as with the pg adapter.
      if (tx !== undefined) return fn(wrap(tx))
      const on = await current()
      const id = (await on.call({ kind: 'begin' })) as number
      let result: R
      try {
        result = await fn(wrap({ id, on }))
      } catch (error) {
        await on.call({ kind: 'end', tx: id, commit: false }).catch(() => undefined)
        throw error
      }
      await on.call({ kind: 'end', tx: id, commit: true })
      return result
    },
    close() {
      if (tx !== undefined) return Promise.resolve()
      closing ??= (async () => {
        await restarting
        if (thread.stopped) return
        try {
          await thread.call({ kind: 'close' })
        } finally {
          await thread.worker.terminate()
        }
      })()
      return closing
    },
    problem() {
      if (closing) return 'the database is closed'
      if (restarting) return `the database thread is restarting (${lastStop?.message})`
      return thread.stopped?.message
    },
    usage: () => ({ busy: thread.inFlight, idle: 0, waiting: 0 }),
    async dump() {
      return (await (await current()).call({ kind: 'dump' })) as Uint8Array
    },
  })
  const db = wrap(undefined)
  threads.set(db, () => thread.worker)
  return db
}

const threads = new WeakMap<Db, () => Worker>()
/** The thread an openPglite Db runs on now (the fault tests end it). */
export const pgliteThread = (db: Db): Worker | undefined => threads.get(db)?.()
