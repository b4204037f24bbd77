import { Code } from '@generated/error-catalogue'
import { ApiError } from '@/lib/api/api-client'

// What each refusal of a binding means for the developer, by the catalogue's code and reason: the
// screens say it in their own words (vendors.refusal.*, vendors.callback.refusal.*) and what to do
// next, where the catalogue's text only names the failure.

/** A refusal of startVendorBinding or unbindVendor the vendor list explains in its own words. */
export type ListRefusal = 'alreadyBound' | 'vendorUnknown' | 'vendorUnreachable' | 'bindingNotFound'

/**
 * The list's words for a refusal of binding or unbinding, and whether the list is read again
 * (the refusal says it no longer shows what the server has); undefined for any other failure.
 */
export function listRefusal(error: unknown): { key: ListRefusal; reread: boolean } | undefined {
  if (!(error instanceof ApiError)) return undefined
  switch (error.code) {
    case Code.vendorAlreadyBound:
      return { key: 'alreadyBound', reread: true }
    case Code.vendorCodeNotFound:
      return { key: 'vendorUnknown', reread: true }
    case Code.accessTokenFailed:
      return { key: 'vendorUnreachable', reread: false }
    case Code.invalidParameter:
      return error.reason === 'bindingNotFound'
        ? { key: 'bindingNotFound', reread: true }
        : undefined
    default:
      return undefined
  }
}

/** The callback page's refusals: each with its title and what to do (vendors.callback.refusal.*). */
export type CallbackRefusal =
  | 'alreadyBound'
  | 'bindingExpired'
  | 'bindingStartedElsewhere'
  | 'authorizationDenied'
  | 'tokenRefused'
  | 'vendorUnreachable'
  | 'developerInfoUnavailable'
  | 'notQualified'
  | 'boundElsewhere'

const tokenReasons = new Set<string>([
  'bindingExpired',
  'bindingStartedElsewhere',
  'authorizationDenied',
  'tokenRefused',
  'vendorUnreachable',
])

/** The callback page's words for finishVendorBinding's refusal; undefined for any other failure. */
export function callbackRefusal(error: unknown): CallbackRefusal | undefined {
  if (!(error instanceof ApiError)) return undefined
  switch (error.code) {
    case Code.vendorAlreadyBound:
      return 'alreadyBound'
    case Code.accessTokenFailed:
      // A reason the screens do not know yet reads as the attempt having lapsed: start again.
      return error.reason && tokenReasons.has(error.reason)
        ? (error.reason as CallbackRefusal)
        : 'bindingExpired'
    case Code.vendorDeveloperInfoFailed:
      return 'developerInfoUnavailable'
    case Code.vendorQualificationFailed:
      return 'notQualified'
    case Code.vendorAccountBoundElsewhere:
      return 'boundElsewhere'
    default:
      return undefined
  }
}
