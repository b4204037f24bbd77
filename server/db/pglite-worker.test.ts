import { afterEach, describe, expect, it } from 'vitest'
import type { Db } from './database.ts'
import { freshPglite } from '../test/database.ts'

// PGlite runs in a worker thread (pglite-worker.ts): what crosses the thread boundary must come
// back as it would from PGlite in this thread. The rest of the server suite runs on it too. Each
// test starts from the suite's migrated snapshot (about 1 s), not a new initdb (5-8 s, and over
// 30 s on a busy machine).
describe('PGlite in its worker thread', () => {
  let db: Db
  afterEach(async () => {
    await db?.close()
  })

  it('returns rows with their types: int8 as bigint, timestamptz as Date, bytea as bytes', async () => {
    db = await freshPglite()
    const [row] = await db.query<{ big: bigint; at: Date; bytes: Uint8Array; text: string }>(
      `select 9007199254740993::int8 as big, '2026-11-25T10:00:00Z'::timestamptz as at,
        $1::bytea as bytes, $2::text as text`,
      [new Uint8Array([0, 1, 255]), '开发者'],
    )
    expect(row!.big).toBe(9007199254740993n)
    expect(row!.at).toEqual(new Date('2026-11-25T10:00:00Z'))
    expect([...row!.bytes]).toEqual([0, 1, 255])
    expect(row!.text).toBe('开发者')
  })

  it("keeps a PostgreSQL error's code, so a unique violation is still told apart", async () => {
    db = await freshPglite()
    await db.exec('create table t (id int primary key)')
    await db.query('insert into t values (1)')
    await expect(db.query('insert into t values (1)')).rejects.toMatchObject({
      code: '23505',
      message: expect.stringContaining('duplicate key'),
    })
    // The thread goes on answering after an error.
    expect(await db.query('select count(*)::int as n from t')).toEqual([{ n: 1 }])
  })

  it('commits a transaction, rolls it back when its function throws, and nests', async () => {
    db = await freshPglite()
    await db.exec('create table t (id int)')
    await db.transaction(async (tx) => {
      await tx.query('insert into t values (1)')
      await tx.transaction((inner) => inner.query('insert into t values (2)'))
    })
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into t values (3)')
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    expect(await db.query('select id from t order by id')).toEqual([{ id: 1 }, { id: 2 }])
  })

  it('holds other statements until an open transaction ends, as PGlite does in one thread', async () => {
    db = await freshPglite()
    await db.exec('create table t (id int)')
    const order: string[] = []
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const transaction = db.transaction(async (tx) => {
      await tx.query('insert into t values (1)')
      order.push('inserted')
      await held
      order.push('committing')
    })
    // Wait until the transaction has begun and written.
    while (!order.includes('inserted')) await new Promise((resolve) => setTimeout(resolve, 5))
    const outside = db.query<{ n: number }>('select count(*)::int as n from t').then((rows) => {
      order.push('read')
      return rows
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(order).toEqual(['inserted'])
    release()
    await transaction
    // The read ran after the commit and saw its row.
    expect(await outside).toEqual([{ n: 1 }])
    expect(order).toEqual(['inserted', 'committing', 'read'])
  })

  it('refuses calls after close, with an error instead of a hang', async () => {
    db = await freshPglite()
    await db.close()
    await expect(db.query('select 1')).rejects.toThrow(/database thread stopped/)
  })
})
