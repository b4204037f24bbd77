import { isCreditCode, isResidentId, RESIDENT_ID_TYPE } from '../../rules/identity-numbers.ts'
import type { AppContext } from '../context.ts'
import { ApiError } from '../lib/api-error.ts'
import type { IdentityInput } from '../lib/identity.ts'
import { Code, type CatalogueLanguage } from '../../generated/error-catalogue.ts'

/** The ID document types an identity may name, in the caller's language. */
export function listIdTypes(ctx: Pick<AppContext, 'idTypes'>, lang: CatalogueLanguage) {
  return ctx.idTypes.list(lang)
}

/**
 * The rules the contract cannot state in its schema (441 when broken): a known ID type, a resident
 * ID number with a valid check digit, a credit code with a valid check character.
 */
export async function checkIdentity(ctx: Pick<AppContext, 'idTypes'>, identity: IdentityInput) {
  await checkIdDocument(ctx, identity)
  if (identity.developerType === 'company' && !isCreditCode(identity.creditCode))
    throw new ApiError(Code.invalidParameter)
}

/** An ID type from the list, and a resident ID that passes GB 11643. */
export async function checkIdDocument(
  ctx: Pick<AppContext, 'idTypes'>,
  document: { idType: string; idNumber: string },
) {
  if (!(await ctx.idTypes.has(document.idType))) throw new ApiError(Code.invalidParameter)
  if (document.idType === RESIDENT_ID_TYPE && !isResidentId(document.idNumber))
    throw new ApiError(Code.invalidParameter)
}
