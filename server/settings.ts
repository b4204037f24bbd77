import path from 'node:path'
import type * as z from 'zod'
import { linkedPages } from '../rules/linked-pages.ts'
import {
  appLimits,
  checkDevelopmentConveniences,
  devVendor,
  s3Settings,
  smsSettings,
  smtpUrl,
  vendorSecretSources,
  webAuthn,
} from './settings/cross-rules.ts'
import { envSchema } from './settings/env-schema.ts'
import type { Settings } from './settings/settings-shape.ts'

export type * from './settings/settings-shape.ts'

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

/**
 * Where a vendor sends the browser back after the developer signs in there (the SPA's page, which
 * posts the answer to finishVendorBinding): the redirect URI registered with every vendor.
 */
export const vendorRedirectUri = (settings: Settings) =>
  `${publicBase(settings)}${linkedPages.vendorCallback}`

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
    apps: appLimits(vars),
    s3: s3Settings(vars),
    devVendor: devVendor(vars, production),
    vendorSecrets: vendorSecretSources(vars, env),
    metricsPort: vars.METRICS_PORT,
    metricsHost: vars.METRICS_HOST,
  }
}
