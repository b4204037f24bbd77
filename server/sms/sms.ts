import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/db.ts'
import { addToOutbox } from '../repositories/outbox.ts'

/** An SMS gateway. No real provider is configured yet; a deployment plugs one in here. */
export interface SmsProvider {
  send(phone: string, text: string): Promise<void>
}

export function outboxSms(db: Db, log: FastifyBaseLogger, now: () => Date): SmsProvider {
  return {
    async send(phone, text) {
      await addToOutbox(db, { channel: 'sms', to: phone, subject: 'SMS', body: text }, now())
      log.info({ to: phone }, 'SMS written to the outbox (no SMS provider)')
    },
  }
}
