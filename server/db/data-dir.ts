import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

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
