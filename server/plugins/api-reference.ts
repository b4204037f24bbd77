import { readFile } from 'node:fs/promises'
import type { FastifyInstance } from 'fastify'

export const API_REFERENCE_PATH = '/dev/api-reference'

// Redoc's page runs inline scripts and shows Redocly's logo from its CDN; the portal's own CSP
// allows neither. The page holds no user data, only the contract.
const REFERENCE_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https://cdn.redoc.ly https://cdn.redocly.com",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ')

/**
 * The contract rendered as a readable reference (every call, parameter, example and code), built
 * by `npm run build` with Redocly into `file`. For front-end developers running the portal on
 * their machine; production serves it only when asked (API_REFERENCE=1, settings.ts).
 */
export async function apiReference(app: FastifyInstance, options: { file: string }) {
  app.get(API_REFERENCE_PATH, async (_request, reply) => {
    const html = await readFile(options.file).catch(() => undefined)
    if (!html) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send('The API reference is not built yet: run `npm run build`.')
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', REFERENCE_CSP)
      .send(html)
  })
}
