import { isCreditCode, isResidentId, RESIDENT_ID_TYPE } from '../../rules/identity-numbers.ts'
import type { AppContext } from '../context.ts'
import { ApiError } from './api-error.ts'
import type { IdentityInput } from './identity.ts'
import { Code } from '../../generated/error-catalogue.ts'

/**
 * The rules the contract cannot state in its schema (441 when broken): a known ID type, a resident
 * ID number with a valid check digit, a credit code with a valid check character.
 */
export async function checkIdentity(ctx: AppContext, body: IdentityInput) {
  await checkIdDocument(ctx, body)
  if (body.developerType === 'company' && !isCreditCode(body.creditCode))
    throw new ApiError(Code.invalidParameter)
}

/** An ID type from the list, and a resident ID that passes GB 11643. */
export async function checkIdDocument(ctx: AppContext, body: { idType: string; idNumber: string }) {
  if (!(await ctx.idTypes.has(body.idType))) throw new ApiError(Code.invalidParameter)
  if (body.idType === RESIDENT_ID_TYPE && !isResidentId(body.idNumber))
    throw new ApiError(Code.invalidParameter)
}
