import type {
  CompanyIdentity,
  DeveloperType,
  IndividualIdentity,
} from '../../generated/model/index.ts'
import type { AccountRow } from '../repositories/accounts.ts'
import type { Snapshot } from '../repositories/change-records.ts'
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
 * Storage keeps one person's name per account (`identity_name`): the real name of an individual,
 * the legal person of a company. Snapshots and the API name it by developer type.
 */
export function identitySnapshotOf(input: IdentityInput): Snapshot {
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

/** The account's identity in the contract's union, or null before approval. */
export function identityOf(row: AccountRow): IndividualIdentity | CompanyIdentity | null {
  if (!row.developer_type || !row.identity_name || !row.identity_id_type) return null
  if (!row.identity_id_number) return null
  const idNumberMasked = maskIdNumber(row.identity_id_number)
  if (row.developer_type === 'company') {
    return {
      developerType: 'company',
      companyName: row.company_name ?? '',
      creditCode: row.credit_code ?? '',
      legalPersonName: row.identity_name,
      idType: row.identity_id_type,
      idNumberMasked,
    }
  }
  return {
    developerType: 'individual',
    name: row.identity_name,
    idType: row.identity_id_type,
    idNumberMasked,
  }
}

/** The account's identity as a record's `before` holds it (with its type for a type change). */
export function accountIdentitySnapshot(row: AccountRow, withType: boolean): Snapshot {
  const identity = identityOf(row)
  if (!identity) return withType && row.developer_type ? { developerType: row.developer_type } : {}
  const { developerType, ...fields } = identity
  return { ...(withType ? { developerType } : {}), ...fields } as Snapshot
}

export const isDeveloperType = (value: unknown): value is DeveloperType =>
  value === 'individual' || value === 'company'
