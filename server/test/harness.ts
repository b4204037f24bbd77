import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, inject } from 'vitest'
import { catalogueMessage } from '../../generated/error-catalogue.ts'
import { reasonCatalogue } from '../../generated/reason-catalogue.ts'
import { operations as operationFacts, type OperationId } from '../../generated/operations.ts'
import { buildApp } from '../app.ts'
import type { Db } from '../db/database.ts'
import { loadContract } from '../lib/contract.ts'
import type { Mail, Mailer } from '../mail/mailer.ts'
import { decide } from '../services/review.ts'
import { readSettings, type Settings } from '../settings.ts'
import type { SmsMessage, SmsProvider } from '../sms/sms.ts'
import { freshPglite, freshPostgres } from './database.ts'

export const FIXED_CAPTCHA = 'AB12'
export const PASSWORD = 'Secret123'

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020
type Json = Record<string, unknown>

// Every answer of the suite is checked against the contract: the response schema of the
// operation for the HTTP status (extra or missing fields, wrong types fail the test).
const contract = loadContract()
const responseAjv = new Ajv2020({ strict: false, allErrors: true })
addFormats(responseAjv)
responseAjv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isSafeInteger(n) })
responseAjv.addSchema({ ...contract, $id: 'openapi.json' })

const resolve = (node: Json): Json => {
  let current = node
  while (typeof current.$ref === 'string') {
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<Json>((acc, key) => acc[key] as Json, contract)
  }
  return current
}

export interface OperationInfo {
  operationId: string
  method: 'GET' | 'POST'
  path: string
  op: Json
}

export const operations: OperationInfo[] = Object.entries(
  contract.paths as Record<string, Json>,
).flatMap(([path, item]) =>
  (['get', 'post'] as const)
    .filter((m) => item[m])
    .map((m) => ({
      operationId: (item[m] as Json).operationId as string,
      method: m.toUpperCase() as 'GET' | 'POST',
      path,
      op: item[m] as Json,
    })),
)

/** Operations whose success is bytes, not an envelope. */
const downloads = new Set(
  operations
    .filter(({ op }) => {
      const ok = (op.responses as Record<string, Json>)['200']
      return Object.keys((ok && (resolve(ok).content as Json)) ?? {}).some(
        (type) => type !== 'application/json',
      )
    })
    .map((info) => info.operationId),
)

const validators = new Map<string, ValidateFunction>()
function responseValidator(info: OperationInfo | undefined, status: number): ValidateFunction {
  const key = `${info?.operationId ?? '-'}:${status}`
  let validate = validators.get(key)
  if (!validate) {
    const responses = (info?.op.responses ?? {}) as Record<string, Json>
    const response = responses[String(status)]
    const schemaRef = response
      ? (((resolve(response).content as Json)['application/json'] as Json).schema as Json).$ref
      : '#/components/schemas/ErrorResponse'
    if (!response && info && ![404, 405, 415, 413].includes(status)) {
      throw new Error(
        `${info.operationId} answered HTTP ${status}, which the contract does not list`,
      )
    }
    validate = responseAjv.compile({ $ref: `openapi.json${schemaRef as string}` })
    validators.set(key, validate)
  }
  return validate
}

export interface Reply {
  status: number
  code: number
  msg: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any
  headers: Record<string, unknown>
  /** The answer's bytes as they came (a download's). */
  bytes: Buffer
}

/** A file part of a multipart body. */
export interface FilePart {
  bytes: Uint8Array
  filename?: string
  contentType?: string
}

export interface CallOptions {
  body?: Record<string, string | number | undefined>
  query?: Record<string, string | number | undefined>
  token?: string
  /** A staff session's token, sent as `staff-token`. */
  staffToken?: string
  lang?: 'en' | 'zh-CN'
  ip?: string
  headers?: Record<string, string>
  /** A raw payload instead of a form built from `body`. */
  payload?: string | Buffer
  /** File parts: `body` and these go as `multipart/form-data`. */
  files?: Record<string, FilePart>
}

