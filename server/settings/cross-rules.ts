import path from 'node:path'
import type {
  AppLimits,
  S3Settings,
  Settings,
  SmsSettings,
  VendorSecretSources,
} from './settings-shape.ts'
import type { Env } from './env-schema.ts'
import { webAuthnCapable } from './env-values.ts'

/*
 * The rules between settings: combinations that are not safe or not complete stop the start, and
 * defaults that follow from other settings. Each variable's own kind and range is env-schema.ts's.
 */

/** Development conveniences only with DEV_MODE=1, and never in production. */
export function checkDevelopmentConveniences(env: Env, production: boolean): void {
  if (production && env.DEV_MODE) {
    throw new Error('DEV_MODE cannot be used with NODE_ENV=production: refusing to start')
  }
  if (env.CAPTCHA_FIXED_ANSWER && !env.DEV_MODE) {
    throw new Error(
      production
        ? 'CAPTCHA_FIXED_ANSWER cannot be used with NODE_ENV=production: refusing to start'
        : 'CAPTCHA_FIXED_ANSWER needs DEV_MODE=1 (a development setting): refusing to start',
    )
  }
}

/**
 * The development vendor: on outside production unless DEV_VENDOR=0 (off); never in production,
 * where a provider that signs anyone in under any name would be a way into every binding.
 */
export function devVendor(env: Env, production: boolean): Settings['devVendor'] {
  if (production && env.DEV_VENDOR) {
    throw new Error(
      'DEV_VENDOR cannot be used with NODE_ENV=production (the development vendor signs anyone ' +
        'in under any name): refusing to start',
    )
  }
  return (env.DEV_VENDOR ?? !production) ? { port: env.DEV_VENDOR_PORT } : undefined
}

/**
 * VENDOR_SECRETS_FILE (an absolute path, as the working directory may change) and the
 * VENDOR_SECRET_<CODE> variables: a vendor code upper-cased with `-` as `_`, so any other name is
 * none of a vendor's. The schema does not list them (their names follow the codes): they are read
 * from the environment itself.
 */
export function vendorSecretSources(env: Env, raw: NodeJS.ProcessEnv): VendorSecretSources {
  const variables: Record<string, string> = {}
  for (const [name, value] of Object.entries(raw)) {
    if (/^VENDOR_SECRET_[A-Z][A-Z0-9_]{1,31}$/.test(name) && value) variables[name] = value
  }
  return {
    file: env.VENDOR_SECRETS_FILE === undefined ? undefined : path.resolve(env.VENDOR_SECRETS_FILE),
    variables,
  }
}

/** The open platform's limits, as the rules between them allow. */
export function appLimits(env: Env): AppLimits {
  if (env.APP_PACKAGE_MAX_BYTES > env.APP_BUNDLE_MAX_BYTES) {
    throw new Error('APP_PACKAGE_MAX_BYTES cannot be more than APP_BUNDLE_MAX_BYTES')
  }
  if (env.APP_SCREENSHOTS_MIN > env.APP_SCREENSHOTS_MAX) {
    throw new Error('APP_SCREENSHOTS_MIN cannot be more than APP_SCREENSHOTS_MAX')
  }
  return {
    packageMaxBytes: env.APP_PACKAGE_MAX_BYTES,
    bundleMaxBytes: env.APP_BUNDLE_MAX_BYTES,
    maxEntries: env.APP_PACKAGE_MAX_ENTRIES,
    maxUncompressedBytes: env.APP_PACKAGE_MAX_UNCOMPRESSED_BYTES,
    maxCompressionRatio: env.APP_PACKAGE_MAX_RATIO,
    minPlatformVersion: env.APP_MIN_PLATFORM_VERSION,
    iconMaxBytes: env.APP_ICON_MAX_BYTES,
    screenshotMaxBytes: env.APP_SCREENSHOT_MAX_BYTES,
    imageMaxPixels: env.APP_IMAGE_MAX_PIXELS,
    iconMinSide: env.APP_ICON_MIN_SIDE,
    screenshotAspectTolerance: env.APP_SCREENSHOT_RATIO_TOLERANCE_PERCENT / 100,
    screenshotsMin: env.APP_SCREENSHOTS_MIN,
    screenshotsMax: env.APP_SCREENSHOTS_MAX,
    uploadsPerMinute: env.APP_UPLOADS_PER_MINUTE,
    uploadsAtOnce: env.APP_UPLOADS_AT_ONCE,
  }
}

/**
 * Object storage when S3_BUCKET is set: its other settings mean nothing without it, and the key
 * pair comes whole or not at all (then the SDK's default chain).
 */
