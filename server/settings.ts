import path from 'node:path'
import type * as z from 'zod'
import {
  checkDevelopmentConveniences,
  smsSettings,
  smtpUrl,
  webAuthn,
} from './settings/cross-rules.ts'
import { envSchema } from './settings/env-schema.ts'
import type { TrustProxy } from './settings/env-values.ts'

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
  trustProxy: TrustProxy
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

/**
 * The portal's address for links the server writes (mails, the admin CLI's staff set-up links):
 * PUBLIC_URL, or the portal on this machine's port.
 */
export const publicBase = (settings: Settings) =>
  settings.publicUrl ?? `http://localhost:${settings.port}`

/** Where the staff set-up links the admin CLI prints point. */
export const staffSetupBase = publicBase

/** Every variable's problem, named: `PORT must be between 0 and 65535; DEV_MODE must be 1 or 0`. */
function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')
}

/**
 * The settings from the environment, read through envSchema (each variable's kind, default and
 * range) and then the rules between them; anything wrong throws, naming the variable.
 */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) throw new Error(describeIssues(parsed.error))
  const vars = parsed.data
  const production = vars.NODE_ENV === 'production'
  checkDevelopmentConveniences(vars, production)
  const port = vars.PORT
  const publicUrl = vars.PUBLIC_URL
  const trustProxy = vars.TRUST_PROXY
  return {
    port,
    // Outside production, this machine only unless HOST says otherwise.
    host: vars.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    dataDir: path.resolve(vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL,
    smtpUrl: smtpUrl(vars, production),
    mailFrom: vars.MAIL_FROM,
    sms: smsSettings(vars, production),
    sessionIdleMinutes: vars.SESSION_IDLE_MINUTES,
    sessionMaxDays: vars.SESSION_MAX_DAYS,
    staffIdleMinutes: vars.STAFF_IDLE_MINUTES,
    staffSessionMaxHours: vars.STAFF_SESSION_MAX_HOURS,
    publicUrl,
    webauthn: webAuthn(vars, publicUrl, port),
    production,
    devMode: vars.DEV_MODE,
    rateLimits: {
      login: vars.RATE_LIMIT_LOGIN_PER_MINUTE,
      code: vars.RATE_LIMIT_CODE_PER_MINUTE,
      captcha: vars.RATE_LIMIT_CAPTCHA_PER_MINUTE,
      target: vars.RATE_LIMIT_TARGET_PER_MINUTE,
    },
    trustProxy,
    requestTimeoutMs: vars.REQUEST_TIMEOUT_SECONDS * 1000,
    // Behind a proxy every connection comes from the proxy: no per-address cap unless asked for.
    maxConnectionsPerAddress: vars.MAX_CONNECTIONS_PER_ADDRESS ?? (trustProxy ? 0 : 100),
    appSecret: vars.APP_SECRET,
    captchaFixedAnswer: vars.CAPTCHA_FIXED_ANSWER,
    staticDir: vars.STATIC_DIR === '' ? undefined : path.resolve(vars.STATIC_DIR),
    apiReference: !production || vars.API_REFERENCE,
    logLevel: vars.LOG_LEVEL,
    logRequests: vars.LOG_REQUESTS,
    database: {
      poolSize: vars.DB_POOL_SIZE,
      statementTimeoutMs: vars.DB_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: vars.DB_LOCK_TIMEOUT_MS,
      acquireTimeoutMs: vars.DB_ACQUIRE_TIMEOUT_MS,
    },
    databaseStartTimeoutMs: vars.DATABASE_START_TIMEOUT_SECONDS * 1000,
    metricsPort: vars.METRICS_PORT,
    metricsHost: vars.METRICS_HOST,
  }
}
