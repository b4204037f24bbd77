import * as z from 'zod/mini'
import { isCreditCode, isResidentId, RESIDENT_ID_TYPE } from '../../rules/identity-numbers'

import { fieldRules } from '@generated/field-rules'

// The form rules, built from the contract's own patterns and lengths (generated/field-rules.ts),
// so a rule changes in one place: openapi/openapi.yaml. Identity-number checks the contract cannot
// express come from rules/, which the server imports too. Messages are i18n keys (`validation.*`),
// translated where they are shown. zod/mini rather than classic zod: the login page's JavaScript
// budget (README, size budget) has no room for the latter.

type FieldRule = { pattern?: string; minLength?: number; maxLength?: number }

/** A string rule with one message for every way the value can be wrong. */
function contractRule(rule: FieldRule, message: string) {
  const checks = []
  if (rule.minLength !== undefined) checks.push(z.minLength(rule.minLength, message))
  if (rule.maxLength !== undefined) checks.push(z.maxLength(rule.maxLength, message))
  if (rule.pattern !== undefined) checks.push(z.regex(new RegExp(rule.pattern), message))
  return z.string().check(...checks)
}

export const passwordRule = contractRule(fieldRules.Password, 'validation.password')

export const phoneRule = contractRule(fieldRules.Phone, 'validation.phone')

export const smsCodeRule = contractRule(fieldRules.SixDigitCode, 'validation.smsCode')

/** E-mail codes have the same shape as SMS codes. */
export const emailCodeRule = smsCodeRule

export const wechatRule = contractRule(fieldRules.WechatId, 'validation.wechat')

export const nameRule = contractRule(fieldRules.PersonName, 'validation.name')

export const emailRule = z
  .string()
  .check(
    z.trim(),
    z.maxLength(fieldRules.Email.maxLength, 'validation.email'),
    z.regex(new RegExp(fieldRules.Email.pattern), 'validation.email'),
  )

export const idNumberRule = contractRule(fieldRules.IdNumber, 'validation.idNumber')

export const companyNameRule = z
  .string()
  .check(
    z.trim(),
    z.minLength(fieldRules.CompanyName.minLength, 'validation.companyName'),
    z.maxLength(fieldRules.CompanyName.maxLength, 'validation.companyName'),
  )

export const reasonRule = z
  .string()
  .check(
    z.trim(),
    z.minLength(fieldRules.Reason.minLength, 'validation.required'),
    z.maxLength(fieldRules.Reason.maxLength, 'validation.reason'),
  )

/** Longest reason a form accepts (the textarea's maxLength). */
export const REASON_MAX = fieldRules.Reason.maxLength

export const residentIdRule = z.string().check(z.refine(isResidentId, 'validation.residentId'))

export const creditCodeRule = z
  .string()
  .check(z.trim(), z.refine(isCreditCode, 'validation.creditCode'))

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

/** An ID type must be chosen from the list. */
export const idTypeRule = z.string().check(z.minLength(1, 'validation.idType'))

/**
 * A resident ID number must pass the GB 11643 check (the server checks it too); other ID types
 * only have the contract's shape: `.check(z.refine(idNumberMatchesType, idNumberMismatch))`.
 */
export function idNumberMatchesType(values: { idType: string; idNumber: string }) {
  return values.idType !== RESIDENT_ID_TYPE || isResidentId(values.idNumber)
}
export const idNumberMismatch = { path: ['idNumber'], error: 'validation.residentId' }
