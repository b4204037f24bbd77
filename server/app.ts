import type { Socket } from 'node:net'
import formbody from '@fastify/formbody'
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify'
import type { AppContext, HandlerInput, HandlerMap } from './context.ts'
import {
  isDatabaseBusy,
  openPglite,
  openPostgres,
  prepareDataDir,
  tightenDataDir,
  type Db,
  type DbLog,
} from './db/db.ts'
import { migrate } from './db/migrate.ts'
import {
  classifyErrors,
  createAjv,
  loadContract,
  loadOperations,
  type Operation,
} from './lib/contract.ts'
import { isApiPath } from './lib/api-path.ts'
import { loadSecret } from './lib/crypto.ts'
import { ApiError, envelope, languageOf, reasonEnvelope } from './lib/errors.ts'
import { clientKey, LIMITS } from './lib/limits.ts'
import { Metrics, registerMetrics, serveMetrics } from './lib/metrics.ts'
import { RateLimiter } from './lib/rate-limit.ts'
import { requestLogger } from './lib/request-logger.ts'
import { outboxMailer, smtpMailer, type Mailer } from './mail/mailer.ts'
import { registerCompression } from './plugins/compression.ts'
import { READY_PATH, registerReadiness } from './plugins/readiness.ts'
import {
  clientErrorHandler,
  API_SECURITY_HEADERS,
  registerSecurityHeaders,
} from './plugins/security.ts'
import { registerStaticSpa } from './plugins/static-spa.ts'
import { AccountCache, findAccountById } from './repositories/accounts.ts'
import { IdTypes } from './repositories/id-types.ts'
import { SessionStore } from './repositories/sessions.ts'
import { accountRoutes } from './routes/account.ts'
import { captchaRoutes } from './routes/captcha.ts'
import { changeRecordRoutes } from './routes/change-record.ts'
import { devOutboxRoutes } from './routes/dev-outbox.ts'
import { loginRoutes } from './routes/login.ts'
import { referenceRoutes } from './routes/reference.ts'
import type { ReviewDeps } from './services/review.ts'
import { servesOutbox, type Settings } from './settings.ts'
import { createSmsProvider } from './sms/create-sms-provider.ts'
import type { SmsProvider } from './sms/sms.ts'

export interface BuildOptions {
  /** A database to use instead of the one the settings name; the app does not close it. */
  db?: Db
  now?: () => Date
  mailer?: Mailer
  sms?: SmsProvider
  logger?: boolean | object
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext
    /** What the admin commands need, with this process's caches kept in step. */
    reviewDeps: ReviewDeps
  }
  interface FastifyInstance {
    /** Prometheus metrics (METRICS_PORT), and the address that serves them. */
    metrics: Metrics | undefined
    metricsUrl: string | undefined
  }
  interface FastifyContextConfig {
    /** The contract operation the route serves (logs and metrics name it). */
    operationId?: string
  }
}

/**
 * Fastify's log lines minus the two written for every request ('incoming request', 'request
 * completed') and the one for an unknown route: writing them took about a sixth of a trivial
 * route's time. What goes wrong still logs: a request that errored, a stream or serializer
 * failure, and (in setErrorHandler) every unexpected error with its method and URL.
 */
class ErrorsOnlyLogController extends LogController {
  override incomingRequest() {}
  override requestCompleted(...args: Parameters<LogController['requestCompleted']>) {
    if (args[0]) super.requestCompleted(...args)
  }
  override routeNotFound() {}
}

/** `snapshot`: a data directory to start a new PGlite from (the tests' migrated one). */
export async function openDatabase(settings: Settings, snapshot?: Blob, log?: DbLog): Promise<Db> {
  if (settings.databaseUrl) {
    return openPostgres(settings.databaseUrl, undefined, settings.database, log)
  }
  prepareDataDir(settings.dataDir)
  const db = await openPglite(settings.dataDir, snapshot, log)
  tightenDataDir(settings.dataDir)
  const timer = setInterval(() => tightenDataDir(settings.dataDir), 60_000)
  timer.unref()
  const close = db.close.bind(db)
  return {
    ...db,
    kind: db.kind,
    query: db.query.bind(db),
    exec: db.exec.bind(db),
    transaction: db.transaction.bind(db),
    async close() {
      clearInterval(timer)
      await close()
      tightenDataDir(settings.dataDir)
    },
  }
}

