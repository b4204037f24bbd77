import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Settings } from '../settings.ts'
import { prepareDataDir, tightenDataDir } from './data-dir.ts'
import type { Db, DbLog } from './database.ts'
import { openPglite } from './pglite.ts'
import { openPostgres, postgresAddress, waitForPostgres, type PostgresWait } from './postgres.ts'

export interface OpenOptions {
  /** A data directory to start a new PGlite from (the tests' migrated one). */
  snapshot?: Blob
  log?: DbLog
  /** Told what the opening is doing, as it starts each step (for the start's progress lines). */
  stage?: (what: string) => void
  /**
   * Until when (Date.now() ms) a PostgreSQL server that does not accept connections yet is tried
   * again (waitForPostgres); without it one refusal fails.
   */
  waitUntil?: number
  /** Told of each wait for PostgreSQL. */
  onWait?: (wait: PostgresWait) => void
}

/**
 * The database the settings name: PostgreSQL at DATABASE_URL, once it answers, else PGlite on
 * DATA_DIR, whose files are kept owner-only (data-dir.ts) while it is open and after it closes.
 * The server, the admin CLI and the tests open it here.
 */
export async function openDatabase(settings: Settings, options: OpenOptions = {}): Promise<Db> {
  if (settings.databaseUrl) {
    const address = postgresAddress(settings.databaseUrl)
    options.stage?.(`connecting to PostgreSQL at ${address}`)
    const db = openPostgres(settings.databaseUrl, undefined, settings.database, options.log)
    try {
      await waitForPostgres(db, {
        until: options.waitUntil ?? Date.now(),
        address,
        onWait: options.onWait,
      })
    } catch (error) {
      await db.close().catch(() => undefined)
      throw error
    }
    return db
  }
  const { dataDir } = settings
  prepareDataDir(dataDir)
  options.stage?.(
    options.snapshot || existsSync(path.join(dataDir, 'PG_VERSION'))
      ? 'opening the embedded database'
      : 'making a new embedded database (initdb, or a copy of its cached template) and opening it',
  )
  const db = await openPglite(dataDir, options.snapshot, options.log)
  tightenDataDir(dataDir)
  const timer = setInterval(() => tightenDataDir(dataDir), 60_000)
  timer.unref()
  return {
    ...db,
    async close() {
      clearInterval(timer)
      await db.close()
      tightenDataDir(dataDir)
    },
  }
}
