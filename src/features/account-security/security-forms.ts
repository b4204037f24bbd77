import * as z from 'zod/mini'
import {
  ConfirmTwoStepBody,
  DisableTwoStepBody,
  RegisterPasskeyBody,
  VerifyIdentityBody,
} from '@generated/zod/security/security.zod'
import { codeField, withMessage } from '@/components/second-factor/code-rules'
import { formResolver, trimmed } from '@/components/form/validation'

// The security page's forms: the contract's request bodies (generated/zod/security/), with the
// page's own messages where the shared ones (validation.*) have none.

export const confirmTwoStepResolver = formResolver(
  z.object({ code: codeField(ConfirmTwoStepBody.shape.code, 'security.validation.totp') }),
)
/** The input of an authenticator's six digits (room for a space typed in the middle). */
export const totpInput = {
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  maxLength: 7,
} as const

export interface CodeValues {
  code: string
}

export const turnOffResolver = formResolver(
  z.object({
    password: DisableTwoStepBody.shape.password,
    code: codeField(DisableTwoStepBody.shape.code, 'security.validation.secondFactor'),
  }),
)
export interface TurnOffValues {
  password: string
  code: string
}

// verifyIdentity takes the password or a passkey, so the contract's fields are optional; the
// dialog's password form needs the password (and the code when two-step sign-in is on).
const verifyRules = VerifyIdentityBody.shape
/** The password, with an authenticator code when two-step sign-in is on (verifyIdentity). */
export const verifyIdentityResolver = (twoStepEnabled: boolean) =>
  formResolver(
    z.object({
      password: withMessage(
        verifyRules.password._zod.def.innerType,
        'security.validation.password',
      ),
      code: twoStepEnabled
        ? codeField(verifyRules.code._zod.def.innerType, 'security.validation.totp')
        : z.string(),
    }),
  )
export interface VerifyIdentityValues {
  password: string
  code: string
}

export const passkeyNameResolver = formResolver(
  z.object({
    name: trimmed(withMessage(RegisterPasskeyBody.shape.name, 'security.validation.passkeyName')),
  }),
)
export interface PasskeyNameValues {
  name: string
}
