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
}

/**
 * Opens the database the settings name (db/open-database.ts), applies the pending migrations and
 * closes it with the app.
 */
export const database = fp(
  async (app: FastifyInstance, { settings, db: given }: DatabaseOptions) => {
    const opened =
      given ??
      (await openDatabase(settings, {
        log: (message, error) => app.log.warn({ err: error }, message),
      }))
    if (!given) {
      app.addHook('onClose', () => opened.close())
      if (opened.kind === 'pglite') {
        // PGlite writes through the operating system's cache and never calls fsync
        // (docs/server.md).
        app.log[settings.production ? 'warn' : 'info'](
          { dataDir: settings.dataDir },
          'embedded database (PGlite): a commit survives a killed process, not a power loss or ' +
            'an operating-system crash; in production set DATABASE_URL to a PostgreSQL server',
        )
      }
    }
    const db = app.metrics ? app.metrics.timedDb(opened) : opened
    const applied = await migrate(db)
    if (applied.length > 0) app.log.info({ applied }, 'migrations applied')
    app.decorate('db', db)
  },
  { name: 'database', fastify: '5.x', dependencies: ['metrics'] },
)
