import type { CompanyIdentity, IndividualIdentity } from '../../generated/model/index.ts'
import { maskIdNumber } from './crypto.ts'

/** The identity part of completeAccountInfo, updateAccountInfo and updateLegalPersonInfo. */
export type IdentityInput =
  | { developerType: 'individual'; name: string; idType: string; idNumber: string }
  | {
      developerType: 'company'
      companyName: string
      creditCode: string
      legalPersonName: string
      idType: string
      idNumber: string
    }

/**
 * The identity fields a change record keeps of an input, the ID number only masked. Storage keeps
 * one person's name per account (`identity_name`): the real name of an individual, the legal
 * person of a company. Snapshots and the API name it by developer type.
 */
export function identitySnapshotOf(
  input: IdentityInput,
): Omit<IndividualIdentity, 'developerType'> | Omit<CompanyIdentity, 'developerType'> {
  const common = { idType: input.idType, idNumberMasked: maskIdNumber(input.idNumber) }
  return input.developerType === 'company'
    ? {
        companyName: input.companyName,
        creditCode: input.creditCode,
        legalPersonName: input.legalPersonName,
        ...common,
      }
    : { name: input.name, ...common }
}
