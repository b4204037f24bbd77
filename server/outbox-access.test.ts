import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './app.ts'
import type { Db } from './db/database.ts'
import type { Settings } from './settings.ts'
import { startLines } from './start-lines.ts'
import { freshPglite } from './test/database.ts'
import { testSettings } from './test/harness.ts'

// Who may read the outbox (/dev/outbox, /dev/outbox.json): settings.ts, servesOutbox.
describe('the outbox on a first run', () => {
  let db: Db
  beforeAll(async () => {
    db = await freshPglite()
  }, 60_000)
  afterAll(async () => {
    await db?.close()
  })

  /** The status of both outbox pages for a client at `remoteAddress`. */
  async function outboxStatus(settings: Settings, remoteAddress: string) {
    const app = await buildApp(settings, { db, logger: false })
    try {
      const statuses = []
      for (const url of ['/dev/outbox', '/dev/outbox.json']) {
        statuses.push((await app.inject({ url, remoteAddress })).statusCode)
      }
      return statuses
    } finally {
      await app.close()
    }
  }

  // What `npm start` reads with nothing set: no DEV_MODE, no SMTP, no SMS provider.
  const firstRun = testSettings({ devMode: false, captchaFixedAnswer: undefined })

  it('is served to this machine without DEV_MODE while mail and SMS go to it', async () => {
    expect(firstRun.smtpUrl).toBeUndefined()
    expect(firstRun.sms.provider).toBe('outbox')
    expect(await outboxStatus(firstRun, '127.0.0.1')).toEqual([200, 200])
    expect(await outboxStatus(firstRun, '::1')).toEqual([200, 200])
  })

  it('is not served to another address', async () => {
    expect(await outboxStatus(firstRun, '10.1.2.3')).toEqual([404, 404])
    expect(await outboxStatus(firstRun, '192.168.1.20')).toEqual([404, 404])
  })

  it("guards the outbox only: another address still gets the API's answers", async () => {
    const app = await buildApp(firstRun, { db, logger: false })
    try {
      const health = await app.inject({ url: '/api/health', remoteAddress: '10.1.2.3' })
      expect(health.statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })

  it('is served while SMS alone goes to it (SMTP set)', async () => {
    const smtpOnly = { ...firstRun, smtpUrl: 'smtp://127.0.0.1:2525' }
    expect(await outboxStatus(smtpOnly, '127.0.0.1')).toEqual([200, 200])
  })

  it('is never served in production, even with the outbox chosen and from loopback', async () => {
    const production = { ...firstRun, production: true }
    expect(await outboxStatus(production, '127.0.0.1')).toEqual([404, 404])
    expect(startLines(production, 3000)).toEqual([])
  })

  it("is announced at start with the portal's address and the staff commands", () => {
    const text = startLines({ ...firstRun, host: '127.0.0.1', staticDir: '/srv/dist' }, 3999).join(
      '\n',
    )
    expect(text).toContain('Portal:  http://localhost:3999/')
    expect(text).toContain(
      'Outbox:  http://localhost:3999/dev/outbox  (mail and SMS land here instead of being sent',
    )
    expect(text).toContain('API:     http://localhost:3999/dev/api-reference')
    expect(text).toContain('npm run admin -- approve ID --comment')
    expect(text).toContain('npm run admin -- staff add EMAIL --role admin')
    expect(startLines({ ...firstRun, host: '0.0.0.0' }, 3000).join('\n')).toContain(
      'http://localhost:3000/dev/outbox',
    )
  })
})
