import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type Path } from 'react-hook-form'
import * as z from 'zod/mini'
import {
  captchaRule,
  emailCodeRule,
  emailRule,
  passwordMismatch,
  passwordRule,
  passwordsMatch,
} from '@/lib/validation'
import { useCaptcha } from './captcha-field'
import { useEmailCode } from './use-email-code'

// The captcha is only needed to send the code, so submitting does not ask for it again.
const schema = z
  .object({
    email: emailRule,
    captchaAnswer: z.union([captchaRule, z.literal('')]),
    emailCode: emailCodeRule,
    password: passwordRule,
    confirmPassword: z.string(),
  })
  .check(z.refine(passwordsMatch, passwordMismatch))

export type EmailPasswordValues = z.infer<typeof schema>

/**
 * The form of registration and password reset: e-mail, captcha, e-mail code and a new password
 * twice. `fieldByCode` says which field shows each error code of the calls.
 */
export function useEmailPasswordForm(
  purpose: 'register' | 'findPassword',
  fieldByCode: Partial<Record<number, Path<EmailPasswordValues>>>,
) {
  const captcha = useCaptcha(purpose)
  const form = useForm<EmailPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      email: '',
      captchaAnswer: '',
      emailCode: '',
      password: '',
      confirmPassword: '',
    },
  })
  const code = useEmailCode(form, captcha, purpose, { ...fieldByCode, 10104: 'emailCode' })
  return { form, captcha, code }
}
