import type { AppContext } from '../context.ts'
import type { Mail } from '../mail/mailer.ts'

/**
 * Mails a notice (a changed password, a new device, a security change) without holding the
 * answer: the change is made, and a slow mail server may retry for seconds. A failed mail is
 * logged.
 */
export function sendNotice(ctx: Pick<AppContext, 'mailer' | 'log'>, mail: Mail, what: string) {
  void ctx.mailer.send(mail).catch((error: unknown) => {
    ctx.log.error({ err: error }, `${what} could not be sent`)
  })
}
