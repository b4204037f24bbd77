// `npm run mock` as a front-end developer meets it: every operation answers an envelope, and a
// broken form body (which makes Prism 5.14-5.16 exit) neither kills the mock nor goes unanswered.
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'

const port = 4510 + Math.floor(Math.random() * 400)
const base = `http://127.0.0.1:${port}`
let mock: ChildProcess

const document = parse(readFileSync('openapi/openapi.yaml', 'utf8'))
const operations = Object.entries(document.paths as Record<string, object>).flatMap(
  ([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
)

async function waitForMock() {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(`${base}/api/login/logout`, { method: 'POST' })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error('the mock did not start')
}

const form = (body: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body,
})

beforeAll(async () => {
  mock = spawn('node_modules/.bin/tsx', ['mocks/prism-guard.ts'], {
    env: { ...process.env, MOCK_PORT: String(port) },
    stdio: 'ignore',
  })
  await waitForMock()
}, 20_000)

afterAll(() => {
  mock.kill('SIGTERM')
})

describe('the mock API', () => {
  it.each(operations)('answers $method $path with an envelope', async ({ method, path }) => {
    const answer = await fetch(base + path, {
      method,
      headers: { token: 'a-session-token', 'content-type': 'application/x-www-form-urlencoded' },
      body: method === 'POST' ? '' : undefined,
    })
    const body = (await answer.json()) as Record<string, unknown>
    expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg'])
    expect(body).toMatchObject({ code: expect.any(Number), msg: expect.any(String) })
  })

  it('serves a named error example', async () => {
    const answer = await fetch(`${base}/api/login/accountLogin`, {
      ...form('email=dev%40example.com&password=x'),
      headers: { ...form('').headers, Prefer: 'example=E99001' },
    })
    expect(await answer.json()).toMatchObject({ code: 99001, data: null })
  })

  it('answers a broken form body with 441 and keeps serving', async () => {
    const broken = await fetch(`${base}/api/login/accountLogin`, form('%E0%A4%A=x'))
    expect(broken.status).toBe(400)
    expect(await broken.json()).toMatchObject({ code: 441, msg: '请求参数错误' })
    const next = await fetch(
      `${base}/api/login/accountLogin`,
      form('email=dev%40example.com&password=x'),
    )
    expect(await next.json()).toMatchObject({ code: 0 })
  })

  it('turns the panel cookie and ?__example into the example Prism answers', async () => {
    const byCookie = await fetch(`${base}/api/p/account/queryAccountInfo`, {
      headers: { token: 't', cookie: 'other=1; mock.queryAccountInfo=accountReviewingCompany' },
    })
    expect(await byCookie.json()).toMatchObject({
      code: 0,
      data: { profileStatus: 'reviewing', identity: null },
    })
    const byQuery = await fetch(
      `${base}/api/p/accountChangeRecord/queryInfo?id=7&__example=recordAccountInfoRejected`,
      { headers: { token: 't' } },
    )
    expect(await byQuery.json()).toMatchObject({
      data: { type: 'accountInfo', status: 'rejected' },
    })
  })

  it('serves the example panel with every operation', async () => {
    const page = await (await fetch(`${base}/__mock`)).text()
    for (const name of ['queryAccountInfo', 'completeAccountInfo', 'accountReviewingCompany']) {
      expect(page).toContain(name)
    }
  })

  it('says a reason in the language asked for', async () => {
    const profile =
      'developerType=individual&name=%E9%9F%A9%E6%A2%85%E6%A2%85&idType=RESIDENT_ID' +
      '&idNumber=11010519491231002X&contactName=Li&phone=13800138000&smsCode=123456'
    const answer = await fetch(`${base}/api/p/account/completeAccountInfo?__example=E10002`, {
      ...form(profile),
      headers: { ...form('').headers, token: 't', 'accept-language': 'en' },
    })
    expect(await answer.json()).toEqual({
      code: 10002,
      msg: 'The SMS code is wrong or has expired',
      data: { reason: 'smsCode' },
    })
  })

  it('answers a missing session with 10005 in the language asked for', async () => {
    const answer = await fetch(`${base}/api/p/account/queryAccountInfo`, {
      headers: { 'accept-language': 'en' },
    })
    expect(await answer.json()).toMatchObject({ code: 10005, msg: expect.stringMatching(/log in/) })
  })
})
