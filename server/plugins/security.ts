import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'
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

/** What every answer that goes through Fastify carries (see RAW_SECURITY_HEADERS for the rest). */
export const SECURITY_HEADERS = helmetHeaders()

/** Security headers on every answer, set before anything else runs (a synchronous hook). */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS)
    done()
  })
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/**
 * The headers helmet sets, written out, for answers written straight to the socket (transport errors
 * never reach Fastify's hooks). A test compares them with a normal answer's, so that helmet's set and
 * this one cannot drift apart.
 */
export const RAW_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
    .join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
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
    'cache-control': 'no-store',
    connection: 'close',
    ...RAW_SECURITY_HEADERS,
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
