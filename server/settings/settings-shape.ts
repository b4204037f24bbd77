import type { TrustProxy } from './env-values.ts'

/** What the server reads from its environment (readSettings in settings.ts), typed. */
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
  /** What an upload to the open platform may be (APP_*). */
  apps: AppLimits
  /** Object storage for uploaded files (S3_*); undefined: they go to the database. */
  s3: S3Settings | undefined
  /**
   * The development vendor (DEV_VENDOR, DEV_VENDOR_PORT): a real OpenID Connect provider on
   * loopback that `npm start` serves outside production, so that binding a vendor account needs
   * no outside service; undefined: none (always in production).
   */
  devVendor: { port: number } | undefined
  /** Where the vendors' OAuth client secrets are looked up by vendor code (never the database). */
  vendorSecrets: VendorSecretSources
  /** Prometheus metrics at /metrics on this port of metricsHost; undefined: none. */
  metricsPort: number | undefined
  metricsHost: string
}

export interface AppLimits {
  /** One package (`.rpk`, or each package inside an `.rpks`). */
  packageMaxBytes: number
  /** An `.rpks`: what the upload's file part is capped at while it is read. */
  bundleMaxBytes: number
  /** Entries of one archive. */
  maxEntries: number
  /** Every byte inflated while a package is checked, nested packages included. */
  maxUncompressedBytes: number
  /** An entry's inflated size over its compressed size (entries under 64 KiB exempt). */
  maxCompressionRatio: number
  /** The lowest `minPlatformVersion` a package may declare. */
  minPlatformVersion: number
  iconMaxBytes: number
  screenshotMaxBytes: number
  /** Width × height an image header may claim. */
  imageMaxPixels: number
  /** An icon's shortest side, in pixels. */
  iconMinSide: number
  /** How far screenshots' aspect ratios may differ and be one size class (0.02: 2 %). */
  screenshotAspectTolerance: number
  /** Screenshots an app needs for review, and may have. */
  screenshotsMin: number
  screenshotsMax: number
  /** Uploads (packages, icons, screenshots) per account and per client address a minute. */
  uploadsPerMinute: number
  /** Uploads read and checked at once; the others wait, their bodies unread. */
  uploadsAtOnce: number
}

/**
 * The vendors' client secrets: VENDOR_SECRETS_FILE, then the VENDOR_SECRET_<CODE> variables
 * (server/oauth/vendor-secrets.ts looks them up).
 */
export interface VendorSecretSources {
  /** A JSON object `{ "<code>": "<secret>" }`, read again at each use so that it can be rotated. */
  file: string | undefined
  /** The VENDOR_SECRET_* variables set at start, by name (`VENDOR_SECRET_MY_VENDOR`). */
  variables: Readonly<Record<string, string>>
}

/** S3-compatible object storage (server/storage/s3-file-store.ts takes these as they are). */
export interface S3Settings {
  bucket: string
  /** Unset: AWS's own endpoint for the region. */
  endpoint?: string
  region: string
  prefix?: string
  /** Unset: the SDK's default chain (environment, shared files, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
  forcePathStyle: boolean
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
