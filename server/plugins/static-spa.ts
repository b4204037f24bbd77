import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { isApiPath } from '../lib/api-path.ts'
import type { Settings } from '../settings.ts'
import { PageDirectory, PRERENDERED_DIR } from '../lib/page-directory.ts'

/** Every file of the build, as URL paths ("/assets/app-1a2b.js"). */
function listFiles(dir: string, base = ''): string[] {
  return readdirSync(path.join(dir, base), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${base}/${entry.name}`
    return entry.isDirectory() ? listFiles(dir, relative) : [relative]
  })
}

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the built front end is served (STATIC_DIR holds a build). */
    servesPages: boolean
  }
}

/**
 * Serves the built front end. With the build's route manifest (route-meta.json) every page of the
 * portal is answered with its own <html lang>, <title> and meta description, any other path with
 * the same app and HTTP 404 (the app shows its 404 page), and sitemap.xml and robots.txt are made
 * from the manifest. A page the build rendered to HTML (prerendered/, docs/rendering.md) is
 * answered with that HTML in the visitor's language, compressed at build time. A build without
 * the manifest gets index.html for every path, as before.
 */
export const staticSpa = fp(
  async (app: FastifyInstance, { settings }: { settings: Settings }) => {
    app.decorate('servesPages', await serveBuild(app, settings.staticDir))
  },
  // After security, whose hook sets the headers of the pages this one answers in its own hook.
  { name: 'pages', fastify: '5.x', dependencies: ['security', 'compression'] },
)

async function serveBuild(app: FastifyInstance, dir: string | undefined) {
  if (!dir || !existsSync(path.join(dir, 'index.html'))) {
    if (dir) app.log.warn({ dir }, 'no built front end here: only the API is served')
    return false
  }
  await app.register(fastifyStatic, {
    root: dir,
    // A route per file, listed at start: with `wildcard: true` @fastify/static reads every
    // directory on the path (readdir of assets/, hundreds of names) for each request, to refuse
    // case aliases. The rendered pages are sent with sendFile only: no routes of their own.
    wildcard: false,
    globIgnore: [`${PRERENDERED_DIR}/**`],
    index: false,
    // The build writes a .br and a .gz next to every compressible file (vite.config.ts): a client
    // that accepts one gets it with Content-Encoding and Vary: Accept-Encoding, any other the file.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const relative = path.relative(dir, filePath).split(path.sep).join('/')
      // Vite names assets by content hash: they never change under a name.
      reply.header(
        'cache-control',
        relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
    },
  })

  // What the onRequest hook below answers goes out through this route, and so through the
  // compression hooks of the routes registered after @fastify/compress; anything else is 404.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (_request, reply) => reply.callNotFound(),
  })

  const pages = PageDirectory.load(dir)
  if (!pages) {
    app.get('/', (_request, reply) => {
      reply.header('cache-control', 'no-cache')
      return reply.sendFile('index.html')
    })
    return true
  }

  // The rendered pages are answered at their page's address, not at their file's.
  const files = new Set(listFiles(dir).filter((file) => !file.startsWith(`/${PRERENDERED_DIR}/`)))
  files.delete('/index.html')
  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    type: string,
    body: string,
  ) =>
    reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type(type)
      .send(request.method === 'HEAD' ? '' : body)

  // Every request passes here, the API's included: those leave at the first check, before the
  // URL is parsed. A callback hook, as an async one would cost each of them a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApiPath(request.url)) {
      return done()
    }
    const url = new URL(request.url, 'http://portal.invalid')
    const pathname = url.pathname
    if (isApiPath(pathname) || pathname.startsWith('/dev/') || files.has(pathname)) return done()
    // Answered here: Fastify goes on to send it, without the routes.
    if (pathname === '/sitemap.xml') {
      send(request, reply, 200, 'application/xml; charset=utf-8', pages.sitemap(origin(request)))
    } else if (pathname === '/robots.txt') {
      send(request, reply, 200, 'text/plain; charset=utf-8', pages.robots(origin(request)))
    } else if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html')) {
      // A missing file (an old chunk after a deploy) is a plain 404, not a page.
      send(request, reply, 404, 'text/plain; charset=utf-8', 'Not found')
    } else {
      const answer = pages.answer(pathname, url.searchParams, request.headers.cookie)
      // The same address is answered in the language the cookie names.
      reply.header('vary', 'Cookie')
      if ('file' in answer) void reply.sendFile(answer.file)
      else send(request, reply, answer.status, 'text/html; charset=utf-8', answer.html)
    }
  })
  return true
}
