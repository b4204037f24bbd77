import { createHmac, randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { WebhookSmsSettings } from '../settings.ts'
import { shortReason, SmsSendError, type SmsMessage, type SmsProvider } from './sms.ts'

/** What the gateway receives: the JSON body, then the signature's two inputs. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-portal-signature'
export const WEBHOOK_TIMESTAMP_HEADER = 'x-portal-timestamp'
/** The same for every attempt of one message: a gateway can drop a retried duplicate. */
export const WEBHOOK_DELIVERY_HEADER = 'x-portal-delivery'

/** `sha256=` and the hex HMAC-SHA256, keyed with SMS_WEBHOOK_SECRET, of `TIMESTAMP.BODY`. */
export function webhookSignature(secret: string, timestamp: string, body: string) {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

/** The wait before retry n (1, 2, …): 250 ms, doubling. */
const backoffMs = (retry: number) => 250 * 2 ** (retry - 1)

/**
 * Any other gateway: `POST` JSON `{ to, text, code, purpose, language }`, signed. A 2xx answer is
 * sent; a timeout, a network error, a 5xx or 429 is tried again (at most `retries` times); any
 * other answer is a refusal and is not.
 */
export function webhookSms(config: WebhookSmsSettings): SmsProvider {
  return {
    async send(message: SmsMessage) {
      const { to, text, code, purpose, language } = message
      const body = JSON.stringify({ to, text, code, purpose, language })
      const delivery = randomUUID()
      let reason = ''
      for (let attempt = 0; attempt <= config.retries; attempt++) {
        if (attempt > 0) await sleep(backoffMs(attempt))
        const timestamp = String(Math.floor(Date.now() / 1000))
        try {
          const answer = await fetch(config.url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
              [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(config.secret, timestamp, body),
              [WEBHOOK_DELIVERY_HEADER]: delivery,
            },
            body,
            signal: AbortSignal.timeout(config.timeoutMs),
            redirect: 'error',
          })
          // The answer's body is not needed; read it so that the connection can be reused.
          await answer.arrayBuffer().catch(() => undefined)
          if (answer.ok) return
          reason = `HTTP ${answer.status}`
          if (answer.status !== 429 && answer.status < 500) break
        } catch (error) {
          reason =
            (error as Error).name === 'TimeoutError'
              ? `no answer within ${config.timeoutMs} ms`
              : shortReason((error as { cause?: unknown }).cause ?? error, code)
        }
      }
      throw new SmsSendError('webhook', reason)
    },
  }
}
