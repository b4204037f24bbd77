import * as z from 'zod/mini'
import {
  StaffLoginBody,
  StaffSetupConfirmBody,
  StaffSetupStartBody,
} from '@generated/zod/staff/staff.zod'
import { formResolver, passwordMismatch, passwordsMatch, trimmed } from '@/lib/validation'

// The sign-in and set-up forms' rules: the contract's request bodies (generated/zod/staff/), with
// the console's own messages where the shared ones (validation.*) have none.

/** The contract's rule with a message of its own (a check's own message wins over the form's). */
const withMessage = (rule: z.ZodMiniType<unknown, string>, message: string) =>
  z.string().check(z.refine((value) => rule.safeParse(value).success, { error: message }))

/** A typed code as the server compares it: no spaces, recovery codes in lower case. */
const code = (rule: z.ZodMiniType<unknown, string>, message: string) =>
  z.pipe(
    z.string().check(z.overwrite((value) => value.replace(/\s+/g, '').toLowerCase())),
    withMessage(rule, message),
  )

export const staffLoginResolver = formResolver(
  z.object({
    email: trimmed(StaffLoginBody.shape.email),
    password: StaffLoginBody.shape.password,
    code: code(StaffLoginBody.shape.code, 'staff.validation.secondFactor'),
  }),
)
export interface StaffLoginValues {
  email: string
  password: string
  code: string
}

export const staffPasswordResolver = formResolver(
  z
    .object({
      password: StaffSetupStartBody.shape.password,
      confirmPassword: z.string(),
    })
    .check(z.refine(passwordsMatch, passwordMismatch)),
)
export interface StaffPasswordValues {
  password: string
  confirmPassword: string
}

export const staffTotpResolver = formResolver(
  z.object({ code: code(StaffSetupConfirmBody.shape.code, 'staff.validation.totp') }),
)
export interface StaffTotpValues {
  code: string
}
