import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/database.ts'
import type { SmsSettings } from '../settings.ts'
import { aliyunSms } from './aliyun.ts'
import { outboxSms } from './outbox.ts'
import type { SmsProvider } from './sms.ts'
import { tencentSms } from './tencent.ts'
import { webhookSms } from './webhook.ts'

/** The gateway SMS_PROVIDER names, with the settings server/settings.ts checked. */
export function createSmsProvider(
  settings: SmsSettings,
  outbox: { db: Db; log: FastifyBaseLogger; now: () => Date },
): SmsProvider {
  switch (settings.provider) {
    case 'aliyun':
      return aliyunSms(settings)
    case 'tencent':
      return tencentSms(settings)
    case 'webhook':
      return webhookSms(settings)
    case 'outbox':
      return outboxSms(outbox.db, outbox.log, outbox.now)
  }
}
