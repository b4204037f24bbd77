import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'
import { isApiPath } from '../lib/api-path.ts'
import { envelope } from '../lib/api-error.ts'
import type { Settings } from '../settings.ts'
import { Code } from '../../generated/error-catalogue.ts'

// The SPA's needs: Chakra/emotion inject <style> elements, the captcha is a data: image, an app's
// icon and screenshots are blob: object URLs of what the screen fetched with the token
// (docs/open-platform.md).
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
}

const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    directives: {
      ...CSP_DIRECTIVES,
      // The portal may be served over plain HTTP on a LAN; https belongs to the proxy in front.
      upgradeInsecureRequests: null,
    },
  },
}

/**
 * What an API answer carries: the set OWASP's REST Security Cheat Sheet names, and no more. JSON is
 * never rendered, so what helmet's set says about documents (scripts, styles, images, the opener,
 * DNS prefetch, legacy plugins and downloads, the XSS auditor, the referrer of requests the
 * document makes) has nothing to apply to; the CSP is stricter than the pages' (nothing may load,
 * nothing may frame it). Nor does Cross-Origin-Resource-Policy protect anything here: a request
 * from another site's page in no-cors mode cannot carry the `token` header, so all it can ever get
 * is an answer for nobody. Each header costs every answer: Node checks and writes them one by one,
 * about 5,000 instructions each (callgrind), a fifth of a trivial answer for this set.
 * Transport errors (below) are JSON envelopes too, and carry the same set.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  // No API answer may be stored (sessions, account data, codes).
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  // For browsers older than CSP's frame-ancestors.
  'x-frame-options': 'DENY',
  // helmet's values for these two, as the pages get them.
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
})

/**
 * Security headers on every answer, set before anything else runs: the API's set above, helmet's
 * (with the CSP above) on pages, assets and everything else. Also caps the connections of one
 * client address (settings.maxConnectionsPerAddress).
 */
export const security = fp(
  async (app: FastifyInstance, { settings }: { settings: Settings }) => {
    const helmetHeaders = helmet(HELMET_OPTIONS)
    app.addHook('onRequest', (request, reply, done) => {
      if (!isApiPath(request.url)) {
        return helmetHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined))
      }
      reply.headers(API_SECURITY_HEADERS)
      done()
    })
    limitConnectionsPerAddress(app, settings.maxConnectionsPerAddress)
  },
  { name: 'security', fastify: '5.x' },
)

/**
 * Caps the open connections of one client address (the socket's: behind a proxy every connection
 * is the proxy's, so the cap is off by default there). Over the cap a connection is closed at once.
 */
function limitConnectionsPerAddress(app: FastifyInstance, cap: number) {
  if (cap < 1) return
  const open = new Map<string, number>()
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '?'
    const count = (open.get(address) ?? 0) + 1
    if (count > cap) {
      socket.destroy()
      return
    }
    open.set(address, count)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left <= 0) open.delete(address)
      else open.set(address, left)
    })
  })
}

/**
 * What Node refuses before a request exists (a broken request line or header, headers over the
 * size limit, a request that does not arrive in time) still gets an envelope with the security
 * headers: 441 for what cannot be parsed (HTTP 400, or 431 for oversized headers), 442 for a
 * request that timed out (HTTP 408). The connection is closed after it.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, code] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, Code.networkError]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, Code.invalidParameter]
        : [400, Code.invalidParameter]
  const body = JSON.stringify(envelope(code, 'zh-CN'))
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
    ...API_SECURITY_HEADERS,
  }
  if (!socket.writable) {
    socket.destroy()
    return
  }
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      `\r\n${body}`,
  )
  // A client that never reads its answer does not keep the socket.
  setTimeout(() => socket.destroy(), 2_000).unref()
}
