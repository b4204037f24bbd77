import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, Socket, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isDatabaseBusy, type Db } from './db/database.ts'
import { openPglite, pgliteThread } from './db/pglite.ts'
import { openPostgres } from './db/postgres.ts'
import { migrate } from './db/migrate.ts'
import {
  dropSchema,
  freshPglite,
  freshPostgresSchema,
  pgliteSnapshot,
  POSTGRES_URL,
  postgresReachable,
} from './test/database.ts'
import { registerUser, startTestApp, testSettings, type TestApp } from './test/harness.ts'

// What the server does when its database fails under it: a PostgreSQL that goes away and comes
// back, connections the server ends, a lock held too long, a stalled or dead PGlite thread.

const LIMITS = {
  poolSize: 4,
  statementTimeoutMs: 3_000,
  lockTimeoutMs: 1_000,
  acquireTimeoutMs: 1_000,
}
const settings = () => testSettings({ database: LIMITS })
const pgUp = await postgresReachable()

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function ready(t: TestApp) {
  const started = Date.now()
  const answer = await t.app.inject({ method: 'GET', url: '/api/ready' })
  return { status: answer.statusCode, body: answer.json(), ms: Date.now() - started }
}

async function until(check: () => Promise<boolean>, ms: number) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check()) return true
    await sleep(100)
  }
  return false
}

/** A TCP relay to the PostgreSQL server that a test can cut (refusing and dropping) and restore. */
class CuttableProxy {
  private server: Server | undefined
  private readonly sockets = new Set<Socket>()
  port = 0
  async start() {
    this.server = createServer((client) => {
      const upstream = new Socket()
      upstream.connect(5432, '127.0.0.1')
      for (const socket of [client, upstream]) {
        this.sockets.add(socket)
        socket.on('close', () => this.sockets.delete(socket))
        socket.on('error', () => undefined)
      }
      client.pipe(upstream).pipe(client)
      client.on('close', () => upstream.destroy())
      upstream.on('close', () => client.destroy())
    })
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve))
    this.port = (this.server.address() as { port: number }).port
  }
  async cut() {
    await new Promise((resolve) => {
      this.server!.close(resolve)
      for (const socket of this.sockets) socket.destroy()
    })
  }
}