/** A multipart/form-data body of fields and file parts, as a browser's FormData sends it. */
export function multipartBody(
  fields: Record<string, string | number | undefined>,
  files: Record<string, FilePart>,
): { payload: Buffer; contentType: string } {
  const boundary = `----portal-test-${Math.random().toString(36).slice(2)}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    )
  }
  for (const [name, file] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename ?? 'upload.bin'}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` }
}

export class FakeMailer implements Mailer {
  sent: Mail[] = []
  failing = false
  async send(mail: Mail) {
    if (this.failing) throw new Error('SMTP is down')
    this.sent.push(mail)
  }
  close() {}
  /** The latest code mailed to `to`. */
  codeFor(to: string): string {
    const mail = this.sent.findLast((m) => m.to === to.toLowerCase())
    const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1]
    if (!code) throw new Error(`no code mailed to ${to}`)
    return code
  }
}

export class FakeSms implements SmsProvider {
  sent: SmsMessage[] = []
  failing = false
  async send(message: SmsMessage) {
    if (this.failing) throw new Error('gateway down')
    this.sent.push(message)
  }
  codeFor(phone: string): string {
    const code = this.sent.findLast((m) => m.to === phone)?.code
    if (!code) throw new Error(`no SMS to ${phone}`)
    return code
  }
}

export class TestClock {
  time = Date.parse('2026-03-01T08:00:00.000Z')
  now = () => new Date(this.time)
  advance(ms: number) {
    this.time += ms
  }
}

export interface TestApp {
  app: FastifyInstance
  db: Db
  clock: TestClock
  mailer: FakeMailer
  sms: FakeSms
  settings: Settings
  call(operationId: string, options?: CallOptions): Promise<Reply>
  raw(method: string, url: string, options?: CallOptions): Promise<Reply>
}

let counter = 0
export const uniqueEmail = (tag = 'dev') =>
  `${tag}.${process.pid}.${Date.now().toString(36)}.${++counter}@example.com`
let phoneCounter = 0
export const uniquePhone = () =>
  `139${String(process.pid % 10000).padStart(4, '0')}${String(++phoneCounter).padStart(4, '0')}`

export function testSettings(
  overrides: Partial<Omit<Settings, 'apps'>> & { apps?: Partial<Settings['apps']> } = {},
): Settings {
  const defaults = readSettings({
    NODE_ENV: 'test',
    DEV_MODE: '1',
    CAPTCHA_FIXED_ANSWER: FIXED_CAPTCHA,
    STATIC_DIR: '',
  })
  return {
    ...defaults,
    rateLimits: { login: 10_000, code: 10_000, captcha: 10_000, target: 10_000 },
    ...overrides,
    apps: { ...defaults.apps, uploadsPerMinute: 10_000, ...overrides.apps },
  }
}

