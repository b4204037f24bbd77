import { isResidentId, RESIDENT_ID_TYPE } from '../../rules/identity-numbers.ts'
import type { AppContext } from '../context.ts'
import { ApiError } from './errors.ts'

/**
 * The rules the contract states in words rather than schema: a known ID type, a resident ID
 * number with a valid check digit, and the company fields a company needs.
 */
export async function checkIdentity(
  ctx: AppContext,
  body: { idType: string; idNumber: string; companyName?: string; creditCode?: string },
  developerType: 'individual' | 'company' | null,
) {
  if (!(await ctx.idTypes.has(body.idType))) throw new ApiError(441)
  if (body.idType === RESIDENT_ID_TYPE && !isResidentId(body.idNumber)) throw new ApiError(441)
  if (developerType === 'company' && (!body.companyName || !body.creditCode))
    throw new ApiError(440)
}
