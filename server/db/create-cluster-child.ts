// `node server/db/create-cluster-child.ts DATA_DIR TEMPLATE`: makes DATA_DIR a new PGlite cluster, from
// TEMPLATE (a tar of a pristine cluster) when that exists, else by initdb (in memory, with the
// settings of pglite-settings.ts), keeping the result in TEMPLATE for the next new directory.
// createCluster (create-cluster.ts) runs it in a child process: initdb takes a second WASM instance
// and about 800 MB at its peak, and loading a tar grows PGlite's memory too; a long-running server
// would keep either as resident memory. Run by Node's own type stripping (no tsx): erasable
// TypeScript only.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { PGLITE_INITDB_PARAMS, PGLITE_START_PARAMS } from './pglite-settings.ts'

const [dataDir, template] = process.argv.slice(2)
if (!dataDir || !template) throw new Error('usage: create-cluster-child.ts DATA_DIR TEMPLATE')

let tar: Blob
if (existsSync(template)) {
  tar = new Blob([readFileSync(template)])
} else {
  const initdb = new PGlite({
    startParams: PGLITE_START_PARAMS,
    initDbStartParams: PGLITE_INITDB_PARAMS,
  })
  await initdb.waitReady
  tar = await initdb.dumpDataDir('gzip')
  await initdb.close()
  // Written whole, then renamed: another start never reads half a cluster.
  const part = `${template}.${process.pid}.part`
  writeFileSync(part, Buffer.from(await tar.arrayBuffer()), { mode: 0o600 })
  renameSync(part, template)
}
const lite = new PGlite(dataDir, { startParams: PGLITE_START_PARAMS, loadDataDir: tar })
await lite.waitReady
await lite.close()
