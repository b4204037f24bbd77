import { describe, expect, it } from 'vitest'
import type { Db } from '../db/db.ts'
import { sha256 } from '../lib/crypto.ts'
import { SessionStore } from './sessions.ts'

const TOKEN = 'a'.repeat(43)
const OTHER = 'b'.repeat(43)
const HOUR = 3_600_000

/** A database holding live sessions for the given tokens, counting the look-ups it answers. */
function fakeDb(tokens: string[], start: number) {
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
  const db = {
    kind: 'pglite',
    async query(sql: string, params: unknown[] = []) {
      if (sql.startsWith('select')) {
        lookups.push(params)
        const row = rows.get(String(params[0]))
        return row ? [row] : []
      }
      if (sql.startsWith('delete')) return rows.delete(String(params[0])) ? [{}] : []
      return []
    },
  } as unknown as Db
  return { db, lookups }
}

describe('the session cache', () => {
  const start = Date.UTC(2026, 0, 1)

  function storeAt(tokens: string[]) {
    let now = start
    const { db, lookups } = fakeDb(tokens, start)
    const store = new SessionStore(
      db,
      { idleMs: 2 * HOUR, maxMs: 7 * 24 * HOUR },
      () => new Date(now),
    )
    return { store, lookups, advance: (ms: number) => (now += ms) }
  }

  it('looks a session up by the token’s hash, then answers from memory for two seconds', async () => {
    const { store, lookups, advance } = storeAt([TOKEN])
    expect(await store.resolve(TOKEN)).toEqual({ accountId: '1', hash: sha256(TOKEN) })
    expect(lookups).toEqual([[sha256(TOKEN)]])
    advance(1_000)
    expect(await store.resolve(TOKEN)).toEqual({ accountId: '1', hash: sha256(TOKEN) })
    expect(lookups).toHaveLength(1)
    advance(1_500)
    await store.resolve(TOKEN)
    expect(lookups).toHaveLength(2)
  })

  it('forgets a session at once when it is ended', async () => {
    const { store, lookups } = storeAt([TOKEN])
    await store.resolve(TOKEN)
    expect(await store.end(sha256(TOKEN))).toBe(true)
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
