import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Db } from '../db/database.ts'
import { pendingMigrations } from '../db/migrate.ts'
import { envelope, languageOf } from '../lib/api-error.ts'
import type { Settings } from '../settings.ts'
import { Code } from '../../generated/error-catalogue.ts'

export const READY_PATH = '/api/ready'

/**
 * Readiness, outside the contract, for load balancers and supervisors (/api/health says only that
 * the process runs): 200 when the database answers a query within `boundMs` and every migration
 * of this version is applied; otherwise 503, code 443 (busy: try again later) with the reason in
 * `data.reason`. From the moment the server starts shutting down, every request (readiness
 * included) is answered that way, with `Connection: close`, while the requests already running
 * finish.
 */
export const readiness = fp(
  async (app: FastifyInstance, { settings }: { settings: Settings }) => {
    serveReadiness(app, app.db, settings.database.acquireTimeoutMs)
  },
  { name: 'readiness', fastify: '5.x', dependencies: ['database'] },
)

function serveReadiness(app: FastifyInstance, db: Db, boundMs: number) {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return
    return reply
      .status(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .send(envelope(Code.busy, languageOf(request)))
  })

  app.get(READY_PATH, { compress: false }, async (request, reply) => {
    const reason = await notReady(db, boundMs)
    if (reason === undefined) return envelope(0, languageOf(request), { status: 'ready' })
    request.log.warn({ reason }, 'not ready')
    return reply
      .status(503)
      .header('cache-control', 'no-store')
      .send({ ...envelope(Code.busy, languageOf(request)), data: { reason } })
  })
}

/** Why the server cannot serve now, or undefined when it can. */
async function notReady(db: Db, boundMs: number): Promise<string | undefined> {
  const known = db.problem?.()
  if (known) return known
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(resolve, boundMs, 'late')))
  try {
    const pending = await Promise.race([pendingMigrations(db), late])
    if (pending === 'late') return `the database did not answer within ${boundMs} ms`
    if (pending.length > 0) return `migrations not applied: ${pending.join(', ')}`
    return undefined
  } catch {
    return 'the database did not answer'
  } finally {
    clearTimeout(timer)
  }
}
