import path from 'node:path'

export interface Settings {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  smtpUrl: string | undefined
  mailFrom: string
  sessionIdleMinutes: number
  sessionMaxDays: number
  production: boolean
  /**
   * Development conveniences (the outbox pages, a fixed captcha answer): only with DEV_MODE=1,
   * never in production, and the outbox answers loopback clients only.
   */
  devMode: boolean
  /** Requests per minute (sliding window): per client address, and per account or target. */
  rateLimits: { login: number; code: number; captcha: number; target: number }
  /** Which proxies' X-Forwarded-For to believe; false: the socket's address is the client. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean)
  /** A stalled request (headers or body) is answered 408 and closed after this long. */
  requestTimeoutMs: number
  /** Open connections one client address may hold; 0: no cap. */
  maxConnectionsPerAddress: number
  /** HMAC key for captcha answers and codes; undefined: one generated and kept in the database. */
  appSecret: string | undefined
  /** Every captcha's answer, for tests and the end-to-end journey; only with devMode. */
  captchaFixedAnswer: string | undefined
  /** Where the built front end lives; undefined serves none. */
  staticDir: string | undefined
  logLevel: string
  /**
   * One log line per request and per answer (Fastify's request logging): off unless LOG_REQUESTS=1,
   * as writing them costs about a sixth of a trivial route's time. Errors are logged either way.
   */
  logRequests: boolean
  /**
   * PostgreSQL's pool, and how long a statement, a lock wait and a wait for a connection may take
   * (the call then answers busy: HTTP 503, code 443). The wait bound also bounds readiness.
   */
  database: {
    poolSize: number
    statementTimeoutMs: number
    lockTimeoutMs: number
    acquireTimeoutMs: number
  }
  /** Prometheus metrics at /metrics on this port of metricsHost; undefined: none. */
  metricsPort: number | undefined
  metricsHost: string
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`)
  return value
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase()
  if (raw === '' || raw === '0' || raw === 'false' || raw === 'no') return false
  if (raw === '1' || raw === 'true' || raw === 'yes') return true
  throw new Error(`${name} must be 1 or 0`)
}

/** TRUST_PROXY: empty (none), a hop count, or addresses/CIDRs/`loopback`, comma-separated. */
export function parseTrustProxy(raw: string | undefined): Settings['trustProxy'] {
  const value = (raw ?? '').trim()
  if (value === '' || value === 'false' || value === '0') return false
  if (value === 'true') {
    throw new Error('TRUST_PROXY=true would believe any client: name the proxy or a hop count')
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    return (_address, hop) => hop < hops
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const production = env.NODE_ENV === 'production'
  const devMode = flag(env, 'DEV_MODE')
  const captchaFixedAnswer = env.CAPTCHA_FIXED_ANSWER || undefined
  if (production && devMode) {
    throw new Error('DEV_MODE cannot be used with NODE_ENV=production: refusing to start')
  }
  if (captchaFixedAnswer && !devMode) {
    throw new Error(
      production
        ? 'CAPTCHA_FIXED_ANSWER cannot be used with NODE_ENV=production: refusing to start'
        : 'CAPTCHA_FIXED_ANSWER needs DEV_MODE=1 (a development setting): refusing to start',
    )
  }
  if (captchaFixedAnswer && !/^[A-Za-z0-9]{4,6}$/.test(captchaFixedAnswer)) {
    throw new Error('CAPTCHA_FIXED_ANSWER must be 4 to 6 letters or digits')
  }
  const appSecret = env.APP_SECRET || undefined
  if (appSecret && appSecret.length < 32)
    throw new Error('APP_SECRET must be 32 characters or more')
  const requestTimeoutSeconds = int(env, 'REQUEST_TIMEOUT_SECONDS', 20)
  if (requestTimeoutSeconds < 1 || requestTimeoutSeconds > 30) {
    throw new Error('REQUEST_TIMEOUT_SECONDS must be between 1 and 30')
  }
  const trustProxy = parseTrustProxy(env.TRUST_PROXY)
  return {
    port: int(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Developer portal <no-reply@localhost>',
    sessionIdleMinutes: int(env, 'SESSION_IDLE_MINUTES', 120),
    sessionMaxDays: int(env, 'SESSION_MAX_DAYS', 7),
    production,
    devMode,
    rateLimits: {
      login: int(env, 'RATE_LIMIT_LOGIN_PER_MINUTE', 30),
      code: int(env, 'RATE_LIMIT_CODE_PER_MINUTE', 10),
      captcha: int(env, 'RATE_LIMIT_CAPTCHA_PER_MINUTE', 60),
      target: int(env, 'RATE_LIMIT_TARGET_PER_MINUTE', 10),
    },
    trustProxy,
    requestTimeoutMs: requestTimeoutSeconds * 1000,
    // Behind a proxy every connection comes from the proxy: no per-address cap unless asked for.
    maxConnectionsPerAddress: int(env, 'MAX_CONNECTIONS_PER_ADDRESS', trustProxy ? 0 : 100),
    appSecret,
    captchaFixedAnswer,
    staticDir: env.STATIC_DIR === '' ? undefined : path.resolve(env.STATIC_DIR || './dist'),
    logLevel: env.LOG_LEVEL || 'info',
    logRequests: flag(env, 'LOG_REQUESTS'),
    database: {
      poolSize: Math.max(1, int(env, 'DB_POOL_SIZE', 10)),
      statementTimeoutMs: int(env, 'DB_STATEMENT_TIMEOUT_MS', 5_000),
      lockTimeoutMs: int(env, 'DB_LOCK_TIMEOUT_MS', 2_000),
      acquireTimeoutMs: Math.max(100, int(env, 'DB_ACQUIRE_TIMEOUT_MS', 2_000)),
    },
    metricsPort: env.METRICS_PORT ? int(env, 'METRICS_PORT', 0) : undefined,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
  }
}