export async function startTestApp(
  db: Db,
  settings: Settings = testSettings(),
  options: { realMailer?: boolean; realSms?: boolean } = {},
): Promise<TestApp> {
  const clock = new TestClock()
  const mailer = new FakeMailer()
  const sms = new FakeSms()
  const app = await buildApp(settings, {
    db,
    now: clock.now,
    mailer: options.realMailer ? undefined : mailer,
    sms: options.realSms ? undefined : sms,
    logger: false,
  })

  async function raw(method: string, url: string, options: CallOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = { ...options.headers }
    if (options.token) headers.token = options.token
    if (options.staffToken) headers['staff-token'] = options.staffToken
    if (options.lang) headers['accept-language'] = options.lang
    let payload = options.payload
    if (options.files) {
      const multipart = multipartBody(options.body ?? {}, options.files)
      payload = multipart.payload
      headers['content-type'] ??= multipart.contentType
    } else if (options.body) {
      const form = new URLSearchParams()
      for (const [k, v] of Object.entries(options.body)) if (v !== undefined) form.set(k, String(v))
      payload = form.toString()
    }
    if (payload !== undefined) headers['content-type'] ??= 'application/x-www-form-urlencoded'
    const query = new URLSearchParams()
    for (const [k, v] of Object.entries(options.query ?? {}))
      if (v !== undefined) query.set(k, String(v))
    const fullUrl = query.size > 0 ? `${url}?${query}` : url
    const res = await app.inject({
      method: method as 'GET',
      url: fullUrl,
      headers,
      payload,
      remoteAddress: options.ip ?? '127.0.0.1',
    })
    const info = operations.find((o) => o.path === url && o.method === method)
    const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json')
    if (!isJson && res.statusCode === 200 && info && downloads.has(info.operationId)) {
      // A download's bytes: only a download operation answers anything but an envelope.
      return {
        status: 200,
        code: 0,
        msg: '',
        data: undefined,
        headers: res.headers,
        bytes: res.rawPayload,
      }
    }
    const json = res.json() as { code: number; msg: string; data: unknown }
    if (url.startsWith('/api/') && url !== '/api/health') {
      const validate = responseValidator(info, res.statusCode)
      if (!validate(json)) {
        throw new Error(
          `${method} ${url} answered outside the contract: ${JSON.stringify(validate.errors)}\n${res.body}`,
        )
      }
      const lang = options.lang ?? 'zh-CN'
      const facts = info && operationFacts[info.operationId as OperationId]
      const reasons = (facts?.reasons ?? {}) as Record<string, keyof typeof reasonCatalogue>
      const choices = ((facts as { reasonChoices?: unknown } | undefined)?.reasonChoices ??
        {}) as Record<string, readonly (keyof typeof reasonCatalogue)[]>
      // A business answer (HTTP 200) with a code its operation gives a reason for carries it (an
      // upload's refusal lists its findings after it, the first being the reason's); a code that
      // stands for several reasons carries one of them.
      const business = res.statusCode === 200
      const reason = business ? reasons[String(json.code)] : undefined
      const listed = business ? choices[String(json.code)] : undefined
      if (reason || listed) {
        const data = json.data as {
          reason: keyof typeof reasonCatalogue
          findings?: { reason: string }[]
        }
        const what = `${info!.operationId} ${json.code} carries its reason`
        if (reason) expect(data?.reason, what).toBe(reason)
        else expect(listed, what).toContain(data?.reason)
        const { reason: _reason, findings, ...rest } = data
        expect(rest, what).toEqual({})
        if (findings) expect(findings[0]?.reason, what).toBe(data.reason)
        expect(json.msg).toBe(reasonCatalogue[data.reason][lang])
      } else {
        expect(json.msg).toBe(catalogueMessage(json.code, lang))
      }
      // HTTP 503 with 443 (busy: the database did not answer in time) may answer any operation.
      const busy = res.statusCode === 503 && json.code === 443
      if (facts && json.code !== 0 && ![440, 441, 500].includes(json.code) && !busy) {
        expect(
          facts.codes as readonly number[],
          `${info!.operationId} must list code ${json.code} in x-codes`,
        ).toContain(json.code)
      }
    }
    return {
      status: res.statusCode,
      code: json.code,
      msg: json.msg,
      data: json.data,
      headers: res.headers,
      bytes: res.rawPayload,
    }
  }

  return {
    app,
    db,
    clock,
    mailer,
    sms,
    settings,
    raw,
    call(operationId, options = {}) {
      const info = operations.find((o) => o.operationId === operationId)
      if (!info) throw new Error(`no operation ${operationId}`)
      return raw(info.method, info.path, options)
    },
  }
}

export type Backend = { name: string; open: () => Promise<Db> }

// Decided once for the run by server/test/global-setup.ts, which fails it under CI when
// PostgreSQL does not answer.
export const backends: Backend[] = [
  { name: 'PGlite', open: freshPglite },
  ...(inject('postgres') ? [{ name: 'PostgreSQL', open: freshPostgres }] : []),
]

