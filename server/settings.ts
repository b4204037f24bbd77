import path from 'node:path'

export interface Settings {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  /** Unset: mail goes to the outbox table (outside production, or MAIL_TRANSPORT=outbox). */
  smtpUrl: string | undefined
  mailFrom: string
  /** Where SMS codes go (SMS_PROVIDER): a gateway, or the outbox table. */
  sms: SmsSettings
  sessionIdleMinutes: number
  sessionMaxDays: number
  /** Staff console sessions: shorter than developers' (STAFF_IDLE_MINUTES, STAFF_SESSION_MAX_HOURS). */
  staffIdleMinutes: number
  staffSessionMaxHours: number
  /** The portal's address as its visitors reach it (PUBLIC_URL), without a trailing slash. */
  publicUrl: string | undefined
  /**
   * The WebAuthn relying party of passkeys: its id (WEBAUTHN_RP_ID, a domain) and the origins
   * whose pages may create and use them (WEBAUTHN_ORIGINS).
   */
  webauthn: { rpId: string; origins: string[] }
  production: boolean
  /**
   * Development conveniences (a fixed captcha answer, the outbox pages even with SMTP and an SMS
   * provider: see servesOutbox): only with DEV_MODE=1, never in production.
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
  /** Whether /dev/api-reference serves the rendered contract: outside production, or API_REFERENCE=1. */
  apiReference: boolean
  logLevel: string
  /**
   * One log line per request and per answer (Fastify's request logging): off unless LOG_REQUESTS=1,
   * as writing them costs about a sixth of a trivial route's time. An unexpected error is logged
   * either way (app.ts's error handler).
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
  /**
   * How long the start may take to open the database and apply the migrations: a new PGlite data
   * directory on a busy machine, or a PostgreSQL server that does not accept connections yet
   * (after a reboot, in a container), is waited for until then (DATABASE_START_TIMEOUT_SECONDS).
   */
  databaseStartTimeoutMs: number
  /** Prometheus metrics at /metrics on this port of metricsHost; undefined: none. */
  metricsPort: number | undefined
  metricsHost: string
}

export type SmsSettings =
  { provider: 'outbox' } | AliyunSmsSettings | TencentSmsSettings | WebhookSmsSettings

/** SMS_ENDPOINT: the gateway's URL (`http://host:port` for a local stand-in); unset, its own. */
interface GatewaySettings {
  signName: string
  templateId: string
  region: string
  endpoint: string | undefined
  timeoutMs: number
}
export interface AliyunSmsSettings extends GatewaySettings {
  provider: 'aliyun'
  accessKeyId: string
  accessKeySecret: string
}
export interface TencentSmsSettings extends GatewaySettings {
  provider: 'tencent'
  secretId: string
  secretKey: string
  sdkAppId: string
}
export interface WebhookSmsSettings {
  provider: 'webhook'
  url: string
  /** The HMAC-SHA256 key of the signature header. */
  secret: string
  timeoutMs: number
  /** Attempts after the first, on a timeout, a network error, a 5xx or 429. */
  retries: number
}

/**
 * The outbox pages (loopback clients only): never in production; with DEV_MODE, or while mail or
 * SMS goes to the outbox (then they are the only way to read a code on a laptop).
 */
export function servesOutbox(settings: Settings): boolean {
  return (
    !settings.production &&
    (settings.devMode || !settings.smtpUrl || settings.sms.provider === 'outbox')
  )
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

/**
 * The portal's address for links the server writes (mails, the admin CLI's staff set-up links):
 * PUBLIC_URL, or the portal on this machine's port.
 */
export const publicBase = (settings: Settings) =>
  settings.publicUrl ?? `http://localhost:${settings.port}`

/** Where the staff set-up links the admin CLI prints point. */
export const staffSetupBase = publicBase

/** PUBLIC_URL: an http(s) address without a path, query or fragment; empty for none. */
export function parsePublicUrl(raw: string | undefined): string | undefined {
  const value = (raw ?? '').trim()
  if (value === '') return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`PUBLIC_URL must be an address such as https://developer.example.com`)
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(
      `PUBLIC_URL must be an http(s) address without a path, such as https://developer.example.com`,
    )
  }
  return url.origin
}

const DOMAIN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/
const isDomain = (host: string) => DOMAIN.test(host) && !/^[\d.]+$/.test(host)
const isLocalhost = (host: string) => host === 'localhost' || host.endsWith('.localhost')
/** Where browsers allow passkeys: https, or http on localhost (a secure context). */
const webAuthnCapable = (url: URL) =>
  isDomain(url.hostname) &&
  (url.protocol === 'https:' || (url.protocol === 'http:' && isLocalhost(url.hostname)))

