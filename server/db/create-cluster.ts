// `node server/db/create-cluster.ts DIR`: runs initdb for a new PGlite data directory, then exits.
// openPglite runs it in a child process: initdb takes a second WASM instance and about 800 MB at
// its peak, which a long-running server would otherwise keep as resident memory. Run by Node's own
// type stripping (no tsx), so it uses erasable TypeScript only.
import { PGlite } from '@electric-sql/pglite'
import { PGLITE_INITDB_PARAMS, PGLITE_START_PARAMS } from './pglite-settings.ts'

const dataDir = process.argv[2]
if (!dataDir) throw new Error('usage: create-cluster.ts DATA_DIR')
const lite = new PGlite(dataDir, {
  startParams: PGLITE_START_PARAMS,
  initDbStartParams: PGLITE_INITDB_PARAMS,
})
await lite.waitReady
await lite.close()
