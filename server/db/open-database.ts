import type { Settings } from '../settings.ts'
import { prepareDataDir, tightenDataDir } from './data-dir.ts'
import type { Db, DbLog } from './database.ts'
import { openPglite } from './pglite.ts'
import { openPostgres } from './postgres.ts'

export interface OpenOptions {
  /** A data directory to start a new PGlite from (the tests' migrated one). */
  snapshot?: Blob
  log?: DbLog
}

/**
 * The database the settings name: PostgreSQL at DATABASE_URL, else PGlite on DATA_DIR, whose
 * files are kept owner-only (data-dir.ts) while it is open and after it closes. The server, the
 * admin CLI and the tests open it here.
 */
export async function openDatabase(settings: Settings, options: OpenOptions = {}): Promise<Db> {
  if (settings.databaseUrl) {
    return openPostgres(settings.databaseUrl, undefined, settings.database, options.log)
  }
  const { dataDir } = settings
  prepareDataDir(dataDir)
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
