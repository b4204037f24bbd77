import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** Answers smaller than this are sent as they are: compressing them saves nothing worth the CPU. */
export const COMPRESSION_THRESHOLD = 1024

/**
 * On-the-fly Brotli and gzip for what the server makes per request: the API's envelopes and the
 * HTML each page is answered with (static-spa.ts), when the client accepts either encoding and
 * the answer is at least COMPRESSION_THRESHOLD bytes. The build's files are compressed once at
 * build time (vite.config.ts) and served from their .br/.gz siblings by @fastify/static, which
 * sets Content-Encoding itself; this plugin leaves such answers alone.
 *
 * @fastify/compress hooks into the routes registered after it, so the plugins of the API's routes
 * and the static files name it among their dependencies. Request bodies are not decompressed: the contract's
 * bodies are small forms, and an inflated body would slip past the body limit's intent.
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD,
    })
  },
  { name: 'compression', fastify: '5.x' },
)
