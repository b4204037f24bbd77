import { zodResolver } from '@hookform/resolvers/zod'
import * as z from 'zod/mini'
import { captchaRule, emailRule } from '@/lib/validation'

// Loaded by the login page after its first render (lazyResolver): zod is not in its first load.

export interface LoginValues {
  email: string
  password: string
  captchaAnswer: string
}

/** The login form's rules; the captcha answer counts once the server has asked for a captcha. */
export function loginResolver({ needsCaptcha }: { needsCaptcha: boolean }) {
  return zodResolver(
    z.object({
      email: emailRule,
      password: z.string().check(z.minLength(1, 'validation.required')),
      captchaAnswer: needsCaptcha ? captchaRule : z.string(),
    }),
  )
}
