// The embedded database's own thread: openPglite (pglite.ts) starts this file as a worker and talks
// to it through the messages of pglite-protocol.ts. PGlite's WASM runs each query synchronously:
// here it blocks this thread only, and the server's event loop goes on answering other requests
// meanwhile. Run by Node's own type stripping.
import { parentPort, workerData } from 'node:worker_threads'
import { gzipSync } from 'node:zlib'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { PGLITE_START_PARAMS } from './pglite-settings.ts'
import { tarDirectory } from './tar.ts'
import { errorToMessage, type Reply, type Request } from './pglite-protocol.ts'

const port = parentPort!
const { dataDir, snapshot } = workerData as { dataDir?: string; snapshot?: Blob }

const send = (reply: Reply) => port.postMessage(reply)

/** A rollback asked for by the caller, not an error of the transaction's own. */
const ROLLBACK = Symbol('rollback')

/**
 * Open transactions by id: their handle, and `end`, which lets PGlite commit or roll back and
 * gives what it settles with.
 */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => Promise<void> }>()
let nextTx = 1

async function main() {
  let lite: PGlite
  try {
    // In memory by name: given `undefined` as its directory, PGlite ignores loadDataDir.
    lite = new PGlite(dataDir ?? 'memory://', {
      startParams: PGLITE_START_PARAMS,
      ...(snapshot ? { loadDataDir: snapshot } : {}),
    })
    await lite.waitReady
  } catch (error) {
    send({ id: 0, ok: false, error: errorToMessage(error) })
    return
  }
  send({ id: 0, ok: true, value: null })

  const transaction = (txId: number) => {
    const entry = open.get(txId)
    if (!entry) throw new Error('transaction is over')
    return entry
  }
  // Outside a transaction PGlite queues each statement behind an open transaction, as before.
  const on = (txId: number | undefined) => (txId === undefined ? lite : transaction(txId).tx)

  port.on('message', (request: Request) => {
    const { id } = request
    const answer = (work: () => Promise<unknown>) =>
      work().then(
        (value) => send({ id, ok: true, value }),
        (error: unknown) => send({ id, ok: false, error: errorToMessage(error) }),
      )
    switch (request.kind) {
      case 'query':
        return answer(async () => (await on(request.tx).query(request.sql, request.params)).rows)
      case 'exec':
        return answer(async () => {
          await on(request.tx).exec(request.sql)
          return null
        })
      case 'begin': {
        const txId = nextTx++
        let begun = false
        // Answered once BEGIN has run; the transaction stays open until its 'end' arrives.
        const done = lite.transaction(
          (tx) =>
            new Promise<void>((resolve, reject) => {
              begun = true
              open.set(txId, {
                tx,
                end: (commit) => {
                  if (commit) resolve()
                  else reject(ROLLBACK)
                  return done
                },
              })
              send({ id, ok: true, value: txId })
            }),
        )
        done.catch((error: unknown) => {
          // Once begun, the 'end' request answers for how it ended.
          if (!begun) send({ id, ok: false, error: errorToMessage(error) })
        })
        return
      }
      case 'end':
        return answer(async () => {
          const { end } = transaction(request.tx)
          open.delete(request.tx)
          try {
            await end(request.commit)
          } catch (error) {
            if (error !== ROLLBACK) throw error
          }
          return null
        })
      case 'dump':
        // Queued behind an open transaction like any statement; the checkpoint writes what the
        // log holds into the table files, so the copy opens without replaying the log.
        return answer(async () => {
          await lite.exec('checkpoint')
          if (!dataDir) return new Uint8Array(await (await lite.dumpDataDir('gzip')).arrayBuffer())
          return gzipSync(tarDirectory(dataDir))
        })
      case 'close':
        return answer(async () => {
          await lite.close()
          return null
        })
    }
  })
}

await main()