export async function buildApp(
  settings: Settings,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: settings.logLevel },
    // No line per request unless asked for (LOG_REQUESTS=1); errors are logged either way.
    logController: settings.logRequests ? new LogController() : new ErrorsOnlyLogController(),
    // request.log is made when a request first logs (most never do): lib/request-logger.ts.
    childLoggerFactory: requestLogger,
    bodyLimit: 16 * 1024,
    // The contract's ids and codes are short; anything longer is not a client of ours.
    routerOptions: { maxParamLength: 200 },
    // Answered as an envelope by registerReadiness instead.
    return503OnClosing: false,
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
    // the security headers set here (these answers bypass the hooks helmet works through).
    frameworkErrors: (_error, request, frameworkReply) => {
      // Its generic typing knows no route: it is an ordinary reply.
      const reply = frameworkReply as unknown as FastifyReply
      reply
        .headers(API_SECURITY_HEADERS)
        .status(400)
        .send(envelope(441, languageOf(request)))
    },
  })
  limitConnectionsPerAddress(app, settings.maxConnectionsPerAddress)

  const ownsDb = !options.db
  const opened =
    options.db ??
    (await openDatabase(settings, undefined, (message, error) =>
      app.log.warn({ err: error }, message),
    ))
  if (ownsDb) app.addHook('onClose', () => opened.close())
  if (ownsDb && opened.kind === 'pglite') {
    // PGlite writes through the operating system's cache and never calls fsync (README).
    app.log[settings.production ? 'warn' : 'info'](
      { dataDir: settings.dataDir },
      'embedded database (PGlite): a commit survives a killed process, not a power loss or an ' +
        'operating-system crash; in production set DATABASE_URL to a PostgreSQL server',
    )
  }
  const metrics = settings.metricsPort === undefined ? undefined : new Metrics(() => opened)
  const db = metrics ? metrics.timedDb(opened) : opened
  const applied = await migrate(db)
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied')
  const secret = await loadSecret(db, settings.appSecret)

  const now = options.now ?? (() => new Date())
  const mailer =
    options.mailer ??
    (settings.smtpUrl
      ? smtpMailer(settings.smtpUrl, settings.mailFrom, app.log)
      : outboxMailer(db, app.log, now))
  app.addHook('onClose', async () => mailer.close())
  const sessions = new SessionStore(
    db,
    { idleMs: settings.sessionIdleMinutes * 60_000, maxMs: settings.sessionMaxDays * 86_400_000 },
    now,
  )
  const accountCache = new AccountCache(now)
  const ctx: AppContext = {
    db,
    settings,
    now,
    sessions,
    accountCache,
    idTypes: new IdTypes(db),
    mailer,
    sms: options.sms ?? createSmsProvider(settings.sms, { db, log: app.log, now }),
    limiter: new RateLimiter(db, () => now().getTime()),
    secret,
    log: app.log,
  }
  if (metrics) {
    ctx.mailer = metrics.counted(ctx.mailer, metrics.mails)
    ctx.sms = metrics.counted(ctx.sms, metrics.sms)
  }
  app.decorate('ctx', ctx)
  app.decorate('reviewDeps', {
    db,
    mailer: ctx.mailer,
    now,
    log: app.log,
    changed(accountId: string) {
      accountCache.forget(accountId)
      sessions.forgetAccount(accountId)
    },
  })

  registerSecurityHeaders(app)
  registerReadiness(app, db, settings.database.acquireTimeoutMs)
  // Before compression: the metrics read the envelope's code from the plain body.
  if (metrics) registerMetrics(app, metrics)
  await registerCompression(app)

  // Only form bodies: the contract has no JSON requests, and a JSON body is refused with 415.
  app.removeAllContentTypeParsers()
  await app.register(formbody)

  app.setErrorHandler((error: unknown, request, reply) => {
    const lang = languageOf(request)
    if (error instanceof ApiError) {
      return reply.status(error.status).send(envelope(error.code, lang))
    }
    if (isDatabaseBusy(error)) {
      // A statement, lock or connection wait ran out of time: busy, submit again later.
      request.log.warn(
        { err: error, operation: request.routeOptions.config.operationId },
        'database busy',
      )
      return reply.status(503).header('retry-after', '1').send(envelope(443, lang))
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (media type, size, broken body) are client mistakes: 441.
      return reply.status(status === 415 || status === 413 ? status : 400).send(envelope(441, lang))
    }
    request.log.error(
      { err: error, req: { method: request.method, url: request.url } },
      'unhandled error',
    )
    return reply.status(500).send(envelope(500, lang))
  })

  const contract = loadContract()
  const operations = loadOperations(contract, createAjv(contract, { coerceTypes: true }))
  for (const op of operations) {
    if (LIMITS[op.operationId] && !op.codes.has(443)) {
      throw new Error(`${op.operationId} is rate-limited but the contract does not list 443 for it`)
    }
  }
  const handlers: HandlerMap = {
    ...accountRoutes(ctx),
    ...captchaRoutes(ctx),
    ...changeRecordRoutes(ctx),
    ...loginRoutes(ctx),
    ...referenceRoutes(ctx),
  }
  for (const op of operations) {
    const handler = handlers[op.operationId as keyof HandlerMap] as
      ((input: HandlerInput) => Promise<unknown>) | undefined
    if (!handler) throw new Error(`no handler for ${op.operationId}`)
    app.route({
      method: op.method,
      url: op.path,
      config: { operationId: op.operationId },
      handler: (request, reply) => runOperation(ctx, op, handler, request, reply),
    })
  }
  const knownPaths = new Set(operations.map((op) => op.path))

  // Outside the contract: for load balancers and the benchmark.
  // Its answer is always a few bytes: the compression hook would only look at it and pass.
  app.get('/api/health', { compress: false }, async () => ({ status: 'ok' }))
  knownPaths.add('/api/health')
  knownPaths.add(READY_PATH)

  if (servesOutbox(settings)) {
    app.log.info('the outbox (/dev/outbox) is served to loopback clients')
    await devOutboxRoutes(app, ctx)
  }

  const spa = await registerStaticSpa(app, settings.staticDir)

  app.setNotFoundHandler((request, reply) => {
    const lang = languageOf(request)
    const path = request.url.split('?')[0]!
    if (isApiPath(path)) {
      return knownPaths.has(path)
        ? reply.status(405).send(envelope(405, lang))
        : reply.status(404).send(envelope(404, lang))
    }
    if (
      spa &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/dev/')
    ) {
      reply.header('cache-control', 'no-cache')
      return reply.sendFile('index.html')
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found')
  })

  app.decorate('metrics', metrics)
  app.decorate(
    'metricsUrl',
    metrics && (await serveMetrics(app, metrics, settings.metricsHost, settings.metricsPort!)),
  )
  return app
}

