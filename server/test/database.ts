import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import type { Db } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { openPglite } from '../db/pglite.ts'
import { openPostgres } from '../db/postgres.ts'

// Tests open their databases with the server's own adapters (pglite.ts, postgres.ts). Migrating a
// new PGlite takes seconds: the first test file builds one migrated data directory and every file
// starts its database from that snapshot (about 1 s). The snapshot's name carries a hash of the
// migrations, so a changed migration builds a new one.

const root = fileURLToPath(new URL('../../', import.meta.url))
const migrationsDir = fileURLToPath(new URL('../db/migrations/', import.meta.url))
const cacheDir = `${root}node_modules/.tmp/server-test-db`

function snapshotPath() {
  const hash = createHash('sha256')
  for (const file of readdirSync(migrationsDir).sort()) {
    hash.update(file).update(readFileSync(migrationsDir + file))
  }
  return `${cacheDir}/snapshot-${hash.digest('hex').slice(0, 16)}.tar.gz`
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function snapshot(): Promise<Blob> {
  const file = snapshotPath()
  const lock = `${file}.lock`
  mkdirSync(cacheDir, { recursive: true })
  for (;;) {
    try {
      return new Blob([readFileSync(file)])
    } catch {
      // not built yet
    }
    try {
      mkdirSync(lock)
    } catch {
      // Another worker builds it; a lock older than a minute is from a crashed run.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 60_000) rmSync(lock, { recursive: true })
      } catch {
        // gone meanwhile
      }
      await sleep(200)
      continue
    }
    try {
      const db = await openPglite(undefined)
      let dump: Uint8Array
      try {
        await migrate(db)
        dump = await db.dump!()
      } finally {
        await db.close()
      }
      writeFileSync(`${file}.part`, dump)
      rmSync(file, { force: true })
      writeFileSync(file, readFileSync(`${file}.part`))
      rmSync(`${file}.part`)
    } finally {
      rmSync(lock, { recursive: true, force: true })
    }
  }
}

/** The migrated snapshot every PGlite test database starts from. */
export const pgliteSnapshot = snapshot

export async function freshPglite(): Promise<Db> {
  return openPglite(undefined, await snapshot())
}

export const POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

/** True when the PostgreSQL server of the project's machines answers. */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 1500 })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** A fresh schema on the PostgreSQL server; `dropSchema` removes it. */
export async function freshPostgresSchema(): Promise<string> {
  const schema = `test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: POSTGRES_URL })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  await admin.end()
  return schema
}

export async function dropSchema(schema: string) {
  const cleanup = new pg.Client({ connectionString: POSTGRES_URL })
  await cleanup.connect()
  await cleanup.query(`drop schema ${schema} cascade`)
  await cleanup.end()
}

/** A database in a schema of its own on the PostgreSQL server, dropped by `close`. */
export async function freshPostgres(): Promise<Db> {
  const schema = await freshPostgresSchema()
  const db = openPostgres(POSTGRES_URL, schema)
  await migrate(db)
  return {
    ...db,
    async close() {
      await db.close()
      await dropSchema(schema)
    },
  }
}
