import type { FastifyBaseLogger, LogLevel } from 'fastify'

/** pino's types, as Fastify's logger names them (Fastify does not export them itself). */
type Bindings = Parameters<FastifyBaseLogger['child']>[0]
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>

type Level = Exclude<LogLevel, 'silent'>

/** What pino adds to Fastify's logger type: whether a level would be written at all. */
type Parent = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean }

/**
 * The request's logger (`request.log`), made when something logs through it. Fastify gives every
 * request a pino child bound to the request id, and pino's child rebuilds its log methods each
 * time: about 1 µs of the 20 µs of CPU time a trivial API answer takes on a 2-core machine
 * (`npm run bench:api`), for a logger that a request which goes well never uses (only errors are
 * logged: app.ts). Log lines are the same: the child is made, with
 * the same bindings and options, by the first call whose level the parent writes.
 */
class RequestLogger implements FastifyBaseLogger {
  readonly #parent: Parent
  readonly #bindings: Bindings
  readonly #options: ChildLoggerOptions
  #made: FastifyBaseLogger | undefined

  constructor(parent: Parent, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent
    this.#bindings = bindings
    this.#options = options
  }

  #child(): FastifyBaseLogger {
    return (this.#made ??= this.#parent.child(this.#bindings, this.#options))
  }

  #log(level: Level, args: unknown[]) {
    if (!this.#made && this.#parent.isLevelEnabled?.(level) === false) return
    ;(this.#child()[level] as (...args: unknown[]) => void)(...args)
  }

  get level() {
    return this.#made?.level ?? this.#parent.level
  }

  set level(level: string) {
    this.#child().level = level
  }

  fatal(...args: unknown[]) {
    this.#log('fatal', args)
  }
  error(...args: unknown[]) {
    this.#log('error', args)
  }
  warn(...args: unknown[]) {
    this.#log('warn', args)
  }
  info(...args: unknown[]) {
    this.#log('info', args)
  }
  debug(...args: unknown[]) {
    this.#log('debug', args)
  }
  trace(...args: unknown[]) {
    this.#log('trace', args)
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#child().child(bindings, options)
  }
}

/**
 * Fastify's `childLoggerFactory`: a route with a log level or serializers of its own gets its
 * child at once (the parent's level would not say what it writes); every other request the
 * stand-in above.
 */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level || options.serializers) return logger.child(bindings, options)
  return new RequestLogger(logger, bindings, options)
}
