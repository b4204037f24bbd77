import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAdminSocket } from './admin-socket.ts'
import type { Db } from './db/database.ts'
import { openPglite } from './db/pglite.ts'
import { pgliteSnapshot } from './test/database.ts'
import { registerUser, startTestApp, testSettings, type TestApp } from './test/harness.ts'

// `npm run admin -- backup FILE` while the server runs (through its admin socket, with writes
// going on), then `restore FILE` into a new data directory: the accounts are there.

const root = fileURLToPath(new URL('../', import.meta.url))
const tsx = path.join(root, 'node_modules/.bin/tsx')

async function admin(dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(tsx, ['server/admin.ts', ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    })
    return { ok: true, out: stdout + stderr }
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string }
    return { ok: false, out: stdout + stderr }
  }
}

describe('backup and restore of the embedded database', () => {
  let dir: string
  let dataDir: string
  let db: Db
  let t: TestApp
  let app: FastifyInstance
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'portal-backup-'))
    dataDir = path.join(dir, 'data')
    db = await openPglite(dataDir, await pgliteSnapshot())
    const settings = testSettings({ dataDir })
    t = await startTestApp(db, settings)
    app = t.app
    await startAdminSocket(app, settings)
  }, 60_000)
  afterAll(async () => {
    await app?.close()
    await db?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('backs up while the server runs and writes, and restores into a new directory', async () => {
    const before = [await registerUser(t), await registerUser(t)]
    const file = path.join(dir, 'portal.tar.gz')
    // Writes go on while the backup is taken.
    const during = Promise.all([registerUser(t), registerUser(t)])
    const saved = await admin(dataDir, 'backup', file)
    await during
    expect(saved.out).toMatch(/backed up the database to .*portal\.tar\.gz/)
    expect(saved.ok).toBe(true)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    // The server goes on answering.
    expect((await t.call('queryAccountInfo', { token: before[0]!.token })).code).toBe(0)

    // Not over an existing file, and not into the running server's directory.
    expect(await admin(dataDir, 'backup', file)).toMatchObject({ ok: false, out: /exists/ })
    expect(await admin(dataDir, 'restore', file)).toMatchObject({
      ok: false,
      out: /a server runs on/,
    })

    const restoredDir = path.join(dir, 'restored')
    const restored = await admin(restoredDir, 'restore', file)
    expect(restored.out).toMatch(/restored .* into .*restored: \d+ accounts/)
    expect(restored.ok).toBe(true)
    const copy = await openPglite(restoredDir)
    try {
      const emails = (await copy.query<{ email: string }>('select email from accounts')).map(
        (row) => row.email,
      )
      for (const user of before) expect(emails).toContain(user.email)
    } finally {
      await copy.close()
    }
    // A restored directory is not overwritten by a second restore.
    expect(await admin(restoredDir, 'restore', file)).toMatchObject({
      ok: false,
      out: /already holds a database/,
    })
    // Five CLI runs, each a new process that loads the server's code: over two minutes on a
    // busy machine.
  }, 300_000)
})
