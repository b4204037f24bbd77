import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  publicBase,
  readSettings,
  servesOutbox,
  vendorRedirectUri,
  type AliyunSmsSettings,
  type Settings,
} from './settings.ts'
import { envSchema } from './settings/env-schema.ts'

const production = { NODE_ENV: 'production' }
const smtp = { SMTP_URL: 'smtps://user:pass@mail.example.com' }
const aliyun = {
  SMS_PROVIDER: 'aliyun',
  SMS_ACCESS_KEY_ID: 'id',
  SMS_ACCESS_KEY_SECRET: 'secret',
  SMS_SIGN_NAME: '开发者平台',
  SMS_TEMPLATE_ID: 'SMS_1',
}
const webhook = {
  SMS_PROVIDER: 'webhook',
  SMS_WEBHOOK_URL: 'https://sms.example.com/send',
  SMS_WEBHOOK_SECRET: 's'.repeat(32),
}

describe('delivery settings', () => {
  it('refuses to start in production without an SMS provider, saying why', () => {
    expect(() => readSettings({ ...production, ...smtp })).toThrow(
      /NODE_ENV=production needs an SMS provider: SMS_PROVIDER=aliyun, tencent or webhook.*refusing to start/,
    )
    expect(readSettings({ ...production, ...smtp, SMS_PROVIDER: 'outbox' }).sms).toEqual({
      provider: 'outbox',
    })
  })

  it('refuses to start in production without SMTP_URL unless the outbox is chosen', () => {
    expect(() => readSettings({ ...production, ...webhook })).toThrow(
      /NODE_ENV=production needs SMTP_URL.*MAIL_TRANSPORT=outbox.*refusing to start/,
    )
    const chosen = readSettings({ ...production, ...webhook, MAIL_TRANSPORT: 'outbox' })
    expect(chosen.smtpUrl).toBeUndefined()
    expect(() => readSettings({ ...smtp, MAIL_TRANSPORT: 'outbox' })).toThrow(/contradict/)
    expect(() => readSettings({ MAIL_TRANSPORT: 'smtp' })).toThrow(/needs SMTP_URL/)
    expect(() => readSettings({ MAIL_TRANSPORT: 'sendmail' })).toThrow(/smtp or outbox/)
  })

  it('starts in production with SMTP and a provider, listening where HOST says', () => {
    const settings = readSettings({ ...production, ...smtp, ...webhook })
    expect(settings.host).toBe('0.0.0.0')
    expect(readSettings({ ...production, ...smtp, ...webhook, HOST: '10.0.0.5' }).host).toBe(
      '10.0.0.5',
    )
    expect(settings.sms).toEqual({
      provider: 'webhook',
      url: 'https://sms.example.com/send',
      secret: 's'.repeat(32),
      timeoutMs: 5000,
      retries: 2,
    })
  })

  it('outside production: loopback, mail and SMS to the outbox, unless told otherwise', () => {
    const settings = readSettings({})
    expect(settings.host).toBe('127.0.0.1')
    expect(settings.smtpUrl).toBeUndefined()
    expect(settings.sms).toEqual({ provider: 'outbox' })
    expect(readSettings({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
  })

  it('points the links the server writes (mails, staff set-up links) at PUBLIC_URL, else at this machine, and refuses an address with a path', () => {
    expect(publicBase(readSettings({ PORT: '3100' }))).toBe('http://localhost:3100')
    const settings = readSettings({ PUBLIC_URL: 'https://developer.example.com/' })
    expect(publicBase(settings)).toBe('https://developer.example.com')
    expect(() => readSettings({ PUBLIC_URL: 'https://developer.example.com/portal' })).toThrow(
      /PUBLIC_URL/,
    )
    expect(() => readSettings({ PUBLIC_URL: 'developer.example.com' })).toThrow(/PUBLIC_URL/)
  })

  it('takes the passkeys’ relying party from PUBLIC_URL, else localhost, and checks WEBAUTHN_*', () => {
    expect(readSettings({ PORT: '3100' }).webauthn).toEqual({
      rpId: 'localhost',
      origins: ['http://localhost:3100'],
    })
    expect(readSettings({ PUBLIC_URL: 'https://developer.example.com' }).webauthn).toEqual({
      rpId: 'developer.example.com',
      origins: ['https://developer.example.com'],
    })
    // Browsers allow passkeys on neither an address nor plain http: the defaults stay local.
    expect(readSettings({ PORT: '3102', PUBLIC_URL: 'http://127.0.0.1:3102' }).webauthn).toEqual({
      rpId: 'localhost',
      origins: ['http://localhost:3102'],
    })
    expect(
      readSettings({
        PUBLIC_URL: 'https://developer.example.com',
        WEBAUTHN_RP_ID: 'Example.com',
        WEBAUTHN_ORIGINS: 'https://developer.example.com, https://console.example.com/',
      }).webauthn,
    ).toEqual({
      rpId: 'example.com',
      origins: ['https://developer.example.com', 'https://console.example.com'],
    })
    expect(() => readSettings({ WEBAUTHN_RP_ID: '127.0.0.1' })).toThrow(
      /WEBAUTHN_RP_ID must be a domain/,
    )
    expect(() => readSettings({ WEBAUTHN_RP_ID: 'https://example.com' })).toThrow(
      /WEBAUTHN_RP_ID must be a domain/,
    )
    // An origin off the RP id, on plain http away from localhost, with a path, or not a URL.
    expect(() => readSettings({ WEBAUTHN_ORIGINS: 'https://example.com' })).toThrow(
      /not on WEBAUTHN_RP_ID localhost/,
    )
    expect(() =>
      readSettings({ WEBAUTHN_RP_ID: 'example.com', WEBAUTHN_ORIGINS: 'http://example.com' }),
    ).toThrow(/must be an https origin/)
    expect(() =>
      readSettings({ WEBAUTHN_RP_ID: 'example.com', WEBAUTHN_ORIGINS: 'https://example.com/app' }),
    ).toThrow(/must be an https origin/)
    expect(() => readSettings({ WEBAUTHN_ORIGINS: 'localhost:3000' })).toThrow(/WEBAUTHN_ORIGINS/)
  })

  it('serves the API reference outside production, and in production only with API_REFERENCE=1', () => {
    expect(readSettings({}).apiReference).toBe(true)
    expect(readSettings({ ...production, ...smtp, ...webhook }).apiReference).toBe(false)
    expect(
      readSettings({ ...production, ...smtp, ...webhook, API_REFERENCE: '1' }).apiReference,
    ).toBe(true)
  })

  it("reads each provider's settings and names what is missing", () => {
    expect(readSettings(aliyun).sms).toEqual({
      provider: 'aliyun',
      accessKeyId: 'id',
      accessKeySecret: 'secret',
      signName: '开发者平台',
      templateId: 'SMS_1',
      region: 'cn-hangzhou',
      endpoint: undefined,
      timeoutMs: 5000,
    })
    expect(
      readSettings({
        SMS_PROVIDER: 'tencent',
        SMS_ACCESS_KEY_ID: 'AKID',
        SMS_ACCESS_KEY_SECRET: 'key',
        SMS_SDK_APP_ID: '1400000001',
        SMS_SIGN_NAME: '开发者平台',
        SMS_TEMPLATE_ID: '123',
        SMS_REGION: 'ap-beijing',
        SMS_ENDPOINT: 'http://127.0.0.1:9000',
        SMS_TIMEOUT_SECONDS: '2',
      }).sms,
    ).toMatchObject({
      provider: 'tencent',
      secretId: 'AKID',
      sdkAppId: '1400000001',
      region: 'ap-beijing',
      endpoint: 'http://127.0.0.1:9000',
      timeoutMs: 2000,
    })
    expect(() => readSettings({ SMS_PROVIDER: 'tencent', SMS_ACCESS_KEY_ID: 'AKID' })).toThrow(
      'SMS_PROVIDER=tencent needs SMS_ACCESS_KEY_SECRET, SMS_SDK_APP_ID, SMS_SIGN_NAME, SMS_TEMPLATE_ID',
    )
    expect(() => readSettings({ SMS_PROVIDER: 'twilio' })).toThrow(/outbox, aliyun, tencent/)
    expect(() => readSettings({ ...webhook, SMS_WEBHOOK_SECRET: 'short' })).toThrow(/32/)
    expect(() => readSettings({ ...webhook, SMS_WEBHOOK_URL: 'ftp://x' })).toThrow(/http/)
    expect(() => readSettings({ ...webhook, SMS_TIMEOUT_SECONDS: '30' })).toThrow(/1 and 10/)
    expect(() => readSettings({ ...webhook, SMS_ENDPOINT: 'gateway' })).toThrow(/SMS_ENDPOINT/)
  })

  it('serves the outbox outside production only, while something goes to it or with DEV_MODE', () => {
    expect(servesOutbox(readSettings({}))).toBe(true)
    expect(servesOutbox(readSettings({ ...smtp }))).toBe(true)
    expect(servesOutbox(readSettings({ ...webhook }))).toBe(true)
    expect(servesOutbox(readSettings({ ...smtp, ...webhook }))).toBe(false)
    expect(servesOutbox(readSettings({ ...smtp, ...webhook, DEV_MODE: '1' }))).toBe(true)
    expect(
      servesOutbox(
        readSettings({ ...production, MAIL_TRANSPORT: 'outbox', SMS_PROVIDER: 'outbox' }),
      ),
    ).toBe(false)
  })
})

describe('database settings', () => {
  it('gives the database 120 s to open at start unless DATABASE_START_TIMEOUT_SECONDS says otherwise', () => {
    expect(readSettings({}).databaseStartTimeoutMs).toBe(120_000)
    expect(readSettings({ DATABASE_START_TIMEOUT_SECONDS: '600' }).databaseStartTimeoutMs).toBe(
      600_000,
    )
    for (const wrong of ['0', '3601', '2.5', 'soon']) {
      expect(() => readSettings({ DATABASE_START_TIMEOUT_SECONDS: wrong })).toThrow(
        /DATABASE_START_TIMEOUT_SECONDS must be/,
      )
    }
  })
})

describe('reading the environment', () => {
  it('names every malformed or out-of-range variable in one message', () => {
    expect(() =>
      readSettings({ PORT: '70000', REQUEST_TIMEOUT_SECONDS: 'soon', DEV_MODE: 'maybe' }),
    ).toThrow(
      'PORT must be between 0 and 65535; REQUEST_TIMEOUT_SECONDS must be a whole number; DEV_MODE must be 1 or 0',
    )
    expect(() => readSettings({ SESSION_IDLE_MINUTES: '-5' })).toThrow(
      'SESSION_IDLE_MINUTES must be a whole number',
    )
  })

  it('takes an empty variable as unset, and blanks around words and numbers as no part of them', () => {
    expect(readSettings({ PORT: '', MAIL_FROM: '', SMS_PROVIDER: ' ' })).toMatchObject({
      port: 3000,
      mailFrom: 'Developer portal <no-reply@localhost>',
      sms: { provider: 'outbox' },
    })
    expect(
      readSettings({ PORT: ' 3100 ', DEV_MODE: ' Yes ', LOG_REQUESTS: 'false' }),
    ).toMatchObject({ port: 3100, devMode: true, logRequests: false })
  })

  it('keeps the floors that keep sessions and the database workable', () => {
    const settings = readSettings({
      STAFF_IDLE_MINUTES: '0',
      STAFF_SESSION_MAX_HOURS: '0',
      DB_POOL_SIZE: '0',
      DB_ACQUIRE_TIMEOUT_MS: '5',
    })
    expect(settings.staffIdleMinutes).toBe(1)
    expect(settings.staffSessionMaxHours).toBe(1)
    expect(settings.database).toMatchObject({ poolSize: 1, acquireTimeoutMs: 100 })
  })
})

/** The settings table of docs/server.md: each row's variables and its default cell. */
function documentedSettings(): { names: string[]; defaults: string }[] {
  const doc = readFileSync(new URL('../docs/server.md', import.meta.url), 'utf8')
  const start = doc.indexOf('\n## Settings\n')
  const section = doc.slice(start, doc.indexOf('\n## ', start + 1))
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [names = '', defaults = ''] = line.split('|').slice(1, 3)
      return {
        names: [...names.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!),
        defaults: defaults.trim(),
      }
    })
}

/**
 * Defaults the rules derive from other settings (the schema leaves these unset), as readSettings
 * gives them: the table must show this value.
 */
const derivedDefaults: Record<string, [NodeJS.ProcessEnv, (settings: Settings) => string]> = {
  HOST: [{}, (settings) => settings.host],
  SMS_PROVIDER: [{}, (settings) => settings.sms.provider],
  SMS_REGION: [aliyun, (settings) => (settings.sms as AliyunSmsSettings).region],
  WEBAUTHN_RP_ID: [{}, (settings) => settings.webauthn.rpId],
  WEBAUTHN_ORIGINS: [
    {},
    (settings) => settings.webauthn.origins.join().replace(`:${settings.port}`, ':PORT'),
  ],
  MAX_CONNECTIONS_PER_ADDRESS: [{}, (settings) => String(settings.maxConnectionsPerAddress)],
  DEV_VENDOR: [{}, (settings) => (settings.devVendor ? '1' : '0')],
}

describe('the settings table in docs/server.md', () => {
  const rows = documentedSettings()

  it('lists every variable the schema reads, and nothing else', () => {
    const documented = rows.flatMap((row) => row.names)
    expect(documented.length).toBeGreaterThan(40)
    expect([...documented].sort()).toEqual(Object.keys(envSchema.shape).sort())
  })

  it("gives each variable the schema's default, the derived one, or none", () => {
    for (const { names, defaults } of rows) {
      // One default per variable (`3000`, `127.0.0.1`), or one for all of the row's.
      const parts = defaults.split(/,\s+(?=[`—(])/)
      expect(parts.length === 1 || parts.length === names.length, defaults).toBe(true)
      names.forEach((name, i) => {
        const documented = (parts.length === 1 ? parts[0] : parts[i])!
        const schema = envSchema.shape[name as keyof typeof envSchema.shape]
        const value: unknown = schema.parse(undefined)
        const derived = derivedDefaults[name]
        if (value !== undefined) {
          const shown = typeof value === 'boolean' ? (value ? '1' : '0') : String(value)
          expect(documented.slice(0, shown.length + 2), name).toBe(`\`${shown}\``)
        } else if (derived) {
          const [env, pick] = derived
          expect(documented, name).toContain(`\`${pick(readSettings(env))}\``)
        } else {
          expect(documented, name).toMatch(/^(—|\(none\))/)
        }
      })
    }
  })
})

