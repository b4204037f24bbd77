import type { AppContext, HandlerMap } from '../context.ts'
import { hashPassword, needsRehash, verifyNothing, verifyPassword } from '../lib/crypto.ts'
import { ApiError } from '../lib/api-error.ts'
import { openSession } from '../lib/sign-in.ts'
import { findAccountByEmail, normaliseEmail, updateAccount } from '../repositories/accounts.ts'
import { consumeTicket } from '../repositories/captchas.ts'
import { countLoginAttempt, settleLoginFailures } from '../repositories/login-failures.ts'
import { verifyCaptcha } from './captcha.ts'
import { beginSecondStep } from './two-step.ts'
import { Code } from '../../generated/error-catalogue.ts'

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
        throw new ApiError(Code.wrongPasswordCaptchaNeeded)
      }
      const account = await findAccountByEmail(ctx.db, email)
      // An unknown e-mail spends the time of a password check too.
      const right = account
        ? await verifyPassword(body.password, account.password_hash)
        : await verifyNothing(body.password)
      // A frozen account does not tell whether the password was right (the attempt stays counted).
      if (account?.status === 'frozen') throw new ApiError(Code.accountFrozen)
      if (!account || !right) {
        if (captchaRequired) throw new ApiError(Code.wrongPasswordCaptchaNeeded)
        throw new ApiError(
          attempt >= CAPTCHA_AFTER_FAILURES ? Code.loginCaptchaRequired : Code.wrongEmailOrPassword,
        )
      }
      // A hash of an older scheme or cost is replaced now that the password is known.
      if (needsRehash(account.password_hash)) {
        const upgraded = await hashPassword(body.password)
        await updateAccount(ctx.db, account.id, { password_hash: upgraded }, now)
      }
      // The password was right: the failures before this attempt are settled either way.
      await settleLoginFailures(ctx.db, email, attempt)
      // With two-step sign-in on, the session waits for the second step (31001 carries it).
      if (account.totp_enabled_at) {
        throw new ApiError(Code.secondStepRequired, { data: await beginSecondStep(ctx, account) })
      }
      return openSession(ctx, account, { ip, userAgent })
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
