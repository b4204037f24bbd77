import { Writable } from 'node:stream'
import Fastify from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import { requestLogger } from './request-logger.ts'

/** A Fastify app logging at `level` into an array of parsed lines, with the lazy request logger. */
function appWithLines(level: string) {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: requestLogger })
  // Requests get children of app.log (the logger Fastify made), not of what it was given.
  const child = vi.spyOn(app.log, 'child')
  return { app, lines, child }
}

describe('requestLogger', () => {
  it('writes what a request logs with its request id, as a pino child would', async () => {
    const { app, lines } = appWithLines('info')
    app.get('/', async (request) => {
      request.log.info({ step: 1 }, 'first')
      request.log.warn('second')
      return { ok: true }
    })
    await app.inject({ url: '/' })
    const ours = lines.filter((line) => line.msg === 'first' || line.msg === 'second')
    expect(ours).toHaveLength(2)
    expect(ours[0]).toMatchObject({ msg: 'first', step: 1, level: 30, reqId: expect.any(String) })
    expect(ours[1]).toMatchObject({ msg: 'second', level: 40, reqId: ours[0]!.reqId })
  })

  it('makes no child for a request that logs nothing, or only below the level', async () => {
    const { app, lines, child } = appWithLines('warn')
    app.get('/', async (request) => {
      request.log.info('not written')
      request.log.debug('not written either')
      expect(request.log.level).toBe('warn')
      return { ok: true }
    })
    for (let i = 0; i < 3; i++) expect((await app.inject({ url: '/' })).statusCode).toBe(200)
    expect(child).not.toHaveBeenCalled()
    expect(lines.filter((line) => String(line.msg).includes('written'))).toEqual([])
  })

  it('gives a route with a log level of its own a child at that level', async () => {
    const { app, lines } = appWithLines('warn')
    app.get('/chatty', { logLevel: 'debug' }, async (request) => {
      request.log.debug('route detail')
      return { ok: true }
    })
    await app.inject({ url: '/chatty' })
    expect(lines.find((line) => line.msg === 'route detail')).toMatchObject({ level: 20 })
  })

  it('writes an unhandled error with its request id', async () => {
    const { app, lines } = appWithLines('warn')
    app.get('/broken', async () => {
      throw new Error('boom')
    })
    expect((await app.inject({ url: '/broken' })).statusCode).toBe(500)
    const line = lines.find(
      (entry) => (entry.err as { message?: string } | undefined)?.message === 'boom',
    )
    expect(line).toMatchObject({ level: 50, reqId: expect.any(String) })
  })
})
