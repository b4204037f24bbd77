import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Db } from '../db/database.ts'

// Every Prometheus metric of the server, in one place. They exist only with METRICS_PORT set, and
// are served on their own listener (loopback by default), never on the public port.

/** What the server counts, and the registry that serves it. */
export class Metrics {
  readonly registry = new Registry()
  private readonly opts = { registers: [this.registry] }

  readonly requests = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Requests by operation (operationId, or the route outside the contract) and HTTP status',
    labelNames: ['operation', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    ...this.opts,
  })
  readonly answers = new Counter({
    name: 'portal_api_answers_total',
    help: 'Envelope codes answered, by operation (0 is success; the others are catalogue codes)',
    labelNames: ['operation', 'code'] as const,
    ...this.opts,
  })
  readonly loginFailures = new Counter({
    name: 'portal_login_failures_total',
    help: 'Sign-ins refused, by code (10001 wrong password, 10004 captcha needed, 99001 third failure, 10006 frozen)',
    labelNames: ['code'] as const,
    ...this.opts,
  })
  readonly captchasIssued = new Counter({
    name: 'portal_captchas_issued_total',
    help: 'Image captchas issued',
    ...this.opts,
  })
  readonly codesIssued = new Counter({
    name: 'portal_codes_issued_total',
    help: 'Verification codes issued, by channel',
    labelNames: ['channel'] as const,
    ...this.opts,
  })
  readonly mails = new Counter({
    name: 'portal_mails_total',
    help: 'Mails handed to the transport, by result (sent or failed)',
    labelNames: ['result'] as const,
    ...this.opts,
  })
  readonly sms = new Counter({
    name: 'portal_sms_total',
    help: 'SMS handed to the provider, by result (sent or failed)',
    labelNames: ['result'] as const,
    ...this.opts,
  })
  readonly queries = new Histogram({
    name: 'portal_db_query_duration_seconds',
    help: 'Database calls (query, exec, a whole transaction), by kind and outcome (ok or error)',
    labelNames: ['kind', 'outcome'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    ...this.opts,
  })

  constructor(db: () => Db | undefined) {
    // Process metrics: CPU, memory, handles, garbage collection, event-loop lag.
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 })
    new Gauge({
      name: 'portal_db_connections',
      help: 'Database connections by state (busy, idle) and calls waiting for one; PGlite: calls in flight on its thread',
      labelNames: ['state'] as const,
      ...this.opts,
      collect() {
        const usage = db()?.usage?.()
        if (!usage) return
        for (const [state, value] of Object.entries(usage)) this.set({ state }, value)
      },
    })
  }

  /** `db` with each call timed; transactions time their own statements too. */
  timedDb(db: Db): Db {
    const time = <T>(kind: string, work: () => Promise<T>): Promise<T> => {
      const end = this.queries.startTimer({ kind })
      return work().then(
        (value) => {
          end({ outcome: 'ok' })
          return value
        },
        (error: unknown) => {
          end({ outcome: 'error' })
          throw error
        },
      )
    }
    const wrap = (inner: Db): Db => ({
      ...inner,
      kind: inner.kind,
      query: <T>(sql: string, params?: unknown[]) =>
        time('query', () => inner.query<T>(sql, params)),
      exec: (sql: string) => time('exec', () => inner.exec(sql)),
      transaction: <R>(fn: (tx: Db) => Promise<R>) =>
        time('transaction', () => inner.transaction((tx) => fn(wrap(tx)))),
      close: () => inner.close(),
    })
    return wrap(db)
  }

  /** `provider` with each send counted as sent or failed (mail and SMS alike). */
  counted<P extends { send(...args: never[]): Promise<void> }>(
    provider: P,
    counter: Counter<'result'>,
  ): P {
    const send = async (...args: Parameters<P['send']>) => {
      try {
        await provider.send(...args)
      } catch (error) {
        counter.inc({ result: 'failed' })
        throw error
      }
      counter.inc({ result: 'sent' })
    }
    return Object.assign(Object.create(provider) as P, { send })
  }
}
