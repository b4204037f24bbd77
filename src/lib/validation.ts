import { z } from 'zod'

// The validation rules of section 5 of the specification, shared by the forms and the server.
// Messages are i18n keys (`validation.*`), translated where they are shown.

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 16
export const PHONE_LENGTH = 11
export const SMS_CODE_LENGTH = 6
export const WECHAT_MIN = 5
export const WECHAT_MAX = 20

export const passwordRule = z
  .string()
  .min(PASSWORD_MIN, 'validation.password')
  .max(PASSWORD_MAX, 'validation.password')
  .regex(/[a-z]/, 'validation.password')
  .regex(/[A-Z]/, 'validation.password')
  .regex(/[0-9]/, 'validation.password')

export const phoneRule = z.string().regex(/^[0-9]{11}$/, 'validation.phone')

export const smsCodeRule = z.string().regex(/^[0-9]{6}$/, 'validation.smsCode')

/** E-mail codes have the same shape as SMS codes. */
export const emailCodeRule = smsCodeRule

export const wechatRule = z.string().regex(/^[A-Za-z0-9_-]{5,20}$/, 'validation.wechat')

export const nameRule = z
  .string()
  .min(1, 'validation.name')
  .max(50, 'validation.name')
  .regex(/^[A-Za-z\u4E00-\u9FFF]+$/, 'validation.name')

export const emailRule = z
  .string()
  .trim()
  .max(254, 'validation.email')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'validation.email')

const RESIDENT_ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const RESIDENT_ID_CHECK = '10X98765432'

/**
 * A Chinese resident ID (GB 11643): 17 digits, then a check character; the birth date (characters
 * 7-14) must be a real date from 1800 to 2099; `x` is accepted for `X`.
 */
export function isResidentId(value: string): boolean {
  if (!/^[0-9]{17}[0-9Xx]$/.test(value)) return false
  const year = Number(value.slice(6, 10))
  const month = Number(value.slice(10, 12))
  const day = Number(value.slice(12, 14))
  if (year < 1800 || year > 2099) return false
  const date = new Date(Date.UTC(year, month - 1, day))
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return false
  }
  const sum = RESIDENT_ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(value[i]), 0)
  return RESIDENT_ID_CHECK[sum % 11] === value[17]!.toUpperCase()
}

export const residentIdRule = z.string().refine(isResidentId, 'validation.residentId')

/** The ID type whose numbers are checked as Chinese resident IDs. */
export const RESIDENT_ID_TYPE = 'RESIDENT_ID'

/** The characters of an image captcha. */
export const captchaRule = z.string().regex(/^[A-Za-z0-9]{4,6}$/, 'validation.captcha')

/** A new password and its confirmation must match: `.refine(passwordsMatch, passwordMismatch)`. */
export function passwordsMatch(values: { password: string; confirmPassword: string }) {
  return values.password === values.confirmPassword
}
export const passwordMismatch = {
  path: ['confirmPassword'],
  message: 'validation.passwordMismatch',
}