describe.skipIf(!pgUp)('PostgreSQL faults', () => {
  let schema: string
  let db: Db
  let t: TestApp
  const lost: string[] = []
  const name = `portal-faults-${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: POSTGRES_URL })

  beforeAll(async () => {
    schema = await freshPostgresSchema()
    const url = new URL(POSTGRES_URL)
    url.searchParams.set('application_name', name)
    db = openPostgres(url.href, schema, LIMITS, (message) => lost.push(message))
    await migrate(db)
    t = await startTestApp(db, settings())
    await admin.connect()
  })
  afterAll(async () => {
    await t?.app.close()
    await db?.close()
    await admin.end()
    if (schema) await dropSchema(schema)
  })

  /** Ends every connection of the server's pool, idle or running, as a fail-over would. */
  const terminateServerConnections = () =>
    admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [name],
    )

  it('survives its connections being terminated: only the call that was running fails', async () => {
    const user = await registerUser(t)
    // Several idle connections in the pool.
    await Promise.all(
      Array.from({ length: 4 }, () => t.call('queryAccountInfo', { token: user.token })),
    )
    const idle = db.usage!().idle
    expect(idle).toBeGreaterThan(1)

    // A call held in the database: logout waits for the session row another connection locks.
    await admin.query('begin')
    await admin.query(`select * from ${schema}.sessions for update`)
    const running = t.call('logout', { token: user.token })
    await until(async () => db.usage!().busy > 0, 2_000)
    await sleep(100)
    await terminateServerConnections()
    await admin.query('rollback')

    const answer = await running
    expect([answer.status, answer.code]).toEqual([500, 500])
    // Each idle connection hears of its end a moment later, and leaves the pool.
    expect(await until(async () => db.usage!().idle === 0 && lost.length > 0, 2_000)).toBe(true)
    // The process is still here (an unhandled pool error would have ended it), and reconnects.
    const again = await t.call('queryAccountInfo', { token: user.token })
    expect(again.code).toBe(0)
    expect((await ready(t)).status).toBe(200)
  })

  it('answers a call blocked by a lock with 443 in time, and unrelated calls at once', async () => {
    const blocked = await registerUser(t)
    const other = await registerUser(t)
    await admin.query('begin')
    await admin.query(`select * from ${schema}.sessions where account_id = $1 for update`, [
      (
        await db.query<{ id: string }>(`select id from accounts where email = $1`, [blocked.email])
      )[0]!.id,
    ])
    try {
      const started = Date.now()
      const waiting = t.call('logout', { token: blocked.token }).then((reply) => ({
        reply,
        ms: Date.now() - started,
      }))
      // Meanwhile the other developer's calls go through.
      for (let i = 0; i < 5; i++) {
        const before = Date.now()
        const info = await t.call('queryAccountInfo', { token: other.token })
        expect(info.code).toBe(0)
        expect(Date.now() - before).toBeLessThan(500)
      }
      const { reply, ms } = await waiting
      expect([reply.status, reply.code]).toEqual([503, 443])
      expect(reply.headers['retry-after']).toBe('1')
      expect(ms).toBeGreaterThanOrEqual(LIMITS.lockTimeoutMs - 50)
      expect(ms).toBeLessThan(LIMITS.lockTimeoutMs + 1_500)
    } finally {
      await admin.query('rollback')
    }
    // The lock gone, the same call succeeds.
    expect((await t.call('logout', { token: blocked.token })).code).toBe(0)
  })

  it('ends a statement past its bound, and a wait for a free connection, as busy', async () => {
    const started = Date.now()
    await expect(db.query('select pg_sleep(10)')).rejects.toSatisfy(isDatabaseBusy)
    expect(Date.now() - started).toBeLessThan(LIMITS.statementTimeoutMs + 1_000)

    // Every connection held by a transaction: the next call waits acquireTimeoutMs, no longer.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const holders = Array.from({ length: LIMITS.poolSize }, () => db.transaction(() => held))
    await until(async () => db.usage!().busy === LIMITS.poolSize, 2_000)
    const waited = Date.now()
    await expect(db.query('select 1')).rejects.toSatisfy(isDatabaseBusy)
    expect(Date.now() - waited).toBeLessThan(LIMITS.acquireTimeoutMs + 500)
    release()
    await Promise.all(holders)
    expect(await db.query('select 1 as one')).toEqual([{ one: 1 }])
  })

  it('is not ready while the database is unreachable, and ready again when it returns', async () => {
    const proxy = new CuttableProxy()
    await proxy.start()
    const url = `postgres://postgres@127.0.0.1:${proxy.port}/test`
    const proxied = openPostgres(url, schema, LIMITS, () => undefined)
    const app = await startTestApp(proxied, settings())
    try {
      expect((await ready(app)).status).toBe(200)
      await proxy.cut()
      const down = await ready(app)
      expect(down.status).toBe(503)
      expect(down.body).toMatchObject({ code: 443, data: { reason: expect.any(String) } })
      expect(down.ms).toBeLessThan(LIMITS.acquireTimeoutMs + 1_000)
      // Health is the process: still up. A call meanwhile is told to come back, not 500.
      expect((await app.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
      const refused = await app.call('queryIdTypes')
      expect([refused.status, refused.code]).toEqual([503, 443])

      await proxy.start()
      expect(await until(async () => (await ready(app)).status === 200, 5_000)).toBe(true)
      expect((await ready(app)).body).toMatchObject({ code: 0, data: { status: 'ready' } })
    } finally {
      await app.app.close()
      await proxied.close()
      await proxy.cut()
    }
  })
})

describe('PGlite faults', () => {
  it('is not ready within the bound while a transaction holds the database', async () => {
    const db = await freshPglite()
    const t = await startTestApp(db, settings())
    try {
      expect((await ready(t)).status).toBe(200)
      let release!: () => void
      let begun!: () => void
      const holding = new Promise<void>((resolve) => (begun = resolve))
      const held = db.transaction(() => {
        begun()
        return new Promise<void>((resolve) => (release = resolve))
      })
      // The transaction has begun in the database thread: from now on it holds the database.
      await holding
      const stalled = await ready(t)
      expect(stalled.status).toBe(503)
      expect(stalled.body.data.reason).toMatch(/did not answer within/)
      expect(stalled.ms).toBeLessThan(LIMITS.acquireTimeoutMs + 500)
      release()
      await held
      expect((await ready(t)).status).toBe(200)
    } finally {
      await t.app.close()
      await db.close()
    }
  }, 60_000)

  describe('a dead database thread', () => {
    let dataDir: string
    let db: Db
    let t: TestApp
    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'portal-faults-'))
      db = await openPglite(path.join(dataDir, 'db'), await pgliteSnapshot(), () => undefined)
      t = await startTestApp(db, settings())
    }, 60_000)
    afterAll(async () => {
      await t?.app.close()
      await db?.close()
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('is restarted on the data directory: readiness says so, and nothing committed is lost', async () => {
      const user = await registerUser(t)
      await pgliteThread(db)!.terminate()

      const during = await ready(t)
      expect(during.status).toBe(503)
      expect(during.body.data.reason).toMatch(/restarting/)
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)

      expect(await until(async () => (await ready(t)).status === 200, 15_000)).toBe(true)
      // The account registered before the thread died is there, and its session still works.
      const info = await t.call('queryAccountInfo', { token: user.token })
      expect(info.code).toBe(0)
      expect(info.data.email).toBe(user.email)
    }, 60_000)

    it('lets calls made during the restart wait for it instead of failing', async () => {
      const user = await registerUser(t)
      await pgliteThread(db)!.terminate()
      const info = await t.call('queryAccountInfo', { token: user.token })
      expect(info.code).toBe(0)
    }, 60_000)
  })
})
