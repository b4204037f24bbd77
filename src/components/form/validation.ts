import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import * as z from 'zod/mini'
import { isCreditCode, isResidentId, RESIDENT_ID_TYPE } from '../../../rules/identity-numbers'

// The forms validate with the request bodies' zod schemas that orval generates from the contract
// (generated/zod/<tag>/<tag>.zod.ts: a form takes the fields of the body it sends), so a rule
// changes in one place: openapi/openapi.yaml. The checks the contract cannot express (the check
// characters of a resident ID and of a credit code) come from rules/, which the server imports
// too. The generated schemas carry no messages: `formResolver` gives every issue an i18n key
// (`validation.*`, translated where it is shown) from the field it is on.

/** Fields whose message is not `validation.<field>`. */
const messageOfField: Record<string, string> = {
  newEmail: 'validation.email',
  emailCode: 'validation.smsCode',
  oldEmailCode: 'validation.smsCode',
  newEmailCode: 'validation.smsCode',
  contactName: 'validation.name',
  legalPersonName: 'validation.name',
  captchaAnswer: 'validation.captcha',
  oldPassword: 'validation.password',
  developerType: 'profile.chooseType',
}

/**
 * Fields the contract only asks to be filled in (at least one character, no format): empty, they
 * say so. The new password's too-short issue has a minimum of 8, so it keeps its own message.
 */
const requiredWhenEmpty = new Set(['password', 'oldPassword', 'reason'])

/** The message key of a form's zod issue, from the field it is on. */
export function validationMessage(issue: z.core.$ZodRawIssue): string {
  const field = String((issue.path ?? []).at(-1) ?? '')
  if (issue.code === 'too_small' && issue.minimum === 1 && requiredWhenEmpty.has(field)) {
    return 'validation.required'
  }
  return messageOfField[field] ?? `validation.${field}`
}

/** A react-hook-form resolver for a form's schema, with the messages of `validationMessage`. */
export function formResolver<T extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: T,
): Resolver<z.input<T>, unknown, z.output<T>> {
  return zodResolver(schema, { error: validationMessage })
}

/** The contract's rule on the value trimmed, as the form sends it. */
export const trimmed = <T extends z.ZodMiniType<unknown, string>>(rule: T) =>
  z.pipe(z.string().check(z.trim()), rule)

/** A field that may be left empty; filled in, it must pass the contract's rule. */
export const emptyOr = (rule: z.ZodMiniType) =>
  z.string().check(z.refine((value) => value === '' || rule.safeParse(value).success))

/** A credit code: the contract's shape, then its check character (GB 32100), trimmed. */
export const creditCode = (rule: z.ZodMiniType<string, string>) =>
  trimmed(rule).check(z.refine(isCreditCode))

/** A new password and its confirmation must match: `.check(z.refine(passwordsMatch, passwordMismatch))`. */
export function passwordsMatch(values: { password: string; confirmPassword: string }) {
  return values.password === values.confirmPassword
}
export const passwordMismatch = {
  path: ['confirmPassword'],
  error: 'validation.passwordMismatch',
}

/**
 * A resident ID number must pass the GB 11643 check (the server checks it too); other ID types
 * only have the contract's shape: `.check(z.refine(idNumberMatchesType, idNumberMismatch))`.
 */
export function idNumberMatchesType(values: { idType: string; idNumber: string }) {
  return values.idType !== RESIDENT_ID_TYPE || isResidentId(values.idNumber)
}
export const idNumberMismatch = { path: ['idNumber'], error: 'validation.residentId' }
