import type { AppContext, HandlerMap } from '../context.ts'
import { verifyPassword } from '../lib/crypto.ts'
import { ApiError } from '../lib/errors.ts'
import { findAccountByEmail, updateAccount } from '../repositories/accounts.ts'
import { consumeTicket } from '../repositories/captchas.ts'
import { verifyCaptcha } from './captcha.ts'

/** The wrong password that makes the login captcha required (specification §4). */
const CAPTCHA_AFTER_FAILURES = 3

export function loginRoutes(ctx: AppContext): HandlerMap {
  return {
    async accountLogin({ body }) {
      const account = await findAccountByEmail(ctx.db, body.email)
      if (!account) throw new ApiError(10001)
      const now = ctx.now()
      const captchaRequired = account.failed_logins >= CAPTCHA_AFTER_FAILURES
      if (captchaRequired && !(await consumeTicket(ctx.db, body.ticket, 'login', now))) {
        throw new ApiError(10004)
      }
      if (!(await verifyPassword(body.password, account.password_hash))) {
        const failures = account.failed_logins + 1
        await ctx.db.query('update accounts set failed_logins = failed_logins + 1 where id = $1', [
          account.id,
        ])
        ctx.accountCache.forget(account.id)
        if (captchaRequired) throw new ApiError(10004)
        throw new ApiError(failures >= CAPTCHA_AFTER_FAILURES ? 99001 : 10001)
      }
      if (account.status === 'frozen') throw new ApiError(10006)
      return ctx.db.transaction(async (tx) => {
        if (account.failed_logins > 0)
          await updateAccount(tx, account.id, { failed_logins: 0 }, now)
        const session = await ctx.sessions.create(tx, account.id)
        return { token: session.token, expiresAt: session.expiresAt.toISOString() }
      })
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
