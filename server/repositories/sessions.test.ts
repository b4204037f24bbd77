import { describe, expect, it } from 'vitest'
import type { Db } from '../db/database.ts'
import { sha256 } from '../lib/crypto.ts'
import { SessionStore } from './sessions.ts'

const TOKEN = 'a'.repeat(43)
const OTHER = 'b'.repeat(43)
const HOUR = 3_600_000

/**
 * A database holding live sessions for the given tokens (TOKEN of account 1, the others of 2),
 * counting the look-ups it answers; `hold` keeps the next look-up's answer until it is released.
 */
function fakeDb(kind: Db['kind'], tokens: string[], start: number) {
  const lookups: unknown[][] = []
  const rows = new Map(
    tokens.map((token) => [
      sha256(token),
      {
        account_id: token === TOKEN ? '1' : '2',
        last_seen_at: new Date(start),
        expires_at: new Date(start + 24 * HOUR),
      },
    ]),
  )
  let held: Promise<void> | undefined
  const db = {
    kind,
    async query(sql: string, params: unknown[] = []) {
      if (sql.startsWith('select')) {
        lookups.push(params)
        const row = rows.get(String(params[0]))
        await held
        return row ? [row] : []
      }
      if (sql.startsWith('delete') && sql.includes('account_id')) {
        for (const [hash, row] of rows) {
          if (row.account_id === params[0] && hash !== params[1]) rows.delete(hash)
        }
        return []
      }
      if (sql.startsWith('delete')) return rows.delete(String(params[0])) ? [{}] : []
      return []
    },
  } as unknown as Db
  const hold = () => {
    let release = () => {}
    held = new Promise((resolve) => (release = resolve))
    return () => {
      held = undefined
      release()
    }
  }
  return { db, lookups, rows, hold }
}

describe('the session store', () => {
  const start = Date.UTC(2026, 0, 1)

  function storeAt(tokens: string[], kind: Db['kind'] = 'pglite') {
    let now = start
    const fake = fakeDb(kind, tokens, start)
    const store = new SessionStore(
      fake.db,
      { idleMs: 2 * HOUR, maxMs: 7 * 24 * HOUR },
      () => new Date(now),
    )
    return { store, ...fake, advance: (ms: number) => (now += ms) }
  }

  it('reads the database at every request on PostgreSQL, which other processes share', async () => {
    const { store, lookups, rows } = storeAt([TOKEN], 'postgres')
    expect(await store.resolve(TOKEN)).toEqual({ accountId: '1', hash: sha256(TOKEN) })
    expect(await store.resolve(TOKEN)).toEqual({ accountId: '1', hash: sha256(TOKEN) })
    expect(lookups).toEqual([[sha256(TOKEN)], [sha256(TOKEN)]])
    // Ended by another instance: refused at the next request.
    rows.clear()
    expect(await store.resolve(TOKEN)).toBeUndefined()
  })

  it('keeps a session in memory on the embedded database, looked up once by the token’s hash', async () => {
    const { store, lookups, advance } = storeAt([TOKEN])
    expect(await store.resolve(TOKEN)).toEqual({ accountId: '1', hash: sha256(TOKEN) })
    advance(30_000)
    expect(await store.resolve(TOKEN)).toEqual({ accountId: '1', hash: sha256(TOKEN) })
    expect(lookups).toEqual([[sha256(TOKEN)]])
  })

  it('forgets a session at once however it ends', async () => {
    const { store, db } = storeAt([TOKEN, OTHER, 'c'.repeat(43)])
    for (const token of [TOKEN, OTHER, 'c'.repeat(43)]) await store.resolve(token)

    expect(await store.end(sha256(TOKEN))).toBe(true)
    expect(await store.resolve(TOKEN)).toBeUndefined()

    // A password change: account 2's other sessions end, the one that changed it stays.
    await store.endOthers(db, '2', sha256(OTHER))
    expect(await store.resolve('c'.repeat(43))).toBeUndefined()
    expect(await store.resolve(OTHER)).toEqual({ accountId: '2', hash: sha256(OTHER) })
  })

  it('forgets an account’s sessions that a review or a freeze deleted', async () => {
    const { store, rows } = storeAt([TOKEN])
    await store.resolve(TOKEN)
    rows.clear()
    store.forgetAccount('1')
    expect(await store.resolve(TOKEN)).toBeUndefined()
  })

  it('does not keep a session read while it was being ended', async () => {
    const { store, lookups, hold } = storeAt([TOKEN])
    const release = hold()
    const reading = store.resolve(TOKEN)
    await store.end(sha256(TOKEN))
    release()
    // The overlapping request itself may pass; the next one is refused.
    await reading
    expect(await store.resolve(TOKEN)).toBeUndefined()
    expect(lookups).toHaveLength(2)
  })

  it('keeps no token in memory a minute after its last use', async () => {
    const { store, advance } = storeAt([TOKEN, OTHER])
    await store.resolve(TOKEN)
    await store.resolve(OTHER)
    advance(30_000)
    await store.resolve(OTHER)
    advance(31_000)
    // The next call sweeps: TOKEN was last used 61 s ago, OTHER 31 s ago.
    await store.resolve(OTHER)
    const cached = [...(store as unknown as { cache: Map<string, unknown> }).cache.keys()]
    expect(cached).toEqual([OTHER])
  })
})
