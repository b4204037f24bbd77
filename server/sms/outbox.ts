import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/database.ts'
import { addToOutbox } from '../repositories/outbox.ts'
import type { SmsProvider } from './sms.ts'

/** No gateway (SMS_PROVIDER=outbox, the default outside production): the outbox table. */
export function outboxSms(db: Db, log: FastifyBaseLogger, now: () => Date): SmsProvider {
  return {
    async send({ to, text }) {
      await addToOutbox(db, { channel: 'sms', to, subject: 'SMS', body: text }, now())
      log.info({ to }, 'SMS written to the outbox (no SMS provider)')
    },
  }
}
