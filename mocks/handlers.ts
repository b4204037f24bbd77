// MSW handlers for any operation of the contract, by operationId: each one records what it
// received (see request-log.ts) and answers with an envelope, a function of the request, or never.
import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import type { ResultCode } from '@generated/error-catalogue'
import { operations, type OperationId } from '@generated/operations'
import { failure, success, type Envelope } from './envelopes'
import { logRequest, logUnhandled, type LoggedRequest } from './request-log'

/** What a handler answers: an envelope, one computed from the request, or `neverAnswers`. */
export type Answer = Envelope | ((request: LoggedRequest) => Envelope) | typeof neverAnswers

/** A request left pending for ever: the screen's loading state. */
export const neverAnswers = Symbol('neverAnswers')

async function readParams(request: Request): Promise<Record<string, string>> {
  if (request.method === 'GET') return Object.fromEntries(new URL(request.url).searchParams)
  const text = await request.clone().text()
  return Object.fromEntries(new URLSearchParams(text))
}

/** The handler of one operation: records each request, then answers. */
export function answer(operationId: OperationId, response: Answer): HttpHandler {
  const { method, path } = operations[operationId]
  const route = method === 'GET' ? http.get : http.post
  return route(`*${path}`, async ({ request }) => {
    const entry: LoggedRequest = {
      operationId,
      params: await readParams(request),
      headers: Object.fromEntries(request.headers),
    }
    logRequest(entry)
    if (response === neverAnswers) {
      await delay('infinite')
      return HttpResponse.json({})
    }
    return HttpResponse.json(typeof response === 'function' ? response(entry) : response)
  })
}

/** The operation succeeds with `data`. */
export const answerData = (operationId: OperationId, data: unknown) =>
  answer(operationId, success(data))

/** The operation fails with `code` (and the reason the operation gives for it). */
export const answerFailure = (operationId: OperationId, code: ResultCode) =>
  answer(operationId, failure(code, operationId))

/** The operation never answers. */
export const answerNever = (operationId: OperationId) => answer(operationId, neverAnswers)

/** A download's bytes and their headers (Content-Type first), as the server sends a file. */
export interface BlobAnswer {
  body: Blob
  headers?: Record<string, string>
}

/**
 * The handler of a download (a package, an image): records each request, then answers bytes, or a
 * refusal's envelope as JSON (as the server does), or never.
 */
export function answerBlob(
  operationId: OperationId,
  response: (request: LoggedRequest) => Promise<BlobAnswer | Envelope> | BlobAnswer | Envelope,
): HttpHandler {
  const { path } = operations[operationId]
  return http.get(`*${path}`, async ({ request }) => {
    const entry: LoggedRequest = {
      operationId,
      params: await readParams(request),
      headers: Object.fromEntries(request.headers),
    }
    logRequest(entry)
    const answered = await response(entry)
    if (!('body' in answered)) return HttpResponse.json(answered)
    return new HttpResponse(answered.body, {
      headers: {
        'Content-Type': answered.body.type || 'application/octet-stream',
        'X-Content-Type-Options': 'nosniff',
        ...answered.headers,
      },
    })
  })
}

/**
 * For `onUnhandledFrame`: an API call no handler answered is logged (the story or test then fails)
 * and refused; anything else (scripts, fonts, images) passes through.
 */
export function refuseUnhandledApiCalls({
  frame,
  defaults,
}: {
  frame: { data: unknown }
  defaults: { error: () => void }
}) {
  const request = (frame.data as { request?: Request }).request
  if (!request) return
  const url = new URL(request.url)
  if (!url.pathname.startsWith('/api/')) return
  logUnhandled(`${request.method} ${url.pathname}`)
  defaults.error()
}
