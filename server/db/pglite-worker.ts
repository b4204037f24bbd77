// The embedded database's own thread: openPglite (db.ts) starts this file as a worker and talks to
// it through the messages of pglite-protocol.ts. PGlite's JavaScript and WASM run here, in a V8
// isolate of their own: in the server's thread they made every HTTP answer cost about 3 µs more
// of CPU, with no query running (`npm run bench:api`). Run by Node's own type stripping.
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { PGLITE_START_PARAMS } from './pglite-settings.ts'
import { errorToMessage, type Reply, type Request } from './pglite-protocol.ts'

const port = parentPort!
const { dataDir, snapshot } = workerData as { dataDir?: string; snapshot?: Blob }

const send = (reply: Reply) => port.postMessage(reply)

/** A rollback asked for by the caller, not an error of the transaction's own. */
const ROLLBACK = Symbol('rollback')

/** Open transactions: their handle, how to end them, and the promise PGlite settles at the end. */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>()
const ends = new Map<number, Promise<void>>()
let nextTx = 1

async function main() {
  let lite: PGlite
  try {
    lite = new PGlite(dataDir, {
      startParams: PGLITE_START_PARAMS,
      ...(snapshot ? { loadDataDir: snapshot } : {}),
    })
    await lite.waitReady
  } catch (error) {
    send({ id: 0, ok: false, error: errorToMessage(error) })
    return
  }
  send({ id: 0, ok: true, value: null })

  // Outside a transaction PGlite queues each statement behind an open transaction, as before.
  const on = (txId: number | undefined) => (txId === undefined ? lite : open.get(txId)?.tx)

  port.on('message', (request: Request) => {
    const { id } = request
    const answer = (work: Promise<unknown>) =>
      work.then(
        (value) => send({ id, ok: true, value }),
        (error: unknown) => send({ id, ok: false, error: errorToMessage(error) }),
      )
    switch (request.kind) {
      case 'query': {
        const target = on(request.tx)
        if (!target) return answer(Promise.reject(new Error('transaction is over')))
        return answer(target.query(request.sql, request.params).then((result) => result.rows))
      }
      case 'exec': {
        const target = on(request.tx)
        if (!target) return answer(Promise.reject(new Error('transaction is over')))
        return answer(target.exec(request.sql).then(() => null))
      }
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
                end: (commit) => (commit ? resolve() : reject(ROLLBACK)),
              })
              send({ id, ok: true, value: txId })
            }),
        )
        ends.set(txId, done)
        done.catch((error: unknown) => {
          if (begun) return // the 'end' request answers it
          ends.delete(txId)
          send({ id, ok: false, error: errorToMessage(error) })
        })
        return
      }
      case 'end': {
        const entry = open.get(request.tx)
        const done = ends.get(request.tx)
        if (!entry || !done) return answer(Promise.reject(new Error('transaction is over')))
        open.delete(request.tx)
        ends.delete(request.tx)
        entry.end(request.commit)
        return answer(
          done.then(
            () => null,
            (error: unknown) => {
              if (error === ROLLBACK) return null
              throw error
            },
          ),
        )
      }
      case 'close':
        return answer(lite.close().then(() => null))
    }
  })
}

await main()
