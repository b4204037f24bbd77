import { once } from 'node:events'
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Settings, SmsSettings } from '../settings.ts'
import { freshPglite } from '../test/database.ts'
import {
  profileBody,
  registerUser,
  startTestApp,
  testSettings,
  uniquePhone,
  type TestApp,
} from '../test/harness.ts'
import { aliyunSms } from './aliyun.ts'
import { SmsSendError, type SmsProvider } from './sms.ts'
import { tencentSms } from './tencent.ts'
import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  webhookSignature,
} from './webhook.ts'

interface Received {
  method: string
  url: URL
  headers: IncomingHttpHeaders
  body: string
}
type Answer = (request: Received, response: ServerResponse) => void

const json = (status: number, body: unknown): Answer => {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  }
}
/** Never answers: the caller's timeout has to end the call. */
const silence: Answer = () => undefined

/** A local HTTP server on loopback playing a gateway: what it received, and what it answers. */
async function playGateway() {
  const received: Received[] = []
  let answers: Answer[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const entry = {
        method: request.method!,
        url: new URL(request.url!, 'http://gateway'),
        headers: request.headers,
        body,
      }
      received.push(entry)
      // The answers in turn; the last one for every later request.
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!
      answer(entry, response)
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return {
    received,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answer(...next: Answer[]) {
      answers = next
      received.length = 0
    },
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
type Gateway = Awaited<ReturnType<typeof playGateway>>

/** An app whose SMS go to `sms` (the real provider), and a new user signed in for each test. */
function withProvider(sms: (gatewayUrl: string) => SmsSettings, extra: Partial<Settings> = {}) {
  const state = {} as { gateway: Gateway; t: TestApp; token: string }
  beforeAll(async () => {
    state.gateway = await playGateway()
    state.t = await startTestApp(
      await freshPglite(),
      testSettings({ sms: sms(state.gateway.url), ...extra }),
      { realSms: true },
    )
  }, 60_000)
  beforeEach(async () => {
    state.token = (await registerUser(state.t)).token
  })
  afterAll(async () => {
    await state.t?.app.close()
    await state.t?.db.close()
    await state.gateway?.close()
  })
  return state
}

async function sendSms(state: { t: TestApp; token: string }, phone: string, lang?: 'en') {
  return state.t.call('sendConfirmSms', {
    token: state.token,
    body: { phone, purpose: 'completeProfile' },
    lang,
  })
}

/** Files the profile with `code`: 0 when the code is good, 10002 when it is not. */
async function completeWith(state: { t: TestApp; token: string }, phone: string, code: string) {
  return (
    await state.t.call('completeAccountInfo', {
      token: state.token,
      body: profileBody(phone, code),
    })
  ).code
}

/** A failed send is 10105 with its reason, and no code that can be used. */
async function expectNotSent(state: { t: TestApp; token: string }, phone: string) {
  const answer = await sendSms(state, phone)
  expect([answer.status, answer.code, answer.data]).toEqual([200, 10105, { reason: 'smsNotSent' }])
  expect(answer.msg).toBe('短信发送失败，请稍后重试')
}

const timeoutMs = 1000

/** What the server logs of a failed send is the provider's error: never the code in it. */
async function failureOf(provider: SmsProvider) {
  const message = { to: '13900000000', code: '987654', purpose: 'contact', language: 'en' } as const
  const error = await provider
    .send({ ...message, text: `Your code is ${message.code}` })
    .catch((thrown: unknown) => thrown)
  expect(error).toBeInstanceOf(SmsSendError)
  expect((error as Error).message).not.toContain('987654')
  return (error as Error).message
}

describe('Alibaba Cloud SMS', () => {
  const settings = (url: string) =>
    ({
      provider: 'aliyun',
      accessKeyId: 'LTAI-test-key',
      accessKeySecret: 'test-secret',
      signName: '开发者平台',
      templateId: 'SMS_123456789',
      region: 'cn-hangzhou',
      endpoint: url,
      timeoutMs,
    }) as const
  const state = withProvider(settings)

  it('sends the phone, sign name, template and the code as its parameter', async () => {
    state.gateway.answer(json(200, { Code: 'OK', Message: 'OK', BizId: 'b1', RequestId: 'r1' }))
    const phone = uniquePhone()
    expect((await sendSms(state, phone)).code).toBe(0)
    expect(state.gateway.received).toHaveLength(1)
    const { method, url, headers } = state.gateway.received[0]!
    expect(method).toBe('POST')
    expect(headers['x-acs-action']).toBe('SendSms')
    expect(headers.authorization).toMatch(/^ACS3-HMAC-SHA256 Credential=LTAI-test-key,/)
    expect(url.searchParams.get('PhoneNumbers')).toBe(phone)
    expect(url.searchParams.get('SignName')).toBe('开发者平台')
    expect(url.searchParams.get('TemplateCode')).toBe('SMS_123456789')
    const { code } = JSON.parse(url.searchParams.get('TemplateParam')!) as { code: string }
    expect(code).toMatch(/^\d{6}$/)
    expect(await completeWith(state, phone, code)).toBe(0)
  })

  it('answers 10105 when the gateway refuses, and the code it was given is not usable', async () => {
    // A refusal is HTTP 200 with a Code other than OK.
    state.gateway.answer(json(200, { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: 'limit' }))
    const phone = uniquePhone()
    await expectNotSent(state, phone)
    const code = JSON.parse(state.gateway.received[0]!.url.searchParams.get('TemplateParam')!).code
    expect(await completeWith(state, phone, code)).toBe(10002)

    state.gateway.answer(json(400, { Code: 'InvalidAccessKeyId.NotFound', Message: 'no key' }))
    await expectNotSent(state, uniquePhone())
  })

  it('answers 10105 when the gateway does not answer in time', async () => {
    state.gateway.answer(silence)
    const phone = uniquePhone()
    const started = Date.now()
    await expectNotSent(state, phone)
    expect(Date.now() - started).toBeLessThan(timeoutMs * 4)
    const code = JSON.parse(state.gateway.received[0]!.url.searchParams.get('TemplateParam')!).code
    expect(await completeWith(state, phone, code)).toBe(10002)
  })

  it('names a timeout without the request it timed out (its query holds the code)', async () => {
    state.gateway.answer(silence)
    const reason = await failureOf(aliyunSms(settings(state.gateway.url)))
    expect(reason).toMatch(/^SMS via aliyun failed: ReadTimeout/)
    expect(reason).not.toContain('TemplateParam')
    state.gateway.answer(json(200, { Code: 'isv.X', Message: 'code 987654 refused' }))
    expect(await failureOf(aliyunSms(settings(state.gateway.url)))).toBe(
      'SMS via aliyun failed: isv.X: code ****** refused',
    )
  })
})

describe('Tencent Cloud SMS', () => {
  const settings = (url: string) =>
    ({
      provider: 'tencent',
      secretId: 'AKID-test',
      secretKey: 'test-secret',
      sdkAppId: '1400000001',
      signName: '开发者平台',
      templateId: '1234567',
      region: 'ap-guangzhou',
      endpoint: url,
      timeoutMs,
    }) as const
  const state = withProvider(settings)
  const sent = () => JSON.parse(state.gateway.received[0]!.body)

  it('sends the phone, application, sign name, template and the code as its parameter', async () => {
    state.gateway.answer(
      json(200, {
        Response: {
          SendStatusSet: [{ Code: 'Ok', Message: 'send success', SerialNo: 's1' }],
          RequestId: 'r1',
        },
      }),
    )
    const phone = uniquePhone()
    expect((await sendSms(state, phone)).code).toBe(0)
    expect(state.gateway.received).toHaveLength(1)
    const { method, headers } = state.gateway.received[0]!
    expect(method).toBe('POST')
    expect(headers['x-tc-action']).toBe('SendSms')
    expect(headers['x-tc-region']).toBe('ap-guangzhou')
    expect(headers.authorization).toMatch(/^TC3-HMAC-SHA256 Credential=AKID-test\//)
    expect(sent()).toMatchObject({
      PhoneNumberSet: [`+86${phone}`],
      SmsSdkAppId: '1400000001',
      SignName: '开发者平台',
      TemplateId: '1234567',
    })
    const [code] = sent().TemplateParamSet as string[]
    expect(code).toMatch(/^\d{6}$/)
    expect(await completeWith(state, phone, code!)).toBe(0)
  })

  it('answers 10105 on an error or a refused number, and the code is not usable', async () => {
    state.gateway.answer(
      json(200, {
        Response: { Error: { Code: 'AuthFailure', Message: 'bad key' }, RequestId: 'r' },
      }),
    )
    const phone = uniquePhone()
    await expectNotSent(state, phone)
    expect(await completeWith(state, phone, sent().TemplateParamSet[0])).toBe(10002)

    state.gateway.answer(
      json(200, {
        Response: {
          SendStatusSet: [{ Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: 'limit' }],
          RequestId: 'r',
        },
      }),
    )
    const other = uniquePhone()
    await expectNotSent(state, other)
    expect(await completeWith(state, other, sent().TemplateParamSet[0])).toBe(10002)
  })

  it('answers 10105 when the gateway does not answer in time', async () => {
    state.gateway.answer(silence)
    await expectNotSent(state, uniquePhone())
    expect(await failureOf(tencentSms(settings(state.gateway.url)))).toMatch(
      /^SMS via tencent failed: network timeout/,
    )
    state.gateway.answer(
      json(200, { Response: { Error: { Code: 'X', Message: 'code 987654' }, RequestId: 'r' } }),
    )
    expect(await failureOf(tencentSms(settings(state.gateway.url)))).toBe(
      'SMS via tencent failed: X: code ******',
    )
  })
})

describe('SMS webhook', () => {
  const secret = 'webhook-secret-of-32-characters!'
  const state = withProvider(
    (url) => ({ provider: 'webhook', url: `${url}/sms`, secret, timeoutMs, retries: 2 }),
    { rateLimits: { login: 10_000, code: 10_000, captcha: 10_000, target: 4 } },
  )
  const ok: Answer = (_request, response) => response.writeHead(204).end()
  const status =
    (code: number): Answer =>
    (_request, response) =>
      response.writeHead(code).end()

  it('posts the signed message; a profile is completed with the code it received', async () => {
    state.gateway.answer(ok)
    const phone = uniquePhone()
    expect((await sendSms(state, phone, 'en')).code).toBe(0)
    expect(state.gateway.received).toHaveLength(1)
    const { method, url, headers, body } = state.gateway.received[0]!
    expect([method, url.pathname, headers['content-type']]).toEqual([
      'POST',
      '/sms',
      'application/json',
    ])
    const message = JSON.parse(body)
    expect(Object.keys(message).sort()).toEqual(['code', 'language', 'purpose', 'text', 'to'])
    expect(message).toMatchObject({ to: phone, purpose: 'completeProfile', language: 'en' })
    expect(message.code).toMatch(/^\d{6}$/)
    expect(message.text).toContain(message.code)
    // The signature, checked as docs/server.md tells a gateway to.
    const timestamp = headers[WEBHOOK_TIMESTAMP_HEADER] as string
    expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(60)
    expect(headers[WEBHOOK_SIGNATURE_HEADER]).toBe(webhookSignature(secret, timestamp, body))
    expect(headers[WEBHOOK_SIGNATURE_HEADER]).not.toBe(
      webhookSignature('another-secret-of-32-characters!', timestamp, body),
    )

    const filed = await state.t.call('completeAccountInfo', {
      token: state.token,
      body: profileBody(phone, message.code),
    })
    expect(filed.code).toBe(0)
    expect(filed.data).toMatchObject({ type: 'completeProfile', status: 'reviewing' })
    const account = await state.t.call('queryAccountInfo', { token: state.token })
    expect(account.data).toMatchObject({ profileStatus: 'reviewing' })
  })

  it('tries again after a 5xx, with the same delivery id and a fresh signature', async () => {
    state.gateway.answer(status(503), ok)
    const phone = uniquePhone()
    expect((await sendSms(state, phone)).code).toBe(0)
    const [first, second] = state.gateway.received
    expect(state.gateway.received).toHaveLength(2)
    expect(second!.body).toBe(first!.body)
    expect(second!.headers[WEBHOOK_DELIVERY_HEADER]).toBe(first!.headers[WEBHOOK_DELIVERY_HEADER])
    expect(second!.headers[WEBHOOK_SIGNATURE_HEADER]).toBe(
      webhookSignature(secret, second!.headers[WEBHOOK_TIMESTAMP_HEADER] as string, second!.body),
    )
  })

  it('gives up after the retries (10105), and the code it was sent is not usable', async () => {
    state.gateway.answer(status(500))
    const phone = uniquePhone()
    await expectNotSent(state, phone)
    // The first try and two retries.
    expect(state.gateway.received).toHaveLength(3)
    const { code } = JSON.parse(state.gateway.received[0]!.body)
    expect(await completeWith(state, phone, code)).toBe(10002)
  })

  it('does not try again when the gateway refuses (4xx)', async () => {
    state.gateway.answer(status(400))
    await expectNotSent(state, uniquePhone())
    expect(state.gateway.received).toHaveLength(1)
  })

  it('answers 10105 when the gateway does not answer in time', async () => {
    state.gateway.answer(silence)
    const started = Date.now()
    await expectNotSent(state, uniquePhone())
    // Three tries of 1 s, 250 ms and 500 ms apart.
    expect(state.gateway.received).toHaveLength(3)
    expect(Date.now() - started).toBeLessThan(3 * timeoutMs + 750 + 2000)
  })

  it('keeps the cooldown and the limits: a failed send counts, a sent code blocks a resend', async () => {
    state.gateway.answer(ok)
    const phone = uniquePhone()
    expect((await sendSms(state, phone)).code).toBe(0)
    // In the cooldown the gateway is not asked at all.
    expect((await sendSms(state, phone)).code).toBe(10104)
    expect(state.gateway.received).toHaveLength(1)

    // Failed sends count against the per-number limit (4 a minute here) like sent ones.
    state.gateway.answer(status(400))
    const other = uniquePhone()
    for (let i = 0; i < 4; i++) await expectNotSent(state, other)
    expect((await sendSms(state, other)).code).toBe(443)
    expect(state.gateway.received).toHaveLength(4)
  })
})
