import type { CatalogueLanguage } from '../../generated/error-catalogue.ts'
import type { SmsPurpose } from '../../generated/model/index.ts'

/** One code to one phone. Template providers send `code`; free-text gateways may send `text`. */
export interface SmsMessage {
  /** The 11-digit mobile number, as the developer typed it. */
  to: string
  /** The whole message in the request's language, code included. */
  text: string
  code: string
  purpose: SmsPurpose
  language: CatalogueLanguage
}

/** An SMS gateway (settings: SMS_PROVIDER; create-sms-provider.ts picks one). */
export interface SmsProvider {
  /** Resolves once the gateway accepted the message; throws SmsSendError otherwise. */
  send(message: SmsMessage): Promise<void>
}

/**
 * A gateway refused or did not answer. Its message names the provider and the gateway's own
 * error code, never the code sent or a key: it is logged as it is.
 */
export class SmsSendError extends Error {
  constructor(provider: string, reason: string) {
    super(`SMS via ${provider} failed: ${reason}`)
    this.name = 'SmsSendError'
  }
}

/**
 * The first line of what a gateway's client said, fit for a log line: without the query of any
 * URL in it (Alibaba Cloud's SDK names the whole request, template parameter included, when it
 * times out) and without the code.
 */
export function shortReason(error: unknown, code: string): string {
  const message = error instanceof Error ? error.message : String(error)
  return message
    .split('\n')[0]!
    .replace(/(https?:\/\/[^\s?]*)\?\S*/g, '$1?…')
    .replaceAll(code, '******')
    .slice(0, 200)
}
