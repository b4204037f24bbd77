import type { AppContext, TagHandlers } from '../context.ts'
import { issueCaptcha, verifyCaptcha } from '../services/captcha.ts'

export function captchaHandlers(ctx: AppContext): TagHandlers<'captcha'> {
  return {
    async getVerificationCode({ body }) {
      return issueCaptcha(ctx, body.scene)
    },
    async verifyImgCaptcha({ body }) {
      return verifyCaptcha(ctx, body, ['register', 'findPassword', 'recovery'])
    },
  }
}
