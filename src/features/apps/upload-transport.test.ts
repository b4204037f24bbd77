// @vitest-environment jsdom
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { uploadVersion } from '@generated/api/apps/apps'
import { ApiError } from '@/lib/api/api-client'
import { sessionToken } from '@/lib/session/tokens'
import { fetchWithUploadProgress, type UploadProgress } from './upload-transport'

// The upload goes through the mutator with XMLHttpRequest underneath: the same headers, the same
// envelope and errors as any call, and the progress of the body on its way.

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  server.resetHandlers()
  sessionToken.clear()
})
afterAll(() => server.close())

const URL_PATTERN = '*/api/p/apps/versions/upload'
const file = () => new File([new Uint8Array(64 * 1024)], 'weather.rpk')

const send = (onProgress: (progress: UploadProgress) => void = () => {}, signal?: AbortSignal) =>
  uploadVersion(
    { appId: 42, package: file(), releaseNotes: 'notes' },
    { fetch: fetchWithUploadProgress(onProgress) },
    signal,
  )

describe('an upload with its progress', () => {
  it('sends the session token, the language and the multipart body, and resolves to the data', async () => {
    sessionToken.set('secret-token')
    document.documentElement.lang = 'en'
    let seen: { token: string | null; language: string | null; type: string; body: string } = {
      token: null,
      language: null,
      type: '',
      body: '',
    }
    server.use(
      http.post(URL_PATTERN, async ({ request }) => {
        // Read as text: undici's own multipart parser refuses jsdom's File.
        seen = {
          token: request.headers.get('token'),
          language: request.headers.get('accept-language'),
          type: request.headers.get('content-type') ?? '',
          body: await request.text(),
        }
        return HttpResponse.json({ code: 0, msg: 'ok', data: { id: 7 } })
      }),
    )
    await expect(send()).resolves.toEqual({ id: 7 })
    expect(seen.token).toBe('secret-token')
    expect(seen.language).toBe('en')
    expect(seen.type).toMatch(/^multipart\/form-data; boundary=/)
    expect(seen.body).toMatch(/name="appId"\r\n\r\n42\r\n/)
    expect(seen.body).toMatch(/name="package"; filename="weather.rpk"/)
    expect(seen.body).toMatch(/name="releaseNotes"\r\n\r\nnotes\r\n/)
  })

  it('tells how much has gone, ending with all of it', async () => {
    server.use(http.post(URL_PATTERN, () => HttpResponse.json({ code: 0, msg: 'ok', data: {} })))
    const progress = vi.fn<(progress: UploadProgress) => void>()
    await send(progress)
    const last = progress.mock.calls.at(-1)?.[0]
    expect(last?.total).toBeGreaterThan(64 * 1024)
    expect(last?.loaded).toBe(last?.total)
  })

  it('throws the ApiError of a refusal, with its findings', async () => {
    const data = { reason: 'certificateChanged', findings: [{ reason: 'certificateChanged' }] }
    server.use(http.post(URL_PATTERN, () => HttpResponse.json({ code: 12001, msg: 'no', data })))
    const error = await send().catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 12001, msg: 'no', reason: 'certificateChanged', data })
  })

  it('ends the session on 10005, as every call does', async () => {
    sessionToken.set('secret-token')
    server.use(
      http.post(URL_PATTERN, () => HttpResponse.json({ code: 10005, msg: 'again', data: null })),
    )
    await expect(send()).rejects.toBeInstanceOf(ApiError)
    expect(sessionToken.get()).toBeNull()
  })

  it('gives a network failure no text', async () => {
    server.use(http.post(URL_PATTERN, () => HttpResponse.error()))
    const error = await send().catch((reason: unknown) => reason)
    expect(error).toMatchObject({ code: 0, msg: undefined })
  })

  it('rejects a cancelled upload as an abort, not an ApiError', async () => {
    server.use(
      http.post(URL_PATTERN, async () => {
        await new Promise((resolve) => setTimeout(resolve, 200))
        return HttpResponse.json({ code: 0, msg: 'ok', data: {} })
      }),
    )
    const controller = new AbortController()
    const pending = send(undefined, controller.signal)
    setTimeout(() => controller.abort(), 20)
    const error: unknown = await pending.catch((reason: unknown) => reason)
    expect(error).not.toBeInstanceOf(ApiError)
    expect((error as Error).name).toBe('AbortError')
  })
})
