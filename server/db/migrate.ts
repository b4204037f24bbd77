import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Db } from './database.ts'

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url))

let files: Promise<string[]> | undefined
/** This version's migrations, in the order they apply (file-name order). */
function migrationFiles(): Promise<string[]> {
  files ??= readdir(migrationsDir).then((names) =>
    names.filter((f) => /^\d{3}-[a-z0-9-]+\.sql$/.test(f)).sort(),
  )
  return files
}

/**
 * Applies the migrations not yet recorded, in file-name order, in one transaction that first takes
 * an advisory lock for this schema: instances that start together on one PostgreSQL database wait
 * for each other, and the later ones find everything applied.
 */
export async function migrate(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    // Migrations run to their end: the statement and lock bounds are for requests.
    await tx.exec('set local statement_timeout = 0; set local lock_timeout = 0')
    await tx.query(`select pg_advisory_xact_lock(hashtext('portal.migrate:' || current_schema()))`)
    await tx.exec(`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`)
    const done = new Set(
      (await tx.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
    )
    const applied: string[] = []
    for (const file of await migrationFiles()) {
      if (done.has(file)) continue
      await tx.exec(await readFile(migrationsDir + file, 'utf8'))
      await tx.query('insert into schema_migrations (name) values ($1)', [file])
      applied.push(file)
    }
    return applied
  })
}

/** The migrations of this version that the database has not recorded (readiness). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  let done: Set<string>
  try {
    done = new Set(
      (await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
    )
  } catch (error) {
    // No table yet: nothing is applied.
    if ((error as { code?: string }).code === '42P01') done = new Set()
    else throw error
  }
  return (await migrationFiles()).filter((file) => !done.has(file))
}
