import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'
import { isApiPath } from '../lib/api-path.ts'
import { envelope } from '../lib/errors.ts'

// The SPA's needs: Chakra/emotion inject <style> elements, the captcha is a data: image.
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
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
 * The headers helmet sets with our options, asked of helmet itself once. Nothing in them depends on
 * the request (no nonces), so every answer gets the same set; @fastify/helmet rebuilt helmet's
 * middleware (options parsed, CSP string joined) on every request, a tenth of a trivial route's time.
 */
function helmetHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {}
  const collector = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(HELMET_OPTIONS)({} as IncomingMessage, collector as unknown as ServerResponse, (error) => {
    if (error) throw error
  })
  if (!headers['content-security-policy']) throw new Error('helmet set no CSP: check its options')
  return Object.freeze(headers)
}

/** What every page, asset and other non-API answer carries. */
export const SECURITY_HEADERS = helmetHeaders()

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
  'strict-transport-security': SECURITY_HEADERS['strict-transport-security']!,
  'x-content-type-options': SECURITY_HEADERS['x-content-type-options']!,
})

/** Security headers on every answer, set before anything else runs (a synchronous hook). */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? API_SECURITY_HEADERS : SECURITY_HEADERS)
    done()
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
      ? [408, 442]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 441]
        : [400, 441]
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
