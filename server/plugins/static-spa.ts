import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/** Serves the built front end; `sendIndex` answers the SPA's own routes with index.html. */
export async function registerStaticSpa(app: FastifyInstance, dir: string | undefined) {
  if (!dir || !existsSync(path.join(dir, 'index.html'))) {
    if (dir) app.log.warn({ dir }, 'no built front end here: only the API is served')
    return false
  }
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: true,
    index: false,
    setHeaders(reply, filePath) {
      const relative = path.relative(dir, filePath).split(path.sep).join('/')
      // Vite names assets by content hash: they never change under a name.
      reply.header(
        'cache-control',
        relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
    },
  })
  app.get('/', (_request, reply) => {
    reply.header('cache-control', 'no-cache')
    return reply.sendFile('index.html')
  })
  return true
}
