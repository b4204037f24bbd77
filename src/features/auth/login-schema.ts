import * as z from 'zod/mini'
import { AccountLoginBody, VerifyLoginCaptchaBody } from '@generated/zod/login/login.zod'
import { formResolver, trimmed } from '@/components/form/validation'

// Loaded by the login page after its first render (lazyResolver): zod is not in its first load.

export interface LoginValues {
  email: string
  password: string
  captchaAnswer: string
}

/** The login form's rules; the captcha answer counts once the server has asked for a captcha. */
export function loginResolver({ needsCaptcha }: { needsCaptcha: boolean }) {
  return formResolver(
    z.object({
      email: trimmed(AccountLoginBody.shape.email),
      password: AccountLoginBody.shape.password,
      captchaAnswer: needsCaptcha ? VerifyLoginCaptchaBody.shape.answer : z.string(),
    }),
  )
}
