// The answers the real server gives, built from the contract's catalogue: a success around its
// data, and a failure with the code's text (or, where the operation gives one, its reason's text).
import {
  errorCatalogue,
  type CatalogueLanguage,
  type FailureReasonCode,
  type ResultCode,
} from '@generated/error-catalogue'
import { reasonCatalogue } from '@generated/reason-catalogue'
import { operations, type OperationId } from '@generated/operations'

export interface Envelope<T = unknown> {
  code: number
  msg: string
  data: T
}

export const success = <T>(data: T, language: CatalogueLanguage = 'zh-CN'): Envelope<T> => ({
  code: 0,
  msg: errorCatalogue[0][language],
  data,
})

/**
 * The failure envelope the server answers with `code`. With `operation`, the reason that operation
 * gives for the code (its `x-reasons`) is added, and `msg` says the reason, as the server does.
 */
export function failure(
  code: ResultCode,
  operation?: OperationId,
  language: CatalogueLanguage = 'zh-CN',
): Envelope<{ reason: FailureReasonCode } | null> {
  const reasons: Partial<Record<number, FailureReasonCode>> = operation
    ? (operations[operation].reasons as Partial<Record<number, FailureReasonCode>>)
    : {}
  const reason = reasons[code]
  if (reason) return { code, msg: reasonCatalogue[reason][language], data: { reason } }
  return { code, msg: errorCatalogue[code][language], data: null }
}