async function runOperation(
  ctx: AppContext,
  op: Operation,
  handler: (input: HandlerInput) => Promise<unknown>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const lang = languageOf(request)
  const limits = ctx.settings.rateLimits
  const rule = LIMITS[op.operationId]
  if (
    rule &&
    !(await ctx.limiter.hit(`${rule.bucket}:ip:${clientKey(request.ip)}`, limits[rule.bucket]))
  ) {
    throw new ApiError(443)
  }
  const raw = op.method === 'GET' ? request.query : (request.body ?? {})
  if (typeof raw !== 'object' || raw === null) throw new ApiError(441)
  // An empty form field counts as not sent: forms post every field, filled or not.
  const body: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(raw)) if (value !== '') body[key] = value

  let cached: Awaited<ReturnType<HandlerInput['session']>> | undefined
  const session: HandlerInput['session'] = async () => {
    if (cached) return cached
    const header = request.headers.token
    const found = await ctx.sessions.resolve(typeof header === 'string' ? header : undefined)
    // Read-only calls may use the short-lived account cache; calls that change things read fresh.
    const account =
      found &&
      (op.method === 'GET'
        ? await ctx.accountCache.get(ctx.db, found.accountId)
        : await findAccountById(ctx.db, found.accountId))
    if (!found || !account) throw new ApiError(10005)
    cached = { account, hash: found.hash }
    return cached
  }
  if (op.needsSession) await session()

  if ((op.hasInput || op.method === 'POST') && !op.validate(body)) {
    throw new ApiError(classifyErrors(op, op.validate.errors ?? []))
  }
  const target = rule?.target?.(body, cached?.account)
  if (target && !(await ctx.limiter.hit(`${rule!.bucket}:target:${target}`, limits.target))) {
    throw new ApiError(443)
  }
  try {
    const data = await handler({ body, lang, ip: request.ip, session })
    return envelope(0, lang, data ?? null)
  } catch (error) {
    // A business answer whose code covers several causes says which (x-reasons).
    const reason = error instanceof ApiError && error.status === 200 && op.reasons.get(error.code)
    if (reason)
      return reply.status(200).send(reasonEnvelope((error as ApiError).code, reason, lang))
    throw error
  } finally {
    if (cached && op.method !== 'GET') ctx.accountCache.forget(cached.account.id)
  }
}

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
