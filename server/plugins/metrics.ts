import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Metrics } from '../metrics/metrics.ts'
import type { Settings } from '../settings.ts'
import { Code } from '../../generated/error-catalogue.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics (METRICS_PORT), and the address that serves them. */
    metrics: Metrics | undefined
    metricsUrl: string | undefined
  }
  interface FastifyContextConfig {
    /** The contract operation the route serves (logs and metrics name it). */
    operationId?: string
  }
}

/**
 * Prometheus metrics when METRICS_PORT is set (metrics/metrics.ts): the request hooks, and /metrics on
 * a listener of its own. Registered first: the database plugin times its calls through it, and
 * its hooks must see answers before compression does.
 */
export const metrics = fp(
  async (app: FastifyInstance, { settings }: { settings: Settings }) => {
    if (settings.metricsPort === undefined) {
      app.decorate('metrics', undefined)
      app.decorate('metricsUrl', undefined)
      return
    }
    const metrics = new Metrics(() => (app.hasDecorator('db') ? app.db : undefined))
    app.decorate('metrics', metrics)
    countRequests(app, metrics)
    app.decorate(
      'metricsUrl',
      await serveMetrics(app, metrics, settings.metricsHost, settings.metricsPort),
    )
  },
  { name: 'metrics', fastify: '5.x' },
)

/** The envelope code of an answer: its serialized body starts with it. */
const CODE = /^\{"code":(\d+)/
const answered = new WeakMap<FastifyRequest, number>()

/** The sign-in refusals counted by code. */
const LOGIN_FAILURES: readonly number[] = [
  Code.wrongEmailOrPassword,
  Code.wrongPasswordCaptchaNeeded,
  Code.accountFrozen,
  Code.loginCaptchaRequired,
]

/** What the operation's answer says about sign-ins and codes, beyond its code. */
function countEvents(metrics: Metrics, operation: string, code: number) {
  if (operation === 'accountLogin' && LOGIN_FAILURES.includes(code)) {
    metrics.loginFailures.inc({ code: String(code) })
  }
  if (code !== 0) return
  if (operation === 'getVerificationCode') metrics.captchasIssued.inc()
  else if (operation === 'sendEmailVerificationCode') metrics.codesIssued.inc({ channel: 'email' })
  else if (operation === 'sendConfirmSms') metrics.codesIssued.inc({ channel: 'sms' })
}

function operationOf(request: FastifyRequest): string {
  const { config, url } = request.routeOptions
  if (config.operationId) return config.operationId
  if (url === undefined) return 'unmatched'
  return url.startsWith('/api/') || url.startsWith('/dev/') ? url : 'static'
}

/**
 * The request hooks: each answer's latency and status by operation, its envelope code, and the
 * sign-in and code events. Registered before compression, so that onSend sees the plain body.
 */
function countRequests(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (typeof payload === 'string') {
      const code = CODE.exec(payload)?.[1]
      if (code !== undefined) answered.set(request, Number(code))
    }
    return payload
  })
  app.addHook('onResponse', async (request, reply) => {
    const operation = operationOf(request)
    metrics.requests.observe(
      { operation, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    )
    const code = answered.get(request)
    if (code === undefined) return
    metrics.answers.inc({ operation, code: String(code) })
    countEvents(metrics, operation, code)
  })
}

/**
 * Serves /metrics on its own listener; `port` 0 takes a free one. Closed with the app.
 * Returns the address it listens on.
 */
async function serveMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  host: string,
  port: number,
): Promise<string> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics failed')
        response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed')
      },
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  app.addHook('onClose', async () => {
    await new Promise((resolve) => server.close(resolve))
  })
  const address = server.address() as AddressInfo
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address
  return `http://${shown}:${address.port}/metrics`
}
