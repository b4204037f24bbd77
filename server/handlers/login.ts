import type { AppContext, TagHandlers } from '../context.ts'
import { verifyCaptcha } from '../services/captcha.ts'
import { signOut } from '../services/sessions.ts'
import { signInWithPassword } from '../services/sign-in.ts'

/** Signing in with the e-mail and password, its captcha, and signing out (tag `login`). */
export function loginHandlers(ctx: AppContext): TagHandlers<'login'> {
  return {
    async accountLogin({ body, ip, userAgent }) {
      return signInWithPassword(ctx, body, { ip, userAgent })
    },
    async verifyLoginCaptcha({ body }) {
      return verifyCaptcha(ctx, body, ['login'])
    },
    async logout({ session }) {
      const { hash } = await session()
      await signOut(ctx, hash)
      return null
    },
  }
}
