import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { open, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { Db } from './database.ts'

// Backups of the embedded database: `npm run admin -- backup FILE` (through the running server's
// admin socket, or on the data directory when no server runs) and `restore FILE` into a new data
// directory. PostgreSQL has its own tools (pg_dump, pg_restore).

/** A refusal to print to the operator (a path that exists, the wrong database). */
export class BackupError extends Error {}

/**
 * Writes the embedded database's files (a gzipped tar, taken between two statements after a
 * checkpoint) to `file`, which must not exist yet: written whole and synced, then renamed.
 */
export async function backup(db: Db, file: string): Promise<string> {
  if (!db.dump) {
    throw new BackupError('backup is for the embedded database: back up PostgreSQL with pg_dump')
  }
  const target = path.resolve(file)
  if (existsSync(target)) throw new BackupError(`${target} exists: choose a new file name`)
  const tar = await db.dump()
  const part = `${target}.${process.pid}.part`
  const handle = await open(part, 'wx', 0o600)
  try {
    await handle.writeFile(tar)
    await handle.sync()
  } catch (error) {
    await handle.close()
    await rm(part, { force: true })
    throw error
  }
  await handle.close()
  await rename(part, target)
  return `backed up the database to ${target} (${tar.length} bytes)`
}

const createClusterScript = fileURLToPath(new URL('./create-cluster-child.ts', import.meta.url))

/**
 * Makes `dataDir` (new or empty) the database saved in `file` by `backup`. The server must not
 * run on it: restore into a new directory, then start the server there.
 */
export async function restore(dataDir: string, file: string): Promise<void> {
  const source = path.resolve(file)
  if (!existsSync(source)) throw new BackupError(`${source} does not exist`)
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(
      `${dataDir} already holds a database: restore into a new DATA_DIR, then start the server there`,
    )
  }
  try {
    // create-cluster-child.ts loads a tar into a new data directory, in a process of its own.
    await promisify(execFile)(process.execPath, [createClusterScript, dataDir, source], {
      maxBuffer: 16 * 1024 * 1024,
    })
  } catch (error) {
    const { stderr } = error as { stderr?: string }
    throw new BackupError(`could not restore ${source}: ${stderr || String(error)}`)
  }
}
