import { describe, expect, it } from 'vitest'
import { publicBase, readSettings, servesOutbox, staffSetupBase } from './settings.ts'

const production = { NODE_ENV: 'production' }
const smtp = { SMTP_URL: 'smtps://user:pass@mail.example.com' }
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

  it('points staff set-up links and mailed links at PUBLIC_URL, else at this machine, and refuses an address with a path', () => {
    expect(staffSetupBase(readSettings({ PORT: '3100' }))).toBe('http://localhost:3100')
    expect(publicBase(readSettings({ PORT: '3100' }))).toBe('http://localhost:3100')
    const settings = readSettings({ PUBLIC_URL: 'https://developer.example.com/' })
    expect(staffSetupBase(settings)).toBe('https://developer.example.com')
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
    expect(
      readSettings({
        SMS_PROVIDER: 'aliyun',
        SMS_ACCESS_KEY_ID: 'id',
        SMS_ACCESS_KEY_SECRET: 'secret',
        SMS_SIGN_NAME: '开发者平台',
        SMS_TEMPLATE_ID: 'SMS_1',
      }).sms,
    ).toEqual({
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