describe('open platform settings', () => {
  it('gives the upload limits their defaults, and refuses limits that contradict each other', () => {
    expect(readSettings({}).apps).toMatchObject({
      packageMaxBytes: 2 * 1024 * 1024,
      bundleMaxBytes: 20 * 1024 * 1024,
      iconMinSide: 216,
      screenshotsMin: 3,
      screenshotsMax: 5,
      screenshotAspectTolerance: 0.02,
    })
    expect(() => readSettings({ APP_PACKAGE_MAX_BYTES: '30000000' })).toThrow(
      /APP_PACKAGE_MAX_BYTES cannot be more than APP_BUNDLE_MAX_BYTES/,
    )
    expect(() => readSettings({ APP_SCREENSHOTS_MIN: '4', APP_SCREENSHOTS_MAX: '3' })).toThrow(
      /APP_SCREENSHOTS_MIN/,
    )
    expect(() => readSettings({ APP_SCREENSHOTS_MAX: '6' })).toThrow(/APP_SCREENSHOTS_MAX/)
  })

  it('keeps files in the database unless S3_BUCKET names a bucket', () => {
    expect(readSettings({}).s3).toBeUndefined()
    expect(() => readSettings({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_ENDPOINT need S3_BUCKET/,
    )
    expect(() => readSettings({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    )
    expect(
      readSettings({
        S3_BUCKET: 'files',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_PREFIX: 'portal/',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: '1',
      }).s3,
    ).toEqual({
      bucket: 'files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      prefix: 'portal/',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    })
  })
})

describe('vendor settings', () => {
  it('serves the development vendor outside production on 3011 unless DEV_VENDOR is off', () => {
    expect(readSettings({}).devVendor).toEqual({ port: 3011 })
    expect(readSettings({ DEV_VENDOR_PORT: '0' }).devVendor).toEqual({ port: 0 })
    expect(readSettings({ DEV_VENDOR: 'off' }).devVendor).toBeUndefined()
    expect(readSettings({ DEV_VENDOR: '0' }).devVendor).toBeUndefined()
    expect(readSettings({ DEV_VENDOR: 'on', DEV_VENDOR_PORT: '4011' }).devVendor).toEqual({
      port: 4011,
    })
    expect(() => readSettings({ DEV_VENDOR: 'maybe' })).toThrow(/DEV_VENDOR must be 1 \(on\)/)
    expect(() => readSettings({ DEV_VENDOR_PORT: '70000' })).toThrow(/DEV_VENDOR_PORT/)
  })

  it('never serves it in production, and refuses to start when asked to', () => {
    const ready = { ...production, ...smtp, ...webhook }
    expect(readSettings(ready).devVendor).toBeUndefined()
    expect(readSettings({ ...ready, DEV_VENDOR: '0' }).devVendor).toBeUndefined()
    expect(() => readSettings({ ...ready, DEV_VENDOR: '1' })).toThrow(
      /DEV_VENDOR cannot be used with NODE_ENV=production.*refusing to start/,
    )
  })

  it('finds the secrets file from the working directory, and keeps only VENDOR_SECRET_<CODE> variables', () => {
    const settings = readSettings({
      VENDOR_SECRETS_FILE: 'config/vendor-secrets.json',
      VENDOR_SECRET_ACME: 'acme-secret',
      VENDOR_SECRET_MY_VENDOR: 'my-secret',
      VENDOR_SECRET_EMPTY: '',
      VENDOR_SECRET_lower: 'not a code',
    })
    expect(settings.vendorSecrets).toEqual({
      file: path.resolve('config/vendor-secrets.json'),
      variables: { VENDOR_SECRET_ACME: 'acme-secret', VENDOR_SECRET_MY_VENDOR: 'my-secret' },
    })
    expect(readSettings({}).vendorSecrets).toEqual({ file: undefined, variables: {} })
  })

  it('sends vendors back to the SPA page that finishes a binding', () => {
    expect(vendorRedirectUri(readSettings({ PORT: '3100' }))).toBe(
      'http://localhost:3100/account/vendors/callback',
    )
    expect(vendorRedirectUri(readSettings({ PUBLIC_URL: 'https://developer.example.com' }))).toBe(
      'https://developer.example.com/account/vendors/callback',
    )
  })
})
