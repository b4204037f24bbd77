// @vitest-environment jsdom
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError, apiClient, attachmentName } from './api-client'
import { sessionToken, staffToken } from '@/lib/session/tokens'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  server.resetHandlers()
  sessionToken.clear()
  staffToken.clear()
})
afterAll(() => server.close())

const url = '/api/p/account/queryAccountInfo'
const answer = (body: unknown, status = 200) =>
  server.use(http.get(`*${url}`, () => HttpResponse.json(body as never, { status })))
const call = () =>
  apiClient<{ code: number; msg: string; data: { id: number } | null }>({ url, method: 'GET' })
const failure = async () => {
  try {
    await call()
  } catch (error) {
    return error as ApiError
  }
  throw new Error('the call did not fail')
}

describe('apiClient', () => {
  it('resolves to the data of a successful envelope', async () => {
    answer({ code: 0, msg: 'ok', data: { id: 7 } })
    await expect(call()).resolves.toEqual({ id: 7 })
  })

  it('sends the session token and the page language', async () => {
    sessionToken.set('secret-token')
    document.documentElement.lang = 'en'
    let headers: Headers | undefined
    server.use(
      http.get(`*${url}`, ({ request }) => {
        headers = request.headers
        return HttpResponse.json({ code: 0, msg: 'ok', data: null })
      }),
    )
    await call()
    expect(headers?.get('token')).toBe('secret-token')
    expect(headers?.get('accept-language')).toBe('en')
  })

  it("sends each session's token to its own calls only", async () => {
    sessionToken.set('developer-token')
    staffToken.set('staff-secret')
    const seen: Record<string, Headers> = {}
    const staffUrl = '/api/staff/me'
    server.use(
      http.get(`*${url}`, ({ request }) => {
        seen.developer = request.headers
        return HttpResponse.json({ code: 0, msg: 'ok', data: null })
      }),
      http.get(`*${staffUrl}`, ({ request }) => {
        seen.staff = request.headers
        return HttpResponse.json({ code: 0, msg: 'ok', data: null })
      }),
    )
    await call()
    await apiClient({ url: staffUrl, method: 'GET' })
    expect(seen.developer?.get('token')).toBe('developer-token')
    expect(seen.developer?.has('staff-token')).toBe(false)
    expect(seen.staff?.get('staff-token')).toBe('staff-secret')
    expect(seen.staff?.has('token')).toBe(false)
  })

  it('ends only the staff session when a staff call answers 10005', async () => {
    sessionToken.set('developer-token')
    staffToken.set('staff-secret')
    const developerListener = vi.fn()
    const staffListener = vi.fn()
    const stop = [sessionToken.onInvalid(developerListener), staffToken.onInvalid(staffListener)]
    server.use(
      http.get('*/api/staff/me', () =>
        HttpResponse.json({ code: 10005, msg: 'Session ended', data: null }),
      ),
    )
    await expect(apiClient({ url: '/api/staff/me', method: 'GET' })).rejects.toMatchObject({
      code: 10005,
    })
    stop.forEach((unsubscribe) => unsubscribe())
    expect(staffToken.get()).toBeNull()
    expect(staffListener).toHaveBeenCalledOnce()
    expect(sessionToken.get()).toBe('developer-token')
    expect(developerListener).not.toHaveBeenCalled()
  })

  it('throws an ApiError with the code and text of a business error', async () => {
    answer({ code: 10001, msg: 'E-mail or password incorrect', data: null })
    const error = await failure()
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 10001, msg: 'E-mail or password incorrect', status: 200 })
  })

  it("keeps a business error's data (what to do next)", async () => {
    const step = { stepToken: 'st_1', methods: ['totp'] }
    answer({ code: 31001, msg: 'Complete the second step', data: step })
    expect(await failure()).toMatchObject({ code: 31001, data: step })
    answer({ code: 10001, msg: 'E-mail or password incorrect', data: null })
    expect((await failure()).data).toBeUndefined()
  })

  it('reads the envelope of an HTTP error', async () => {
    answer({ code: 441, msg: 'A request parameter is wrong', data: null }, 400)
    expect(await failure()).toMatchObject({
      code: 441,
      msg: 'A request parameter is wrong',
      status: 400,
    })
  })

  it('gives no text for an HTTP error without an envelope', async () => {
    server.use(http.get(`*${url}`, () => new HttpResponse('Bad gateway', { status: 502 })))
    expect(await failure()).toMatchObject({ code: 502, msg: undefined, status: 502 })
  })

  it('gives no text for a network failure', async () => {
    server.use(http.get(`*${url}`, () => HttpResponse.error()))
    expect(await failure()).toMatchObject({ code: 0, msg: undefined, status: undefined })
  })

  it('gives no text for a successful answer that is not an envelope', async () => {
    answer({ type: 'https://stoplight.io/prism/errors#UNAUTHORIZED', status: 401 })
    expect(await failure()).toMatchObject({ code: 200, msg: undefined })
  })

  it('forgets the session and tells the listeners on 10005', async () => {
    sessionToken.set('expired')
    const listener = vi.fn()
    const stop = sessionToken.onInvalid(listener)
    answer({ code: 10005, msg: 'log in again', data: null })
    expect(await failure()).toMatchObject({ code: 10005 })
    expect(sessionToken.get()).toBeNull()
    expect(listener).toHaveBeenCalledOnce()
    stop()
  })

  it('sends the query parameters without the undefined ones, and a form body', async () => {
    let seen: { search: string; body: string; type: string | null } | undefined
    server.use(
      http.post(`*${url}`, async ({ request }) => {
        seen = {
          search: new URL(request.url).search,
          body: await request.text(),
          type: request.headers.get('content-type'),
        }
        return HttpResponse.json({ code: 0, msg: 'ok', data: null })
      }),
    )
    await apiClient({
      url,
      method: 'POST',
      params: { page: 2, keyword: undefined, size: null },
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: new URLSearchParams({ email: 'a@b.c' }),
    })
    expect(seen).toEqual({
      search: '?page=2',
      body: 'email=a%40b.c',
      type: 'application/x-www-form-urlencoded',
    })
  })

  it('rejects an aborted call as an abort, not an ApiError', async () => {
    server.use(
      http.get(`*${url}`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 200))
        return HttpResponse.json({ code: 0, msg: 'ok', data: null })
      }),
    )
    const controller = new AbortController()
    const pending = apiClient({ url, method: 'GET', signal: controller.signal })
    controller.abort()
    const error: unknown = await pending.catch((reason: unknown) => reason)
    expect(error).not.toBeInstanceOf(ApiError)
    expect((error as Error).name).toBe('AbortError')
  })
})

