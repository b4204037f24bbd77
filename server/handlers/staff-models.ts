import type { StaffApplicant, StaffRecord } from '../../generated/model/index.ts'
import { maskIdNumber } from '../lib/crypto.ts'
import type { RecordUnderReview } from '../services/review.ts'

// The staff console's API models, from the rows the services answer with.

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null)

export function applicantOf(account: RecordUnderReview['account']): StaffApplicant {
  return {
    id: Number(account.id),
    email: account.email,
    status: account.status,
    profileStatus: account.profile_status,
    developerType: account.developer_type,
    createdAt: new Date(account.created_at).toISOString(),
  }
}

/** A record as a reviewer sees it: ID numbers masked (staffRevealIdentity shows them). */
export function recordOf({
  record,
  account,
  reviewedBy,
  changes,
  drift,
}: RecordUnderReview): StaffRecord {
  const proof = record.proof
  return {
    id: Number(record.id),
    type: record.type,
    status: record.status,
    createdAt: iso(record.created_at)!,
    reviewedAt: iso(record.reviewed_at),
    reviewComment: record.review_comment,
    reviewedBy,
    reason: record.reason,
    changes,
    proof:
      proof && proof.idNumber
        ? {
            name: proof.name ?? '',
            idType: proof.idType ?? '',
            idNumberMasked: maskIdNumber(proof.idNumber),
            phone: proof.phone ?? '',
          }
        : null,
    drift,
    applicant: applicantOf(account),
  }
}
