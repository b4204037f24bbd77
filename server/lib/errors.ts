import type { FastifyRequest } from 'fastify'
import {
  Code,
  catalogueMessage,
  isFailureReason,
  reasonCatalogue,
  type CatalogueLanguage,
} from '../../generated/error-catalogue.ts'

/**
 * A catalogue answer other than success; `status` is the HTTP status it travels with: 400 for a
 * missing or malformed parameter, 200 for a business answer (a 441 about a record that is not the
 * caller's is a business answer: `new ApiError(441, 200)`). `data` is the envelope's data, for the
 * few answers whose contract gives them some (accountLogin's 31001: the second step to take).
 */
export class ApiError extends Error {
  readonly code: number
  readonly status: number
  readonly data: unknown
  constructor(code: number, status?: number, data: unknown = null) {
    super(`api error ${code}`)
    this.code = code
    this.status =
      status ?? (code === Code.missingParameter || code === Code.invalidParameter ? 400 : 200)
    this.data = data
  }
}

export function languageOf(request: FastifyRequest): CatalogueLanguage {
  const header = request.headers['accept-language']
  return typeof header === 'string' && header.trim().toLowerCase().startsWith('en') ? 'en' : 'zh-CN'
}

export function envelope(code: number, lang: CatalogueLanguage, data: unknown = null) {
  return { code, msg: catalogueMessage(code, lang) ?? catalogueMessage(500, lang)!, data }
}

/** A failure that carries its reason (the operation's `x-reasons`): `msg` says the reason. */
export function reasonEnvelope(code: number, reason: string, lang: CatalogueLanguage) {
  if (!isFailureReason(reason)) return envelope(code, lang)
  return { code, msg: reasonCatalogue[reason][lang], data: { reason } }
}
