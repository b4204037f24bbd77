import * as z from 'zod/mini'
import { VerifyIdentityBody } from '@generated/zod/security/security.zod'
import { codeField, withMessage } from '@/components/second-factor/code-rules'
import { formResolver } from '@/components/form/validation'

// The "confirm it's you" dialog's password form (verify-identity-dialog.tsx), with the security
// page's messages (security.validation.*, the account area's catalogue).

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
