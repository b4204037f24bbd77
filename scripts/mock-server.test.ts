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
  mock = spawn('node_modules/.bin/tsx', ['scripts/mock-server.ts'], {
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

  it('answers a missing session with 10005 in the language asked for', async () => {
    const answer = await fetch(`${base}/api/p/account/queryAccountInfo`, {
      headers: { 'accept-language': 'en' },
    })
    expect(await answer.json()).toMatchObject({ code: 10005, msg: expect.stringMatching(/log in/) })
  })
})
