import * as z from 'zod/mini'
import {
  StaffLoginBody,
  StaffSetupConfirmBody,
  StaffSetupStartBody,
} from '@generated/zod/staff/staff.zod'
import { codeField } from '@/components/second-factor/code-rules'
import {
  formResolver,
  passwordMismatch,
  passwordsMatch,
  trimmed,
} from '@/components/form/validation'

// The sign-in and set-up forms' rules: the contract's request bodies (generated/zod/staff/), with
// the console's own messages where the shared ones (validation.*) have none.

export const staffLoginResolver = formResolver(
  z.object({
    email: trimmed(StaffLoginBody.shape.email),
    password: StaffLoginBody.shape.password,
    code: codeField(StaffLoginBody.shape.code, 'staff.validation.secondFactor'),
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
  z.object({ code: codeField(StaffSetupConfirmBody.shape.code, 'staff.validation.totp') }),
)
export interface StaffTotpValues {
  code: string
}
