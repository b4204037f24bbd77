import { describe, expect, it } from 'vitest'
import { migrate } from './migrate.ts'
import { openPostgres } from './postgres.ts'
import { dropSchema, freshPglite, freshPostgresSchema, POSTGRES_URL } from '../test/database.ts'
import { backends } from '../test/harness.ts'

describe('migrations', () => {
  it('apply once on the embedded database and find nothing to do the second time', async () => {
    const db = await freshPglite()
    try {
      expect(await migrate(db)).toEqual([])
      const rows = await db.query<{ name: string }>('select name from schema_migrations')
      expect(rows.length).toBeGreaterThan(0)
    } finally {
      await db.close()
    }
  })

  for (const backend of backends.filter((b) => b.name === 'PostgreSQL')) {
    it(`wait for each other when two instances start together [${backend.name}]`, async () => {
      const schema = await freshPostgresSchema()
      const [a, b] = [openPostgres(POSTGRES_URL, schema), openPostgres(POSTGRES_URL, schema)]
      try {
        const [first, second] = await Promise.all([migrate(a), migrate(b)])
        const applied = [...first, ...second]
        const recorded = await a.query<{ name: string }>(
          'select name from schema_migrations order by name',
        )
        // Every migration applied by exactly one of them, and recorded once.
        expect(applied.sort()).toEqual(recorded.map((r) => r.name))
        expect(Math.min(first.length, second.length)).toBe(0)
      } finally {
        await a.close()
        await b.close()
        await dropSchema(schema)
      }
    })
  }
})