/**
 * WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS: a domain (never an address: browsers refuse those), and a
 * comma list of origins on it or its subdomains, https except on localhost. Unset, both follow
 * PUBLIC_URL (its host name, its origin) where browsers allow passkeys on it, else `localhost`
 * and `http://localhost:PORT`.
 */
export function parseWebAuthn(
  rawRpId: string | undefined,
  rawOrigins: string | undefined,
  publicUrl: string | undefined,
  port: number,
): Settings['webauthn'] {
  const published = publicUrl ? new URL(publicUrl) : undefined
  const base =
    published && webAuthnCapable(published) ? published : new URL(`http://localhost:${port}`)
  const rpId = (rawRpId ?? '').trim().toLowerCase() || base.hostname
  if (!isDomain(rpId)) {
    throw new Error(
      `WEBAUTHN_RP_ID must be a domain such as developer.example.com (not an address, no scheme or port), not "${rpId}"`,
    )
  }
  const listed = (rawOrigins ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const origins = listed.length > 0 ? listed : [base.origin]
  return {
    rpId,
    origins: origins.map((raw) => {
      let url: URL | undefined
      try {
        url = new URL(raw)
      } catch {
        url = undefined
      }
      if (!url || url.origin !== raw.replace(/\/$/, '') || !webAuthnCapable(url)) {
        throw new Error(
          `WEBAUTHN_ORIGINS: "${raw}" must be an https origin without a path, such as https://${rpId} (http only on localhost)`,
        )
      }
      if (url.hostname !== rpId && !url.hostname.endsWith(`.${rpId}`)) {
        throw new Error(`WEBAUTHN_ORIGINS: "${raw}" is not on WEBAUTHN_RP_ID ${rpId}`)
      }
      return url.origin
    }),
  }
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

function required(env: NodeJS.ProcessEnv, provider: string, names: string[]): string[] {
  const missing = names.filter((name) => !env[name])
  if (missing.length > 0) {
    throw new Error(`SMS_PROVIDER=${provider} needs ${missing.join(', ')}: refusing to start`)
  }
  return names.map((name) => env[name]!)
}

function readSmsSettings(env: NodeJS.ProcessEnv, production: boolean): SmsSettings {
  const provider = (env.SMS_PROVIDER ?? '').trim()
  if (provider === '' && production) {
    throw new Error(
      'NODE_ENV=production needs an SMS provider: SMS_PROVIDER=aliyun, tencent or webhook with ' +
        'its settings (or SMS_PROVIDER=outbox to keep the codes in the database, where no ' +
        'developer can read them): refusing to start',
    )
  }
  if (provider === '' || provider === 'outbox') return { provider: 'outbox' }
  const timeoutSeconds = int(env, 'SMS_TIMEOUT_SECONDS', 5)
  if (timeoutSeconds < 1 || timeoutSeconds > 10) {
    throw new Error('SMS_TIMEOUT_SECONDS must be between 1 and 10')
  }
  const timeoutMs = timeoutSeconds * 1000
  const endpoint = env.SMS_ENDPOINT || undefined
  if (endpoint && !/^https?:\/\/[^/]+\/?$/.test(endpoint)) {
    throw new Error('SMS_ENDPOINT must be http(s)://host[:port]')
  }
  if (provider === 'aliyun') {
    const [accessKeyId, accessKeySecret, signName, templateId] = required(env, provider, [
      'SMS_ACCESS_KEY_ID',
      'SMS_ACCESS_KEY_SECRET',
      'SMS_SIGN_NAME',
      'SMS_TEMPLATE_ID',
    ]) as [string, string, string, string]
    const region = env.SMS_REGION || 'cn-hangzhou'
    return {
      provider,
      accessKeyId,
      accessKeySecret,
      signName,
      templateId,
      region,
      endpoint,
      timeoutMs,
    }
  }
  if (provider === 'tencent') {
    const [secretId, secretKey, sdkAppId, signName, templateId] = required(env, provider, [
      'SMS_ACCESS_KEY_ID',
      'SMS_ACCESS_KEY_SECRET',
      'SMS_SDK_APP_ID',
      'SMS_SIGN_NAME',
      'SMS_TEMPLATE_ID',
    ]) as [string, string, string, string, string]
    const region = env.SMS_REGION || 'ap-guangzhou'
    return {
      provider,
      secretId,
      secretKey,
      sdkAppId,
      signName,
      templateId,
      region,
      endpoint,
      timeoutMs,
    }
  }
  if (provider === 'webhook') {
    const [url, secret] = required(env, provider, ['SMS_WEBHOOK_URL', 'SMS_WEBHOOK_SECRET']) as [
      string,
      string,
    ]
    if (!/^https?:\/\//.test(url)) throw new Error('SMS_WEBHOOK_URL must be an http(s) URL')
    if (secret.length < 32) throw new Error('SMS_WEBHOOK_SECRET must be 32 characters or more')
    const retries = int(env, 'SMS_WEBHOOK_RETRIES', 2)
    if (retries > 5) throw new Error('SMS_WEBHOOK_RETRIES must be between 0 and 5')
    return { provider, url, secret, timeoutMs, retries }
  }
  throw new Error(`SMS_PROVIDER must be outbox, aliyun, tencent or webhook, not "${provider}"`)
}

/** SMTP_URL, or the outbox: chosen explicitly (MAIL_TRANSPORT=outbox) in production. */
function readSmtpUrl(env: NodeJS.ProcessEnv, production: boolean): string | undefined {
  const smtpUrl = env.SMTP_URL || undefined
  const transport = (env.MAIL_TRANSPORT ?? '').trim()
  if (transport !== '' && transport !== 'smtp' && transport !== 'outbox') {
    throw new Error('MAIL_TRANSPORT must be smtp or outbox')
  }
  if (transport === 'outbox' && smtpUrl) {
    throw new Error('MAIL_TRANSPORT=outbox and SMTP_URL contradict each other: set one')
  }
  if (transport === 'smtp' && !smtpUrl) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL')
  if (production && !smtpUrl && transport !== 'outbox') {
    throw new Error(
      'NODE_ENV=production needs SMTP_URL to send mail (or MAIL_TRANSPORT=outbox to keep mail ' +
        'in the database, where nobody can read it): refusing to start',
    )
  }
  return smtpUrl
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
  const databaseStartTimeoutSeconds = int(env, 'DATABASE_START_TIMEOUT_SECONDS', 120)
  if (databaseStartTimeoutSeconds < 1 || databaseStartTimeoutSeconds > 3600) {
    throw new Error('DATABASE_START_TIMEOUT_SECONDS must be between 1 and 3600')
  }
  const trustProxy = parseTrustProxy(env.TRUST_PROXY)
  const port = int(env, 'PORT', 3000)
  const publicUrl = parsePublicUrl(env.PUBLIC_URL)
  return {
    port,
    // Outside production, this machine only unless HOST says otherwise.
    host: env.HOST || (production ? '0.0.0.0' : '127.0.0.1'),
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: readSmtpUrl(env, production),
    mailFrom: env.MAIL_FROM || 'Developer portal <no-reply@localhost>',
    sms: readSmsSettings(env, production),
    sessionIdleMinutes: int(env, 'SESSION_IDLE_MINUTES', 120),
    sessionMaxDays: int(env, 'SESSION_MAX_DAYS', 7),
    staffIdleMinutes: Math.max(1, int(env, 'STAFF_IDLE_MINUTES', 30)),
    staffSessionMaxHours: Math.max(1, int(env, 'STAFF_SESSION_MAX_HOURS', 12)),
    publicUrl,
    webauthn: parseWebAuthn(env.WEBAUTHN_RP_ID, env.WEBAUTHN_ORIGINS, publicUrl, port),
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
    apiReference: !production || flag(env, 'API_REFERENCE'),
    logLevel: env.LOG_LEVEL || 'info',
    logRequests: flag(env, 'LOG_REQUESTS'),
    database: {
      poolSize: Math.max(1, int(env, 'DB_POOL_SIZE', 10)),
      statementTimeoutMs: int(env, 'DB_STATEMENT_TIMEOUT_MS', 5_000),
      lockTimeoutMs: int(env, 'DB_LOCK_TIMEOUT_MS', 2_000),
      acquireTimeoutMs: Math.max(100, int(env, 'DB_ACQUIRE_TIMEOUT_MS', 2_000)),
    },
    databaseStartTimeoutMs: databaseStartTimeoutSeconds * 1000,
    metricsPort: env.METRICS_PORT ? int(env, 'METRICS_PORT', 0) : undefined,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
  }
}
