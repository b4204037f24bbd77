import * as z from 'zod'
import {
  domain,
  flag,
  matching,
  oneOf,
  optionalFlag,
  optionalPort,
  optionalText,
  optionalWholeNumber,
  passkeyOrigins,
  port,
  secret,
  siteAddress,
  text,
  trustedProxies,
  wholeNumber,
} from './env-values.ts'

/**
 * Every environment variable the server reads: its kind, default and range. A variable with no
 * default here and a default in docs/server.md has one the rules derive from other settings
 * (cross-rules.ts); settings.test.ts holds the table in docs/server.md to this list.
 */
export const envSchema = z.object({
  NODE_ENV: optionalText(),

  // Where the portal listens and what it serves.
  PORT: port(3000),
  HOST: optionalText(),
  PUBLIC_URL: siteAddress(),
  STATIC_DIR: z.string().default('./dist'), // empty: the API only
  API_REFERENCE: flag(),

  // The database.
  DATA_DIR: text('./data'),
  DATABASE_URL: optionalText(),
  DB_POOL_SIZE: wholeNumber(10, { atLeast: 1 }),
  DB_STATEMENT_TIMEOUT_MS: wholeNumber(5_000),
  DB_LOCK_TIMEOUT_MS: wholeNumber(2_000),
  DB_ACQUIRE_TIMEOUT_MS: wholeNumber(2_000, { atLeast: 100 }),
  DATABASE_START_TIMEOUT_SECONDS: wholeNumber(120, { min: 1, max: 3600 }),

  // Mail.
  SMTP_URL: optionalText(),
  MAIL_FROM: text('Developer portal <no-reply@localhost>'),
  MAIL_TRANSPORT: oneOf(['smtp', 'outbox']),

  // SMS: which provider, and what each needs (cross-rules.ts says which are required).
  SMS_PROVIDER: oneOf(['outbox', 'aliyun', 'tencent', 'webhook']),
  SMS_ACCESS_KEY_ID: optionalText(),
  SMS_ACCESS_KEY_SECRET: optionalText(),
  SMS_SDK_APP_ID: optionalText(),
  SMS_SIGN_NAME: optionalText(),
  SMS_TEMPLATE_ID: optionalText(),
  SMS_REGION: optionalText(),
  SMS_ENDPOINT: matching(/^https?:\/\/[^/]+\/?$/, 'must be http(s)://host[:port]'),
  SMS_TIMEOUT_SECONDS: wholeNumber(5, { min: 1, max: 10 }),
  SMS_WEBHOOK_URL: matching(/^https?:\/\//, 'must be an http(s) URL'),
  SMS_WEBHOOK_SECRET: secret(),
  SMS_WEBHOOK_RETRIES: wholeNumber(2, { min: 0, max: 5 }),

  // Sessions and passkeys.
  SESSION_IDLE_MINUTES: wholeNumber(120),
  SESSION_MAX_DAYS: wholeNumber(7),
  STAFF_IDLE_MINUTES: wholeNumber(30, { atLeast: 1 }),
  STAFF_SESSION_MAX_HOURS: wholeNumber(12, { atLeast: 1 }),
  WEBAUTHN_RP_ID: domain(),
  WEBAUTHN_ORIGINS: passkeyOrigins(),

  // Limits and the network in front of the portal.
  RATE_LIMIT_LOGIN_PER_MINUTE: wholeNumber(30),
  RATE_LIMIT_CODE_PER_MINUTE: wholeNumber(10),
  RATE_LIMIT_CAPTCHA_PER_MINUTE: wholeNumber(60),
  RATE_LIMIT_TARGET_PER_MINUTE: wholeNumber(10),
  TRUST_PROXY: trustedProxies(),
  REQUEST_TIMEOUT_SECONDS: wholeNumber(20, { min: 1, max: 30 }),
  MAX_CONNECTIONS_PER_ADDRESS: optionalWholeNumber(),

  // The open platform: what an upload may be (docs/open-platform.md).
  APP_PACKAGE_MAX_BYTES: wholeNumber(2 * 1024 * 1024, { min: 1024 }),
  APP_BUNDLE_MAX_BYTES: wholeNumber(20 * 1024 * 1024, { min: 1024, max: 1024 * 1024 * 1024 }),
  APP_PACKAGE_MAX_ENTRIES: wholeNumber(1000, { min: 10, max: 65535 }),
  APP_PACKAGE_MAX_UNCOMPRESSED_BYTES: wholeNumber(100 * 1024 * 1024, { min: 1024 }),
  APP_PACKAGE_MAX_RATIO: wholeNumber(100, { min: 2 }),
  APP_MIN_PLATFORM_VERSION: wholeNumber(1070, { min: 1 }),
  APP_ICON_MAX_BYTES: wholeNumber(1024 * 1024, { min: 1024, max: 100 * 1024 * 1024 }),
  APP_SCREENSHOT_MAX_BYTES: wholeNumber(2 * 1024 * 1024, { min: 1024, max: 100 * 1024 * 1024 }),
  APP_IMAGE_MAX_PIXELS: wholeNumber(25_000_000, { min: 10_000 }),
  APP_ICON_MIN_SIDE: wholeNumber(216, { min: 1, max: 10_000 }),
  APP_SCREENSHOT_RATIO_TOLERANCE_PERCENT: wholeNumber(2, { min: 0, max: 50 }),
  APP_SCREENSHOTS_MIN: wholeNumber(3, { min: 1, max: 5 }),
  APP_SCREENSHOTS_MAX: wholeNumber(5, { min: 1, max: 5 }),
  APP_UPLOADS_PER_MINUTE: wholeNumber(10, { min: 1 }),
  APP_UPLOADS_AT_ONCE: wholeNumber(2, { min: 1, max: 64 }),

  // Where uploaded files are kept: S3-compatible object storage with S3_BUCKET, else the database.
  S3_BUCKET: optionalText(),
  S3_ENDPOINT: matching(/^https?:\/\/[^/]+\/?$/, 'must be http(s)://host[:port]'),
  S3_REGION: text('us-east-1'),
  S3_PREFIX: optionalText(),
  S3_ACCESS_KEY_ID: optionalText(),
  S3_SECRET_ACCESS_KEY: optionalText(),
  S3_FORCE_PATH_STYLE: flag(),

  // Vendors (docs/open-platform.md): where their OAuth clients' secrets are, and the development
  // vendor served on loopback outside production.
  VENDOR_SECRETS_FILE: optionalText(),
  DEV_VENDOR: optionalFlag(),
  DEV_VENDOR_PORT: port(3011),

  // Secrets and development conveniences.
  APP_SECRET: secret(),
  DEV_MODE: flag(),
  CAPTCHA_FIXED_ANSWER: matching(/^[A-Za-z0-9]{4,6}$/, 'must be 4 to 6 letters or digits'),

  // Logs and metrics.
  LOG_LEVEL: text('info'),
  LOG_REQUESTS: flag(),
  METRICS_PORT: optionalPort(),
  METRICS_HOST: text('127.0.0.1'),
})

/** The environment as the schema reads it: each variable typed, defaults filled in. */
export type Env = z.output<typeof envSchema>
