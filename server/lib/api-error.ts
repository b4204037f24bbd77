import type { FastifyRequest } from 'fastify'
import {
  Code,
  catalogueMessage,
  isFailureReason,
  type CatalogueLanguage,
} from '../../generated/error-catalogue.ts'
import { reasonCatalogue } from '../../generated/reason-catalogue.ts'

export interface ApiErrorOptions {
  /**
   * The HTTP status: 400 for a missing or malformed parameter of the request itself (440, 441),
   * 200 for every business answer. A 441 about a record that is not the caller's is a business
   * answer: `{ status: 200 }`.
   */
  status?: number
  /** The envelope's data, for the few answers that carry some (accountLogin's 31001). */
  data?: unknown
  /** Which of the operation's `x-reasons` this is, where its code covers several causes. */
  reason?: string
  /**
   * Raised inside `transact`: what the transaction did so far stands (a spent captcha ticket, a
   * counted wrong code) and the refusal is answered after it commits.
   */
  keepsWork?: boolean
}

/**
 * The one way an operation refuses: a catalogue code other than success, raised with `throw`
 * from any layer and turned into the envelope by the app's error handler (server/app.ts).
 */
export class ApiError extends Error {
  readonly code: number
  readonly status: number
  readonly data: unknown
  readonly reason: string | undefined
  readonly keepsWork: boolean
  constructor(code: number, options: ApiErrorOptions = {}) {
    super(`api error ${code}`)
    this.code = code
    this.status =
      options.status ??
      (code === Code.missingParameter || code === Code.invalidParameter ? 400 : 200)
    this.data = options.data ?? null
    this.reason = options.reason
    this.keepsWork = options.keepsWork ?? false
  }
}

export function languageOf(request: FastifyRequest): CatalogueLanguage {
  const header = request.headers['accept-language']
  return typeof header === 'string' && header.trim().toLowerCase().startsWith('en') ? 'en' : 'zh-CN'
}

export function envelope(code: number, lang: CatalogueLanguage, data: unknown = null) {
  return { code, msg: catalogueMessage(code, lang) ?? catalogueMessage(500, lang)!, data }
}

/**
 * The envelope of a refusal: with a reason (the operation's `x-reasons`), `msg` says the reason
 * and `data.reason` names it; what the refusal's data adds follows it (an upload's `findings`).
 */
export function refusalEnvelope(error: ApiError, lang: CatalogueLanguage) {
  if (error.reason && isFailureReason(error.reason)) {
    const more = typeof error.data === 'object' && error.data !== null ? error.data : {}
    return {
      code: error.code,
      msg: reasonCatalogue[error.reason][lang],
      data: { reason: error.reason, ...more },
    }
  }
  return envelope(error.code, lang, error.data)
}
