import type {
  QualificationValue,
  StaffApplicant,
  StaffMemberItem,
  StaffRecord,
  Vendor,
} from '../../generated/model/index.ts'
import { maskIdNumber } from '../lib/crypto.ts'
import type { RecordUnderReview } from '../services/review.ts'
import type { StaffMember } from '../services/staff-admin.ts'
import type { VendorView } from '../services/vendors.ts'

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

/** A staff member as the console's members page lists them. */
export function memberToApi(member: StaffMember): StaffMemberItem {
  return {
    id: Number(member.id),
    email: member.email,
    name: member.name,
    role: member.role,
    vendor: member.vendor_code
      ? {
          code: member.vendor_code,
          nameZh: member.vendor_name_zh ?? '',
          nameEn: member.vendor_name_en ?? '',
        }
      : null,
    state: member.state,
  }
}

const bytesOrNull = (value: string | null) => (value === null ? null : Number(value))

/** A vendor's settings as alliance admins see them: never its secret, only whether it is found. */
export function vendorToApi(vendor: VendorView): Vendor {
  return {
    code: vendor.code,
    nameZh: vendor.name_zh,
    nameEn: vendor.name_en,
    issuer: vendor.issuer,
    authorizationEndpoint: vendor.authorization_endpoint,
    tokenEndpoint: vendor.token_endpoint,
    userinfoEndpoint: vendor.userinfo_endpoint,
    clientId: vendor.client_id,
    scopes: vendor.scopes,
    developerIdClaim: vendor.developer_id_claim,
    developerNameClaim: vendor.developer_name_claim,
    qualificationEndpoint: vendor.qualification_endpoint,
    qualificationClaim: vendor.qualification_claim,
    qualificationValues: vendor.qualification_values as QualificationValue[],
    packageMaxBytes: bytesOrNull(vendor.package_max_bytes),
    iconMaxBytes: bytesOrNull(vendor.icon_max_bytes),
    screenshotMaxBytes: bytesOrNull(vendor.screenshot_max_bytes),
    enabled: vendor.enabled,
    development: vendor.development,
    secretConfigured: vendor.secretConfigured,
    redirectUri: vendor.redirectUri,
    createdAt: iso(vendor.created_at)!,
    updatedAt: iso(vendor.updated_at)!,
  }
}