/** Runs `body` once per database backend, with one app per backend for the file's tests. */
export function describeBackends(
  name: string,
  body: (t: () => TestApp) => void,
  settings?: () => Settings,
) {
  for (const backend of backends) {
    describe(`${name} [${backend.name}]`, () => {
      let testApp: TestApp | undefined
      beforeAll(async () => {
        testApp = await startTestApp(await backend.open(), settings?.())
      }, 60_000)
      afterAll(async () => {
        await testApp?.app.close()
        await testApp?.db.close()
      })
      body(() => testApp!)
    })
  }
}

// ---- journeys used by several files ----

export async function ticketFor(
  t: TestApp,
  scene: 'register' | 'login' | 'findPassword' | 'recovery',
) {
  const captcha = await t.call('getVerificationCode', { query: { scene } })
  expect(captcha.code).toBe(0)
  const verify = scene === 'login' ? 'verifyLoginCaptcha' : 'verifyImgCaptcha'
  const answer = await t.call(verify, {
    body: { captchaId: captcha.data.captchaId, answer: FIXED_CAPTCHA.toLowerCase() },
  })
  expect(answer.code).toBe(0)
  return answer.data.ticket as string
}

/** Registers a new account and returns its e-mail and session token. */
export async function registerUser(t: TestApp, email = uniqueEmail()) {
  const sent = await t.call('sendEmailVerificationCode', {
    body: { email, purpose: 'register', ticket: await ticketFor(t, 'register') },
  })
  expect(sent.code).toBe(0)
  const reg = await t.call('register', {
    body: { email, emailCode: t.mailer.codeFor(email), password: PASSWORD },
  })
  expect(reg.code).toBe(0)
  return { email: email.toLowerCase(), token: reg.data.token as string }
}

export const RESIDENT_ID = '11010519491231002X'

export const CREDIT_CODE = '91350100M000100Y43'

export async function smsCode(
  t: TestApp,
  token: string,
  phone: string,
  purpose: 'completeProfile' | 'contact' = 'completeProfile',
) {
  const sent = await t.call('sendConfirmSms', { token, body: { phone, purpose } })
  expect(sent.code).toBe(0)
  return t.sms.codeFor(phone)
}

/** The identity fields of an individual or a company, as the three identity calls take them. */
export function identityBody(type: 'individual' | 'company' = 'individual') {
  return type === 'company'
    ? {
        developerType: 'company',
        companyName: '示例科技有限公司',
        creditCode: CREDIT_CODE,
        legalPersonName: '韩梅梅',
        idType: 'RESIDENT_ID',
        idNumber: RESIDENT_ID,
      }
    : { developerType: 'individual', name: '韩梅梅', idType: 'RESIDENT_ID', idNumber: RESIDENT_ID }
}

/**
 * An account-recovery application (updateEmailApply) for a user made by `completeUser`: the
 * identity and phone on its profile, a new address, and the look-up's recovery ticket.
 */
export function recoveryBody(user: { email: string; phone: string }, recoveryTicket: string) {
  return {
    email: user.email,
    newEmail: uniqueEmail('recovered'),
    name: '韩梅梅',
    idType: 'RESIDENT_ID',
    idNumber: RESIDENT_ID,
    phone: user.phone,
    reason: '邮箱无法登录',
    recoveryTicket,
  }
}

export function profileBody(
  phone: string,
  code: string,
  overrides: Record<string, string> = {},
  type: 'individual' | 'company' = 'individual',
) {
  return {
    ...identityBody(type),
    contactName: 'LiLei',
    phone,
    smsCode: code,
    wechat: 'lilei_dev',
    ...overrides,
  }
}

/** Registers an account and takes it to an approved, complete profile. */
export async function completeUser(t: TestApp) {
  const user = await registerUser(t)
  const phone = uniquePhone()
  const code = await smsCode(t, user.token, phone)
  const filed = await t.call('completeAccountInfo', {
    token: user.token,
    body: profileBody(phone, code),
  })
  expect(filed.code).toBe(0)
  await decide(t.app.ctx, filed.data.id, true, '资料齐全')
  return { ...user, phone, recordId: filed.data.id as number }
}
