import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { listOutbox } from '../repositories/outbox.ts'

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/

/**
 * Only a client on this machine, talking to the server itself: the socket's address is loopback
 * and no proxy forwarded the request (a proxy on the same machine would make everyone loopback).
 */
function fromThisMachine(request: FastifyRequest) {
  const headers = request.headers
  return (
    LOOPBACK.test(request.socket.remoteAddress ?? '') &&
    headers['x-forwarded-for'] === undefined &&
    headers.forwarded === undefined &&
    headers['x-real-ip'] === undefined
  )
}

/**
 * Never in production, and to loopback clients only (app.ts registers it when settings.ts's
 * servesOutbox says so): the mail and SMS that would have been sent, newest first, for people
 * trying the portal on their own machine and for the end-to-end tests. Anyone else gets the plain
 * 404 of an unknown page. Encapsulated, so that its guard runs for these two routes only.
 */
export const devOutbox = fp(
  async (app: FastifyInstance) => {
    app.log.info('the outbox (/dev/outbox) is served to loopback clients')
    outboxRoutes(app)
  },
  { name: 'dev-outbox', fastify: '5.x', dependencies: ['database'], encapsulate: true },
)

function outboxRoutes(app: FastifyInstance) {
  const { db } = app
  // Runs for this plugin's two routes only (it is encapsulated).
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!fromThisMachine(request)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found')
    }
  })
  app.get('/dev/outbox.json', async (request) => {
    const { to } = request.query as { to?: string }
    const rows = await listOutbox(db, typeof to === 'string' && to ? to : undefined)
    return rows.map((r) => ({
      id: Number(r.id),
      createdAt: new Date(r.created_at).toISOString(),
      channel: r.channel,
      to: r.recipient,
      subject: r.subject,
      body: r.body,
    }))
  })
  app.get('/dev/outbox', async (_request, reply) => {
    const rows = await listOutbox(db)
    const items = rows
      .map(
        (r) =>
          `<tr><td>${new Date(r.created_at).toISOString()}</td><td>${r.channel}</td>` +
          `<td>${escape(r.recipient)}</td><td>${escape(r.subject)}</td>` +
          `<td><pre>${escape(r.body)}</pre></td></tr>`,
      )
      .join('\n')
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title>
<style>body{font-family:sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .5rem;vertical-align:top;text-align:left}pre{margin:0;white-space:pre-wrap}</style>
</head><body><h1>Outbox (this machine only)</h1>
<p>${rows.length} message(s), newest first. JSON: <a href="/dev/outbox.json">/dev/outbox.json?to=ADDRESS</a></p>
<table><thead><tr><th>Time</th><th>Channel</th><th>To</th><th>Subject</th><th>Body</th></tr></thead>
<tbody>${items}</tbody></table></body></html>`
  })
}
