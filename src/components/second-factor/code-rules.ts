import * as z from 'zod/mini'

// The rules of a typed second-factor code, shared by the staff console and the developers'
// security page: the contract's pattern (generated/zod/), checked on the code as the server
// compares it, with the form's own message.

/** The contract's rule with a message of its own (a check's own message wins over the form's). */
export const withMessage = (rule: z.ZodMiniType<unknown, string>, message: string) =>
  z.string().check(z.refine((value) => rule.safeParse(value).success, { error: message }))

/** A typed code as the server compares it: no spaces, recovery codes in lower case. */
export const codeField = (rule: z.ZodMiniType<unknown, string>, message: string) =>
  z.pipe(
    z.string().check(z.overwrite((value) => value.replace(/\s+/g, '').toLowerCase())),
    withMessage(rule, message),
  )

/** The input of an authenticator's six digits (room for a space typed in the middle). */
export const totpInput = {
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  maxLength: 7,
} as const
