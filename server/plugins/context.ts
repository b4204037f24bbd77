import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { AppContext } from '../context.ts'
import { loadSecret } from '../repositories/app-secrets.ts'
import { RateLimiter } from '../repositories/rate-limits.ts'
import { outboxMailer, smtpMailer, type Mailer } from '../mail/mailer.ts'
import { AccountCache } from '../repositories/accounts.ts'
import { IdTypes } from '../repositories/id-types.ts'
import { SessionStore } from '../repositories/sessions.ts'
import { StaffSessionStore } from '../repositories/staff-sessions.ts'
import type { Settings } from '../settings.ts'
import { createSmsProvider } from '../sms/create-sms-provider.ts'
import type { SmsProvider } from '../sms/sms.ts'
import { Slots } from '../lib/slots.ts'
import { createFileStore } from '../storage/create-file-store.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** What the operations share (context.ts). */
    ctx: AppContext
  }
}

export interface ContextOptions {
  settings: Settings
  now?: () => Date
  mailer?: Mailer
  sms?: SmsProvider
  /** Vendors' client secrets held in memory, by code (the development vendor's). */
  heldVendorSecrets?: Readonly<Record<string, string>>
}

/**
 * The services the operations share, built once per app on its database: the clock, mail and
 * SMS, sessions, the rate limiter, the HMAC secret and the store of uploaded files.
 */
export const context = fp(
  async (app: FastifyInstance, options: ContextOptions) => {
    const { settings } = options
    const { db, metrics } = app
    const now = options.now ?? (() => new Date())
    const secret = await loadSecret(db, settings.appSecret)
    const mailer =
      options.mailer ??
      (settings.smtpUrl
        ? smtpMailer(settings.smtpUrl, settings.mailFrom, app.log)
        : outboxMailer(db, app.log, now))
    app.addHook('onClose', async () => mailer.close())
    const sms = options.sms ?? createSmsProvider(settings.sms, { db, log: app.log, now })
    const sessions = new SessionStore(
      db,
      { idleMs: settings.sessionIdleMinutes * 60_000, maxMs: settings.sessionMaxDays * 86_400_000 },
      now,
    )
    const accountCache = new AccountCache(now)
    const staffSessions = new StaffSessionStore(
      db,
      {
        idleMs: settings.staffIdleMinutes * 60_000,
        maxMs: settings.staffSessionMaxHours * 3_600_000,
      },
      now,
    )
    const files = createFileStore({ db, s3: settings.s3 })
    app.addHook('onClose', async () => files.close())
    const counted = metrics ? metrics.counted(mailer, metrics.mails) : mailer
    const ctx: AppContext = {
      db,
      settings,
      now,
      sessions,
      staffSessions,
      changed(accountId: string) {
        accountCache.forget(accountId)
        sessions.forgetAccount(accountId)
      },
      accountCache,
      idTypes: new IdTypes(db),
      mailer: counted,
      sms: metrics ? metrics.counted(sms, metrics.sms) : sms,
      limiter: new RateLimiter(db, () => now().getTime()),
      files,
      uploadSlots: new Slots(settings.apps.uploadsAtOnce),
      secret,
      heldVendorSecrets: options.heldVendorSecrets ?? {},
      log: app.log,
    }
    app.decorate('ctx', ctx)
  },
  { name: 'context', fastify: '5.x', dependencies: ['database', 'metrics'] },
)