describe('apiClient downloads and transports', () => {
  it('names a download as its Content-Disposition says', async () => {
    server.use(
      http.get(`*${url}`, () =>
        HttpResponse.arrayBuffer(new Uint8Array([0x50, 0x4b]).buffer, {
          headers: {
            'Content-Type': 'application/octet-stream',
            'Content-Disposition': 'attachment; filename="com.example.app-1.0.0-1.rpk"',
          },
        }),
      ),
    )
    const blob = await apiClient<Blob>({ url, method: 'GET', responseType: 'blob' })
    expect(blob).toBeInstanceOf(File)
    expect((blob as File).name).toBe('com.example.app-1.0.0-1.rpk')
    expect(blob.size).toBe(2)
  })

  it('reads the names Content-Disposition may give', () => {
    expect(attachmentName('attachment; filename="a b.rpk"')).toBe('a b.rpk')
    expect(attachmentName('attachment; filename=plain.rpks')).toBe('plain.rpks')
    expect(attachmentName("attachment; filename*=UTF-8''%E5%A4%A9%E6%B0%94.rpk")).toBe('天气.rpk')
    expect(attachmentName('attachment')).toBeUndefined()
    expect(attachmentName(null)).toBeUndefined()
  })

  it('sends through the fetch it is given, with the same headers and envelope', async () => {
    sessionToken.set('secret-token')
    const given = vi.fn<typeof fetch>((input, init) => fetch(input, init))
    answer({ code: 0, msg: 'ok', data: { id: 9 } })
    await expect(apiClient({ url, method: 'GET' }, { fetch: given })).resolves.toEqual({ id: 9 })
    expect(given).toHaveBeenCalledTimes(1)
    expect(new Headers(given.mock.calls[0]![1]!.headers).get('token')).toBe('secret-token')
  })
})
