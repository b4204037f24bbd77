import * as z from 'zod/mini'
import {
  ConfirmTwoStepBody,
  DisableTwoStepBody,
  RegisterPasskeyBody,
} from '@generated/zod/security/security.zod'
import { codeField, withMessage } from '@/components/second-factor/code-rules'
import { formResolver, trimmed } from '@/components/form/validation'

// The security page's forms: the contract's request bodies (generated/zod/security/), with the
// page's own messages where the shared ones (validation.*) have none.

export const confirmTwoStepResolver = formResolver(
  z.object({ code: codeField(ConfirmTwoStepBody.shape.code, 'security.validation.totp') }),
)

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

export const passkeyNameResolver = formResolver(
  z.object({
    name: trimmed(withMessage(RegisterPasskeyBody.shape.name, 'security.validation.passkeyName')),
  }),
)
export interface PasskeyNameValues {
  name: string
}
