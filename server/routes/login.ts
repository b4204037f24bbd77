import type { AppContext, HandlerMap } from '../context.ts'
import { hashPassword, needsRehash, verifyNothing, verifyPassword } from '../lib/crypto.ts'
import { maskAddress } from '../lib/client-address.ts'
import { ApiError } from '../lib/errors.ts'
import { readUserAgent } from '../lib/user-agent.ts'
import { newDeviceSignInMail } from '../mail/messages.ts'
import { findAccountByEmail, normaliseEmail, updateAccount } from '../repositories/accounts.ts'
import { consumeTicket } from '../repositories/captchas.ts'
import { deviceKey, rememberDevice } from '../repositories/known-devices.ts'
import { countLoginAttempt, settleLoginFailures } from '../repositories/login-failures.ts'
import { publicBase } from '../settings.ts'
import { verifyCaptcha } from './captcha.ts'

/** The wrong password that makes the login captcha required (specification §4). */
const CAPTCHA_AFTER_FAILURES = 3

export function loginRoutes(ctx: AppContext): HandlerMap {
  return {
    async accountLogin({ body, ip, userAgent }) {
      const email = normaliseEmail(body.email)
      const now = ctx.now()
      // The attempt is counted before the password is checked, in one statement that returns the
      // count: concurrent attempts get distinct numbers, and only the first three check a
      // password without a captcha. Unknown e-mails are counted the same way.
      const attempt = await countLoginAttempt(ctx.db, email, now)
      const captchaRequired = attempt > CAPTCHA_AFTER_FAILURES
      if (captchaRequired && !(await consumeTicket(ctx.db, body.ticket, 'login', now))) {
        throw new ApiError(10004)
      }
      const account = await findAccountByEmail(ctx.db, email)
      // An unknown e-mail spends the time of a password check too.
      const right = account
        ? await verifyPassword(body.password, account.password_hash)
        : await verifyNothing(body.password)
      // A frozen account does not tell whether the password was right (the attempt stays counted).
      if (account?.status === 'frozen') throw new ApiError(10006)
      if (!account || !right) {
        if (captchaRequired) throw new ApiError(10004)
        throw new ApiError(attempt >= CAPTCHA_AFTER_FAILURES ? 99001 : 10001)
      }
      // A hash of an older scheme or cost is replaced now that the password is known.
      if (needsRehash(account.password_hash)) {
        const upgraded = await hashPassword(body.password)
        await updateAccount(ctx.db, account.id, { password_hash: upgraded }, now)
      }
      // Statements of their own, not a transaction: none needs another to have happened (a
      // failure between them leaves a sign-in to repeat), and on PGlite a transaction would hold
      // the one database thread across every round trip to a busy event loop.
      await settleLoginFailures(ctx.db, email, attempt)
      const agent = readUserAgent(userAgent)
      const newDevice = await rememberDevice(ctx.db, account.id, deviceKey(agent, ip), now)
      const session = await ctx.sessions.create(ctx.db, account.id, { userAgent, ip })
      if (newDevice) {
        const securityUrl = `${publicBase(ctx.settings)}/account/personal/security`
        const mail = newDeviceSignInMail(account.email, {
          at: now,
          browser: agent.browser,
          os: agent.os,
          address: maskAddress(ip),
          securityUrl,
        })
        // A notice is best effort and not waited for: the sign-in answers at once (a slow mail
        // server retries for seconds), and a failed mail is logged.
        void ctx.mailer.send(mail).catch((error: unknown) => {
          ctx.log.error({ err: error }, 'a sign-in notice could not be sent')
        })
      }
      return { token: session.token, expiresAt: session.expiresAt.toISOString() }
    },
    async verifyLoginCaptcha({ body }) {
      return verifyCaptcha(ctx, body, ['login'])
    },
    async logout({ session }) {
      const { hash } = await session()
      await ctx.sessions.end(hash)
      return null
    },
  }
}
