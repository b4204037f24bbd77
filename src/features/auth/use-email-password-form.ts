import { useForm, type Path } from 'react-hook-form'
import * as z from 'zod/mini'
import { FindPasswordBody, RegisterBody } from '@generated/zod/account/account.zod'
import { VerifyImgCaptchaBody } from '@generated/zod/captcha/captcha.zod'
import {
  emptyOr,
  formResolver,
  passwordMismatch,
  passwordsMatch,
  trimmed,
} from '@/components/form/validation'
import { useCaptcha } from './captcha-field'
import { useEmailCode } from './use-email-code'
import { Code } from '@generated/error-catalogue'

/**
 * The fields of the body the form sends (registration and password reset ask the same), the
 * captcha and the password's confirmation. The captcha is only needed to send the code, so
 * submitting does not ask for it again.
 */
function schemaFor(body: typeof RegisterBody | typeof FindPasswordBody) {
  return z
    .object({
      email: trimmed(body.shape.email),
      captchaAnswer: emptyOr(VerifyImgCaptchaBody.shape.answer),
      emailCode: body.shape.emailCode,
      password: body.shape.password,
      confirmPassword: z.string(),
    })
    .check(z.refine(passwordsMatch, passwordMismatch))
}
const schemas = { register: schemaFor(RegisterBody), findPassword: schemaFor(FindPasswordBody) }

export type EmailPasswordValues = z.infer<(typeof schemas)['register']>

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
    resolver: formResolver(schemas[purpose]),
    defaultValues: {
      email: '',
      captchaAnswer: '',
      emailCode: '',
      password: '',
      confirmPassword: '',
    },
  })
  const code = useEmailCode(form, captcha, purpose, {
    ...fieldByCode,
    [Code.sentTooOften]: 'emailCode',
  })
  return { form, captcha, code }
}
