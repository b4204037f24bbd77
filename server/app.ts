import { fileURLToPath } from 'node:url'
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify'
import { isDatabaseBusy, type Db } from './db/database.ts'
import type { openDatabase } from './db/open-database.ts'
import { isApiPath } from './lib/api-path.ts'
import { ApiError, envelope, languageOf, refusalEnvelope } from './lib/api-error.ts'
import { DEV_VENDOR_CODE, type DevVendor } from './dev-vendor/dev-vendor.ts'
import type { Mailer } from './mail/mailer.ts'
import { apiReference } from './plugins/api-reference.ts'
import { compression } from './plugins/compression.ts'
import { context } from './plugins/context.ts'
import { contractRoutes } from './plugins/contract-routes.ts'
import { database } from './plugins/database.ts'
import { devOutbox } from './plugins/dev-outbox.ts'
import { devVendorRow } from './plugins/dev-vendor.ts'
import { metrics } from './plugins/metrics.ts'
import { readiness } from './plugins/readiness.ts'
import { API_SECURITY_HEADERS, clientErrorHandler, security } from './plugins/security.ts'
import { staticSpa } from './plugins/static-spa.ts'
import { servesOutbox, type Settings } from './settings.ts'
import type { SmsProvider } from './sms/sms.ts'
import { Code } from '../generated/error-catalogue.ts'

/** Where `npm run build:reference` writes the rendered contract. */
const REFERENCE_FILE = fileURLToPath(
  new URL('../dist-reference/api-reference.html', import.meta.url),
)

export interface BuildOptions {
  /** A database to use instead of the one the settings name; the app does not close it. */
  db?: Db
  /** How the database the settings name opens (openDatabase; the tests pass a slow one). */
  openDatabase?: typeof openDatabase
  now?: () => Date
  mailer?: Mailer
  sms?: SmsProvider
  logger?: boolean | object
  /**
   * The development vendor server.ts started: the app writes its vendor row, holds its secret
   * and closes it. null: the server runs none (a development vendor's row left from an earlier
   * start is disabled). Unset (the tests): vendor rows are left as they are.
   */
  devVendor?: DevVendor | null
}

/**
 * The server: Fastify with its plugins, each in server/plugins/ and naming the plugins it needs
 * (fastify-plugin's `dependencies`). The order matters where hooks do: the metrics see an answer
 * before compression does, and compression comes before the routes it compresses.
 */
export async function buildApp(
  settings: Settings,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: settings.logLevel },
    // No line per request unless asked for (LOG_REQUESTS=1): unexpected errors are logged by the
    // error handler below either way.
    logController: new LogController({ disableRequestLogging: !settings.logRequests }),
    bodyLimit: 16 * 1024,
    // The contract's ids and codes are short; anything longer is not a client of ours.
    routerOptions: { maxParamLength: 200 },
    // Answered as an envelope by the readiness plugin instead.
    return503OnClosing: false,
    // Opening the database may take up to DATABASE_START_TIMEOUT_SECONDS (a new data directory's
    // initdb and migrations on a busy machine, a PostgreSQL server still starting), and the
    // database plugin then fails with its own message: Fastify's limit on a plugin's start (10 s
    // by default) comes after it.
    pluginTimeout: settings.databaseStartTimeoutMs + 10_000,
    trustProxy: settings.trustProxy,
    // A request must arrive whole (headers and body) within requestTimeout, its headers within
    // 10 s; Node checks every second, so a stalled request is answered 408 (442) and closed
    // within requestTimeout + 1 s. Idle keep-alive connections close after 5 s, and a socket
    // silent for twice requestTimeout (a hung answer) is dropped.
    requestTimeout: settings.requestTimeoutMs,
    keepAliveTimeout: 5_000,
    connectionTimeout: settings.requestTimeoutMs * 2,
    http: {
      connectionsCheckingInterval: 1_000,
      headersTimeout: Math.min(10_000, settings.requestTimeoutMs),
      requestTimeout: settings.requestTimeoutMs,
    },
    clientErrorHandler,
    // A path Fastify cannot decode (`/api/%zz`) or an overlong parameter: an envelope too, with
    // the security headers set here (these answers bypass the hooks the security plugin uses).
    frameworkErrors: (_error, request, frameworkReply) => {
      // Its generic typing knows no route: it is an ordinary reply.
      const reply = frameworkReply as unknown as FastifyReply
      reply
        .headers(API_SECURITY_HEADERS)
        .status(400)
        .send(envelope(Code.invalidParameter, languageOf(request)))
    },
  })

  // Set before the routes: each route keeps the error handler it was registered under.
  app.setErrorHandler((error: unknown, request, reply) => {
    const lang = languageOf(request)
    if (error instanceof ApiError) {
      return reply.status(error.status).send(refusalEnvelope(error, lang))
    }
    if (isDatabaseBusy(error)) {
      // A statement, lock or connection wait ran out of time: busy, submit again later.
      request.log.warn(
        { err: error, operation: request.routeOptions.config.operationId },
        'database busy',
      )
      return reply.status(503).header('retry-after', '1').send(envelope(Code.busy, lang))
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (media type, size, broken body) are client mistakes: 441.
      return reply
        .status(status === 415 || status === 413 ? status : 400)
        .send(envelope(Code.invalidParameter, lang))
    }
    request.log.error(
      { err: error, req: { method: request.method, url: request.url } },
      'unhandled error',
    )
    return reply.status(500).send(envelope(500, lang))
  })

  try {
    await app.register(metrics, { settings })
    await app.register(database, { settings, db: options.db, open: options.openDatabase })
    await app.register(context, {
      settings,
      now: options.now,
      mailer: options.mailer,
      sms: options.sms,
      heldVendorSecrets: options.devVendor ? { [DEV_VENDOR_CODE]: options.devVendor.secret } : {},
    })
    if (options.devVendor !== undefined) {
      await app.register(devVendorRow, {
        devVendor: options.devVendor,
        now: options.now ?? (() => new Date()),
      })
    }
    await app.register(security, { settings })
    await app.register(readiness, { settings })
    await app.register(compression)
    await app.register(contractRoutes)
    if (servesOutbox(settings)) await app.register(devOutbox)
    if (settings.apiReference) await app.register(apiReference, { file: REFERENCE_FILE })
    await app.register(staticSpa, { settings })
  } catch (error) {
    // What the plugins opened so far (the database, the metrics listener) closes with the app.
    await app.close().catch(() => undefined)
    throw error
  }

  app.setNotFoundHandler((request, reply) => {
    const lang = languageOf(request)
    const path = request.url.split('?')[0]!
    if (isApiPath(path)) {
      // A path the API serves, asked with another method.
      const known = ['GET', 'POST'].some((method) => app.hasRoute({ method, url: path }))
      return reply.status(known ? 405 : 404).send(envelope(known ? 405 : 404, lang))
    }
    if (
      app.servesPages &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/dev/')
    ) {
      reply.header('cache-control', 'no-cache')
      return reply.sendFile('index.html')
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found')
  })
  return app
}
