import { catalogueMessage } from '@generated/error-catalogue'
import { ApiError } from '@/lib/api/api-client'
import { currentLanguage, i18n } from '@/lib/i18n/i18n-core'

/**
 * What to tell the user about a failed call: the server's own text first (already in the request's
 * language), then the catalogue's text for the code, then "request failed".
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.msg) return error.msg
    // The mutator gives an answer that was not an envelope its HTTP status (0: no answer) as its
    // code; that status is not a catalogue code, so such failures fall through to "request failed".
    const enveloped = error.code !== 0 && error.code !== (error.status ?? 0)
    const text = enveloped ? catalogueMessage(error.code, currentLanguage()) : undefined
    if (text) return text
  }
  return i18n.t('errors.requestFailed')
}
