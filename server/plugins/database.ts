import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Db } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { openDatabase } from '../db/open-database.ts'
import type { Settings } from '../settings.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The database, migrated to this version (timed by the metrics when they are on). */
    db: Db
  }
}

export interface DatabaseOptions {
  settings: Settings
  /** A database to use instead of the one the settings name; the app does not close it. */
  db?: Db
  /** How the database the settings name opens (openDatabase; the tests pass a slow one). */
  open?: typeof openDatabase
}

/** How often the start says what it is still waiting for. */
export const PROGRESS_EVERY_MS = 5_000

/**
 * Opens the database the settings name (db/open-database.ts), applies the pending migrations and
 * closes it with the app. Opening and migrating may take up to DATABASE_START_TIMEOUT_SECONDS (a
 * new data directory on a busy machine, a PostgreSQL server that is still starting): the log says
 * what the start waits for every few seconds, and past that time the start fails saying so.
 */
export const database = fp(
  async (app: FastifyInstance, { settings, db: given, open = openDatabase }: DatabaseOptions) => {
    if (given) {
      app.decorate('db', await migrated(app, given))
      return
    }
    const started = Date.now()
    const limitMs = settings.databaseStartTimeoutMs
    const seconds = (ms: number) => Math.round(ms / 100) / 10
    let stage = 'opening the database'
    /** Why the last try to reach PostgreSQL failed, while the start waits for it. */
    let refused: string | undefined
    const waitingFor = () => (refused ? `${stage} (${refused})` : stage)
    let said = false
    const progress = setInterval(() => {
      said = true
      app.log.info(
        `still ${waitingFor()}, ${Math.round((Date.now() - started) / 1000)} s ` +
          `(the start waits up to ${seconds(limitMs)} s: DATABASE_START_TIMEOUT_SECONDS)`,
      )
    }, PROGRESS_EVERY_MS)

    const opening = (async () => {
      const opened = await open(settings, {
        log: (message, error) => app.log.warn({ err: error }, message),
        stage: (what) => {
          stage = what
          refused = undefined
        },
        waitUntil: started + limitMs,
        onWait: ({ reason, retryInMs, attempt }) => {
          refused = reason
          app.log.info(
            `PostgreSQL does not accept connections yet (${reason}): trying again in ` +
              `${Math.round(retryInMs / 10) / 100} s (try ${attempt}, ${seconds(Date.now() - started)} s since the start)`,
          )
        },
      })
      try {
        if (opened.kind === 'pglite') {
          // PGlite writes through the operating system's cache and never calls fsync
          // (docs/server.md).
          app.log[settings.production ? 'warn' : 'info'](
            { dataDir: settings.dataDir },
            'embedded database (PGlite): a commit survives a killed process, not a power loss or ' +
              'an operating-system crash; in production set DATABASE_URL to a PostgreSQL server',
          )
        }
        stage = 'applying the migrations'
        refused = undefined
        return { opened, db: await migrated(app, opened) }
      } catch (error) {
        await opened.close().catch(() => undefined)
        throw error
      }
    })()

    let late: NodeJS.Timeout | undefined
    const deadline = new Promise<never>((_resolve, reject) => {
      late = setTimeout(
        () =>
          reject(
            new Error(
              `the database did not open within ${seconds(limitMs)} s ` +
                `(DATABASE_START_TIMEOUT_SECONDS): still ${waitingFor()}`,
            ),
          ),
        limitMs,
      )
    })
    try {
      const { opened, db } = await Promise.race([opening, deadline])
      app.addHook('onClose', () => opened.close())
      if (said) app.log.info(`database open, after ${seconds(Date.now() - started)} s`)
      app.decorate('db', db)
    } catch (error) {
      // A database that opens after all, once the start has given up on it, is closed again.
      opening.then(({ opened }) => opened.close()).catch(() => undefined)
      throw error
    } finally {
      clearInterval(progress)
      clearTimeout(late)
    }
  },
  { name: 'database', fastify: '5.x', dependencies: ['metrics'] },
)

/** The database as the app uses it (timed by the metrics when they are on), migrated. */
async function migrated(app: FastifyInstance, opened: Db): Promise<Db> {
  const db = app.metrics ? app.metrics.timedDb(opened) : opened
  const applied = await migrate(db)
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied')
  return db
}
