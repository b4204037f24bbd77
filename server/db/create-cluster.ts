import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { PGLITE_INITDB_PARAMS, PGLITE_START_PARAMS } from './pglite-settings.ts'

const createClusterScript = fileURLToPath(new URL('./create-cluster-child.ts', import.meta.url))
const clusterCache = fileURLToPath(
  new URL('../../node_modules/.cache/portal-pglite/', import.meta.url),
)

/**
 * Makes `dataDir` a new cluster, in a child process (create-cluster-child.ts) so that this one never
 * holds initdb's memory. A pristine cluster (initdb's output: no table, no secret) is kept as a tar
 * in node_modules/.cache/portal-pglite, one per PGlite version and settings, so that initdb runs
 * once and later new data directories start in about a second; where that folder cannot be
 * written the tar lives only as long as this start.
 */
export async function createCluster(dataDir: string) {
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const version = JSON.parse(
    readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json'), 'utf8'),
  ).version as string
  const key = createHash('sha256')
    .update(JSON.stringify([version, PGLITE_START_PARAMS, PGLITE_INITDB_PARAMS]))
    .digest('hex')
    .slice(0, 16)
  let template = path.join(clusterCache, `cluster-${version}-${key}.tar.gz`)
  let temporary: string | undefined
  if (!existsSync(template)) {
    try {
      mkdirSync(clusterCache, { recursive: true, mode: 0o700 })
    } catch {
      temporary = mkdtempSync(path.join(tmpdir(), 'portal-cluster-'))
      template = path.join(temporary, 'cluster.tar.gz')
    }
  }
  try {
    await promisify(execFile)(process.execPath, [createClusterScript, dataDir, template], {
      maxBuffer: 16 * 1024 * 1024,
    })
  } catch (error) {
    const { stderr } = error as { stderr?: string }
    throw new Error(`could not create the database in ${dataDir}: ${stderr || String(error)}`)
  } finally {
    if (temporary) rmSync(temporary, { recursive: true, force: true })
  }
}
