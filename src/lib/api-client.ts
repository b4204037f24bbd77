import axios, { type AxiosRequestConfig } from 'axios'
import { isFailureReason, type FailureReasonCode } from '@generated/error-catalogue'
import type { FailureDetail } from '@generated/model'

// The one axios instance behind every generated hook. It adds the session token and the language,
// unwraps the `{ code, msg, data }` envelope and turns every failure into an ApiError.

const TOKEN_KEY = 'portal.token'

export const sessionToken = {
  get: (): string | null => globalThis.localStorage?.getItem(TOKEN_KEY) ?? null,
  set: (token: string) => globalThis.localStorage?.setItem(TOKEN_KEY, token),
  clear: () => globalThis.localStorage?.removeItem(TOKEN_KEY),
}

/** Code 10005: the session is missing or no longer valid. */
export const SESSION_INVALID = 10005

/**
 * A failed call. `code` is the catalogue code of an envelope, or the HTTP status (0 when there was
 * no answer) when the answer was not an envelope; `msg` is the server's text, absent in that case;
 * `reason` is the envelope's `data.reason`, where the operation's code covers several causes.
 */
export class ApiError extends Error {
  readonly code: number
  readonly msg: string | undefined
  readonly status: number | undefined
  readonly reason: FailureReasonCode | undefined

  constructor(code: number, msg?: string, status?: number, reason?: FailureReasonCode) {
    super(msg ?? `request failed (${code})`)
    this.name = 'ApiError'
    this.code = code
    this.msg = msg
    this.status = status
    this.reason = reason
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
  new ApiError(body.code, envelopeMsg(body), status, envelopeReason(body))

/** Listeners told when any call answers 10005, so the session store can forget the user. */
const sessionInvalidListeners = new Set<() => void>()
export function onSessionInvalid(listener: () => void): () => void {
  sessionInvalidListeners.add(listener)
  return () => sessionInvalidListeners.delete(listener)
}

function fail(error: ApiError): never {
  if (error.code === SESSION_INVALID) {
    sessionToken.clear()
    sessionInvalidListeners.forEach((listener) => listener())
  }
  throw error
}

export const axiosInstance = axios.create({ baseURL: import.meta.env?.VITE_API_BASE ?? '' })

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
  config: AxiosRequestConfig,
  options?: AxiosRequestConfig,
): Promise<Unwrapped<T>> {
  const token = sessionToken.get()
  const language = globalThis.document?.documentElement.lang || 'zh-CN'
  let body: unknown
  try {
    const response = await axiosInstance.request({
      ...config,
      ...options,
      headers: {
        'Accept-Language': language,
        ...(token ? { token } : {}),
        ...config.headers,
        ...options?.headers,
      },
    })
    body = response.data
  } catch (error) {
    if (axios.isCancel(error)) throw error
    const response = axios.isAxiosError(error) ? error.response : undefined
    const answer: unknown = response?.data
    if (response && isEnvelope(answer) && answer.code !== 0) {
      fail(envelopeError(answer, response.status))
    }
    fail(new ApiError(response?.status ?? 0, undefined, response?.status))
  }
  if (!isEnvelope(body)) fail(new ApiError(200, undefined, 200))
  if (body.code !== 0) fail(envelopeError(body, 200))
  return (body.data ?? null) as Unwrapped<T>
}

export type ErrorType<E> = ApiError & { __error?: E }
export type BodyType<B> = B