export function s3Settings(env: Env): S3Settings | undefined {
  const keyId = env.S3_ACCESS_KEY_ID
  const key = env.S3_SECRET_ACCESS_KEY
  if (!env.S3_BUCKET) {
    const stray: string[] = (
      ['S3_ENDPOINT', 'S3_PREFIX', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
    ).filter((name) => env[name])
    if (env.S3_FORCE_PATH_STYLE) stray.push('S3_FORCE_PATH_STYLE')
    if (stray.length > 0) throw new Error(`${stray.join(', ')} need S3_BUCKET: refusing to start`)
    return undefined
  }
  if (Boolean(keyId) !== Boolean(key)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither')
  }
  return {
    bucket: env.S3_BUCKET,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT.replace(/\/$/, '') } : {}),
    region: env.S3_REGION,
    ...(env.S3_PREFIX ? { prefix: env.S3_PREFIX } : {}),
    ...(keyId && key ? { credentials: { accessKeyId: keyId, secretAccessKey: key } } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  }
}

/** SMTP_URL, or the outbox: chosen explicitly (MAIL_TRANSPORT=outbox) in production. */
export function smtpUrl(env: Env, production: boolean): string | undefined {
  const { SMTP_URL: url, MAIL_TRANSPORT: transport } = env
  if (transport === 'outbox' && url) {
    throw new Error('MAIL_TRANSPORT=outbox and SMTP_URL contradict each other: set one')
  }
  if (transport === 'smtp' && !url) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL')
  if (production && !url && transport !== 'outbox') {
    throw new Error(
      'NODE_ENV=production needs SMTP_URL to send mail (or MAIL_TRANSPORT=outbox to keep mail ' +
        'in the database, where nobody can read it): refusing to start',
    )
  }
  return url
}

type SmsVariable = keyof Env & `SMS_${string}`

function required<const Names extends readonly SmsVariable[]>(
  env: Env,
  provider: string,
  names: Names,
): { [K in keyof Names]: string } {
  const missing = names.filter((name) => !env[name])
  if (missing.length > 0) {
    throw new Error(`SMS_PROVIDER=${provider} needs ${missing.join(', ')}: refusing to start`)
  }
  return names.map((name) => String(env[name])) as { [K in keyof Names]: string }
}

/** The SMS provider and the settings it needs; the outbox outside production when unset. */
export function smsSettings(env: Env, production: boolean): SmsSettings {
  const provider = env.SMS_PROVIDER
  if (provider === undefined && production) {
    throw new Error(
      'NODE_ENV=production needs an SMS provider: SMS_PROVIDER=aliyun, tencent or webhook with ' +
        'its settings (or SMS_PROVIDER=outbox to keep the codes in the database, where no ' +
        'developer can read them): refusing to start',
    )
  }
  if (provider === undefined || provider === 'outbox') return { provider: 'outbox' }
  const timeoutMs = env.SMS_TIMEOUT_SECONDS * 1000
  const endpoint = env.SMS_ENDPOINT
  if (provider === 'aliyun') {
    const [accessKeyId, accessKeySecret, signName, templateId] = required(env, provider, [
      'SMS_ACCESS_KEY_ID',
      'SMS_ACCESS_KEY_SECRET',
      'SMS_SIGN_NAME',
      'SMS_TEMPLATE_ID',
    ])
    const region = env.SMS_REGION ?? 'cn-hangzhou'
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
    ])
    const region = env.SMS_REGION ?? 'ap-guangzhou'
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
  const [url, secret] = required(env, provider, ['SMS_WEBHOOK_URL', 'SMS_WEBHOOK_SECRET'])
  return { provider, url, secret, timeoutMs, retries: env.SMS_WEBHOOK_RETRIES }
}

/**
 * The passkeys' relying party: WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS, the origins on it or its
 * subdomains. Unset, both follow PUBLIC_URL (its host name, its origin) where browsers allow
 * passkeys on it, else `localhost` and `http://localhost:PORT`.
 */
export function webAuthn(
  env: Env,
  publicUrl: string | undefined,
  port: number,
): Settings['webauthn'] {
  const published = publicUrl ? new URL(publicUrl) : undefined
  const base =
    published && webAuthnCapable(published) ? published : new URL(`http://localhost:${port}`)
  const rpId = env.WEBAUTHN_RP_ID ?? base.hostname
  const origins = env.WEBAUTHN_ORIGINS ?? [base.origin]
  for (const origin of origins) {
    const host = new URL(origin).hostname
    if (host !== rpId && !host.endsWith(`.${rpId}`)) {
      throw new Error(`WEBAUTHN_ORIGINS: "${origin}" is not on WEBAUTHN_RP_ID ${rpId}`)
    }
  }
  return { rpId, origins }
}
