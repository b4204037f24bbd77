import { Code, isFailureReason, type FailureReasonCode } from '@generated/error-catalogue'
import type { FailureDetail } from '@generated/model'
import { sessionToken, staffToken } from '@/lib/session/tokens'

// The one mutator behind every generated hook, on `fetch` (no HTTP library in the bundle). It adds
// the session token and the language, unwraps the `{ code, msg, data }` envelope and turns every
// failure into an ApiError. The generated hooks import it from this path (orval.config.ts,
// `mutator.path`), so it stays here while the API's other pieces are in src/lib/api/.

const STAFF_PATH = '/api/staff/'

/**
 * A failed call. `code` is the catalogue code of an envelope, or the HTTP status (0 when there was
 * no answer) when the answer was not an envelope; `msg` is the server's text, absent in that case;
 * `reason` is the envelope's `data.reason`, where the operation's code covers several causes;
 * `data` is the envelope's data as it came, for a code whose data says what to do next (accountLogin's
 * 31001 carries the second step of the sign-in).
 */
export class ApiError extends Error {
  readonly code: number
  readonly msg: string | undefined
  readonly status: number | undefined
  readonly reason: FailureReasonCode | undefined
  readonly data: unknown

  constructor(
    code: number,
    msg?: string,
    status?: number,
    reason?: FailureReasonCode,
    data?: unknown,
  ) {
    super(msg ?? `request failed (${code})`)
    this.name = 'ApiError'
    this.code = code
    this.msg = msg
    this.status = status
    this.reason = reason
    this.data = data
  }
}

type Envelope = { code: number; msg?: unknown; data?: unknown }

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' &&
  body !== null &&
  'code' in body &&
  typeof (body as Envelope).code === 'number'

const envelopeMsg = (body: Envelope) =>
  typeof body.msg === 'string' && body.msg !== '' ? body.msg : undefined

const envelopeReason = (body: Envelope) => {
  const reason = (body.data as { reason?: unknown } | null | undefined)?.reason
  return isFailureReason(reason) ? reason : undefined
}

const envelopeError = (body: Envelope, status: number) =>
  new ApiError(body.code, envelopeMsg(body), status, envelopeReason(body), body.data ?? undefined)

function fail(error: ApiError, staff: boolean): never {
  if (error.code === Code.sessionInvalid) (staff ? staffToken : sessionToken).invalidate()
  throw error
}

/**
 * What orval passes (the shape of an axios request config, of which only these fields are used):
 * `params` become the query string, `data` the body (a URLSearchParams for form bodies).
 */
export type RequestConfig = {
  url?: string
  method?: string
  params?: unknown
  data?: unknown
  headers?: Record<string, string | undefined>
  signal?: AbortSignal
  baseURL?: string
  /** `blob` for a download: its bytes when it succeeds, an envelope when it is refused. */
  responseType?: 'blob'
  /**
   * What sends the request: `fetch` unless a call needs what fetch cannot do, such as reporting an
   * upload's progress (a function of fetch's shape on XMLHttpRequest). The rest of the call, its
   * headers and how its answer is read, stays the mutator's.
   */
  fetch?: typeof fetch
}

/** Where calls go: the API base (empty: the page's own origin). Tests point it elsewhere. */
export const apiConfig = { baseURL: import.meta.env?.VITE_API_BASE ?? '' }

/** Query parameters as axios wrote them: undefined and null left out, dates in ISO form. */
function queryString(params: unknown): string {
  if (!params || typeof params !== 'object') return ''
  const search = new URLSearchParams()
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return
    search.append(key, value instanceof Date ? value.toISOString() : String(value))
  }
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) value.forEach((item: unknown) => add(`${key}[]`, item))
    else add(key, value)
  }
  const text = search.toString()
  return text === '' ? '' : `?${text}`
}

function requestUrl(config: RequestConfig): string {
  const url = `${config.baseURL ?? apiConfig.baseURL}${config.url ?? ''}${queryString(config.params)}`
  return new URL(url, globalThis.location?.href ?? 'http://localhost/').href
}

function requestBody(data: unknown, headers: Headers): BodyInit | undefined {
  if (data === undefined || data === null) return undefined
  // A multipart body's Content-Type carries its boundary, which only fetch knows.
  if (data instanceof FormData) headers.delete('Content-Type')
  if (
    typeof data === 'string' ||
    data instanceof URLSearchParams ||
    data instanceof FormData ||
    data instanceof Blob
  ) {
    return data
  }
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json')
  return JSON.stringify(data)
}

/**
 * The file name a download's `Content-Disposition` gives (`attachment; filename="…"`, or the
 * RFC 6266 `filename*=UTF-8''…`), or undefined.
 */
export function attachmentName(disposition: string | null): string | undefined {
  if (!disposition) return undefined
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1]
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim())
    } catch {
      // A malformed encoding: the plain name, if any.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition)
  const name = (plain?.[1] ?? plain?.[2])?.trim()
  return name || undefined
}

/** The answer's body: JSON when it parses, else its text (never an envelope then). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/**
 * What a call resolves to: the envelope's `data` on success, never null for operations that return
 * data, never a failure's detail (failures throw).
 */
export type Unwrapped<T> = T extends { code: unknown; data: infer D }
  ? [Exclude<D, FailureDetail>] extends [null]
    ? null
    : Exclude<D, null | FailureDetail>
  : T

export async function apiClient<T>(
  config: RequestConfig,
  options?: RequestConfig,
): Promise<Unwrapped<T>> {
  const merged: RequestConfig = { ...config, ...options }
  // Each session's token goes to its own calls only.
  const staff = merged.url?.startsWith(STAFF_PATH) ?? false
  const token = staff ? staffToken.get() : sessionToken.get()
  const language = globalThis.document?.documentElement.lang || 'zh-CN'
  const headers = new Headers()
  const given: Record<string, string | undefined> = {
    'Accept-Language': language,
    ...(token ? { [staff ? 'staff-token' : 'token']: token } : {}),
    ...config.headers,
    ...options?.headers,
  }
  for (const [name, value] of Object.entries(given)) {
    if (value !== undefined) headers.set(name, value)
  }
  let response: Response
  let body: unknown
  try {
    response = await (merged.fetch ?? fetch)(requestUrl(merged), {
      method: (merged.method ?? 'GET').toUpperCase(),
      headers,
      body: requestBody(merged.data, headers),
      signal: merged.signal,
    })
    const json = response.headers.get('Content-Type')?.includes('application/json') ?? false
    if (merged.responseType === 'blob' && response.ok && !json) {
      // A download keeps the name the server gives it: a File, which is a Blob.
      const blob = await response.blob()
      const name = attachmentName(response.headers.get('Content-Disposition'))
      return (name ? new File([blob], name, { type: blob.type }) : blob) as Unwrapped<T>
    }
    body = await readBody(response)
  } catch (error) {
    // An aborted call (react-query cancelling it) stays an abort, not an ApiError.
    if (merged.signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
      throw error
    }
    fail(new ApiError(0), staff)
  }
  if (!response.ok) {
    if (isEnvelope(body) && body.code !== 0) fail(envelopeError(body, response.status), staff)
    fail(new ApiError(response.status, undefined, response.status), staff)
  }
  if (!isEnvelope(body)) fail(new ApiError(200, undefined, 200), staff)
  if (body.code !== 0) fail(envelopeError(body, 200), staff)
  return (body.data ?? null) as Unwrapped<T>
}

export type ErrorType<E> = ApiError & { __error?: E }
export type BodyType<B> = B
