import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/database.ts'
import { freshPglite } from '../test/database.ts'
import {
  PASSWORD,
  registerUser,
  startTestApp,
  testSettings,
  type TestApp,
} from '../test/harness.ts'

/** The value of one sample of the exposition text, or undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`)
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const have = match[2] ? match[2].split(',') : []
    if (wanted.every((label) => have.includes(label))) return Number(match[3])
  }
  return undefined
}

describe('Prometheus metrics', () => {
  let db: Db
  let t: TestApp
  beforeAll(async () => {
    db = await freshPglite()
    t = await startTestApp(db, testSettings({ metricsPort: 0 }))
  }, 60_000)
  afterAll(async () => {
    await t?.app.close()
    await db?.close()
  })

  const scrape = async () => {
    const answer = await fetch(t.app.metricsUrl!)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/)
    return answer.text()
  }

  it('serves them on loopback, on a listener of their own, not on the public port', async () => {
    expect(t.app.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/)
    const publicAnswer = await t.app.inject({ method: 'GET', url: '/metrics' })
    expect(publicAnswer.statusCode).toBe(404)
  })

  it('counts each answer by operation, status and code, with its latency', async () => {
    const user = await registerUser(t)
    const wrong = await t.call('accountLogin', {
      body: { email: user.email, password: 'Wrong1234' },
    })
    expect(wrong.code).toBe(10001)
    expect(
      (await t.call('accountLogin', { body: { email: user.email, password: PASSWORD } })).code,
    ).toBe(0)
    await t.app.inject({ method: 'GET', url: '/api/ready' })

    const text = await scrape()
    const register = { operation: 'register', status: '200' }
    expect(sample(text, 'portal_http_request_duration_seconds_count', register)).toBe(1)
    expect(sample(text, 'portal_http_request_duration_seconds_sum', register)).toBeGreaterThan(0)
    expect(
      sample(text, 'portal_http_request_duration_seconds_bucket', { ...register, le: '+Inf' }),
    ).toBe(1)
    expect(
      sample(text, 'portal_http_request_duration_seconds_count', { operation: '/api/ready' }),
    ).toBe(1)
    expect(sample(text, 'portal_api_answers_total', { operation: 'register', code: '0' })).toBe(1)
    expect(
      sample(text, 'portal_api_answers_total', { operation: 'accountLogin', code: '10001' }),
    ).toBe(1)
    expect(sample(text, 'portal_api_answers_total', { operation: 'accountLogin', code: '0' })).toBe(
      1,
    )
    expect(sample(text, 'portal_login_failures_total', { code: '10001' })).toBe(1)
    expect(sample(text, 'portal_captchas_issued_total')).toBe(1)
    expect(sample(text, 'portal_codes_issued_total', { channel: 'email' })).toBe(1)
    expect(sample(text, 'portal_mails_total', { result: 'sent' })).toBe(1)
  })

  it('counts failed mail, database calls, connections and the process', async () => {
    t.mailer.failing = true
    try {
      await registerUser(t).catch(() => undefined)
    } finally {
      t.mailer.failing = false
    }
    const text = await scrape()
    expect(sample(text, 'portal_mails_total', { result: 'failed' })).toBeGreaterThanOrEqual(1)
    expect(
      sample(text, 'portal_db_query_duration_seconds_count', { kind: 'query', outcome: 'ok' }),
    ).toBeGreaterThan(5)
    expect(sample(text, 'portal_db_connections', { state: 'busy' })).toBeGreaterThanOrEqual(0)
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0)
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0)
  })

  it('are off unless METRICS_PORT is set', () => {
    expect(testSettings().metricsPort).toBeUndefined()
  })
})
