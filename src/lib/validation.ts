import * as z from 'zod/mini'
import { isCreditCode, isResidentId } from '../../rules/identity-numbers'

// The validation rules of section 5 of the specification, shared by the forms and the server.
// Messages are i18n keys (`validation.*`), translated where they are shown. zod/mini rather than
// classic zod: the login page's JavaScript budget (README, size budget) has no room for the latter.

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 16
export const PHONE_LENGTH = 11
export const SMS_CODE_LENGTH = 6
export const WECHAT_MIN = 5
export const WECHAT_MAX = 20

export const passwordRule = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN, 'validation.password'),
    z.maxLength(PASSWORD_MAX, 'validation.password'),
    z.regex(/[a-z]/, 'validation.password'),
    z.regex(/[A-Z]/, 'validation.password'),
    z.regex(/[0-9]/, 'validation.password'),
  )

export const phoneRule = z.string().check(z.regex(/^[0-9]{11}$/, 'validation.phone'))

export const smsCodeRule = z.string().check(z.regex(/^[0-9]{6}$/, 'validation.smsCode'))

/** E-mail codes have the same shape as SMS codes. */
export const emailCodeRule = smsCodeRule

export const wechatRule = z.string().check(z.regex(/^[A-Za-z0-9_-]{5,20}$/, 'validation.wechat'))

export const nameRule = z
  .string()
  .check(
    z.minLength(1, 'validation.name'),
    z.maxLength(50, 'validation.name'),
    z.regex(/^[A-Za-z\u4E00-\u9FFF]+$/, 'validation.name'),
  )

export const emailRule = z
  .string()
  .check(
    z.trim(),
    z.maxLength(254, 'validation.email'),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'validation.email'),
  )

export const residentIdRule = z.string().check(z.refine(isResidentId, 'validation.residentId'))

export const creditCodeRule = z.string().check(z.refine(isCreditCode, 'validation.creditCode'))

/** The characters of an image captcha. */
export const captchaRule = z.string().check(z.regex(/^[A-Za-z0-9]{4,6}$/, 'validation.captcha'))

/** A new password and its confirmation must match: `.refine(passwordsMatch, passwordMismatch)`. */
export function passwordsMatch(values: { password: string; confirmPassword: string }) {
  return values.password === values.confirmPassword
}
export const passwordMismatch = {
  path: ['confirmPassword'],
  error: 'validation.passwordMismatch',
}
