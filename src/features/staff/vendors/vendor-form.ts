import * as z from 'zod/mini'
import type { QualificationValue, StaffVendorSaveRequest, Vendor } from '@generated/model'
import { StaffVendorSaveBody } from '@generated/zod/staff/staff.zod'
import { emptyOr, trimmed } from '@/components/form/validation'

// The vendor form's values and rules. Every field is plain text or a choice: the qualifying
// values (a JSON array in the contract) are a kind (yes/no, text, number) and either true/false
// or a comma list; the limits (bytes in the contract) are KB. The contract's rules come from
// staffVendorSave's generated schema; what it cannot say (both endpoints or neither, the values'
// kind) is checked here, each issue on its field.

const body = StaffVendorSaveBody.shape

/** The kinds of qualifying values the form offers. */
export const QUALIFICATION_KINDS = ['boolean', 'text', 'number'] as const
export type QualificationKind = (typeof QUALIFICATION_KINDS)[number]

/** The contract's most values (Vendor.qualificationValues' maxItems). */
const MAX_VALUES = 20

/** The values of a comma list, trimmed, the empty ones left out. */
export const commaList = (text: string) =>
  text
    .split(/[,，]/)
    .map((value) => value.trim())
    .filter((value) => value !== '')

/** A decimal number as typed: digits, at most one point. */
const DECIMAL = /^\d+(\.\d+)?$/
const isNumber = (value: string) => /^-?\d+(\.\d+)?$/.test(value)

/** KB as typed to bytes (1 KB = 1024 bytes), rounded to a whole byte. */
export const kbToBytes = (kb: string) => Math.round(Number(kb) * 1024)

/** Bytes as the form shows them: KB, with up to three decimals and no trailing zeros. */
export const bytesToKb = (bytes: number | null) =>
  bytes === null ? '' : String(Number((bytes / 1024).toFixed(3)))

/** A limit in KB: empty (the portal's), or a number whose bytes the contract takes. */
const limit = z
  .string()
  .check(z.trim())
  .check(
    z.refine(
      (value) =>
        value === '' ||
        (DECIMAL.test(value) && body.packageMaxBytes.safeParse(kbToBytes(value)).success),
    ),
  )

export const vendorSchema = (editing: boolean) =>
  z
    .object({
      // The code of a vendor being edited is not a field: it is the vendor's.
      vendorCode: editing ? z.string() : trimmed(body.code),
      vendorNameZh: trimmed(body.nameZh),
      vendorNameEn: trimmed(body.nameEn),
      enabled: z.enum(['true', 'false']),
      issuer: trimmed(body.issuer),
      authorizationEndpoint: trimmed(emptyOr(body.authorizationEndpoint)),
      tokenEndpoint: trimmed(emptyOr(body.tokenEndpoint)),
      userinfoEndpoint: trimmed(emptyOr(body.userinfoEndpoint)),
      clientId: trimmed(body.clientId),
      scopes: trimmed(emptyOr(body.scopes)),
      developerIdClaim: trimmed(emptyOr(body.developerIdClaim)),
      developerNameClaim: trimmed(emptyOr(body.developerNameClaim)),
      qualificationClaim: trimmed(emptyOr(body.qualificationClaim)),
      qualificationEndpoint: trimmed(emptyOr(body.qualificationEndpoint)),
      qualificationKind: z.enum(QUALIFICATION_KINDS),
      qualificationBoolean: z.enum(['true', 'false']),
      qualificationText: z.string(),
      packageKb: limit,
      iconKb: limit,
      screenshotKb: limit,
    })
    .check(
      // Both endpoints or neither (441 vendorEndpoints otherwise): said on the missing one.
      z.refine((values) => values.authorizationEndpoint !== '' || values.tokenEndpoint === '', {
        path: ['authorizationEndpoint'],
        error: 'validation.endpointsBoth',
      }),
      z.refine((values) => values.tokenEndpoint !== '' || values.authorizationEndpoint === '', {
        path: ['tokenEndpoint'],
        error: 'validation.endpointsBoth',
      }),
      // With a claim to check, text or numbers need at least one value, numbers numbers.
      z.refine(
        (values) => {
          if (values.qualificationClaim === '' || values.qualificationKind === 'boolean') {
            return true
          }
          const list = commaList(values.qualificationText)
          return list.length > 0 && list.length <= MAX_VALUES
        },
        { path: ['qualificationText'], error: 'validation.qualificationText' },
      ),
      z.refine(
        (values) =>
          values.qualificationClaim === '' ||
          values.qualificationKind !== 'number' ||
          commaList(values.qualificationText).every(isNumber),
        { path: ['qualificationText'], error: 'validation.qualificationNumbers' },
      ),
    )

export type VendorFormInput = z.input<ReturnType<typeof vendorSchema>>
export type VendorFormValues = z.output<ReturnType<typeof vendorSchema>>

/** The kind of a vendor's qualifying values: all true/false, all numbers, else text. */
function kindOf(values: QualificationValue[]): QualificationKind {
  if (values.length > 0 && values.every((value) => typeof value === 'boolean')) return 'boolean'
  if (values.length > 0 && values.every((value) => typeof value === 'number')) return 'number'
  return 'text'
}

/** The form as it opens: a vendor's settings, or a new vendor's defaults. */
export function formValuesOf(vendor: Vendor | undefined): VendorFormInput {
  const values = vendor?.qualificationValues ?? [true]
  const kind = kindOf(values)
  return {
    vendorCode: vendor?.code ?? '',
    vendorNameZh: vendor?.nameZh ?? '',
    vendorNameEn: vendor?.nameEn ?? '',
    enabled: vendor?.enabled === false ? 'false' : 'true',
    issuer: vendor?.issuer ?? '',
    authorizationEndpoint: vendor?.authorizationEndpoint ?? '',
    tokenEndpoint: vendor?.tokenEndpoint ?? '',
    userinfoEndpoint: vendor?.userinfoEndpoint ?? '',
    clientId: vendor?.clientId ?? '',
    scopes: vendor?.scopes ?? 'openid profile',
    developerIdClaim: vendor?.developerIdClaim ?? 'sub',
    developerNameClaim: vendor?.developerNameClaim ?? 'name',
    qualificationClaim: vendor?.qualificationClaim ?? '',
    qualificationEndpoint: vendor?.qualificationEndpoint ?? '',
    qualificationKind: kind,
    qualificationBoolean: kind === 'boolean' && values[0] === false ? 'false' : 'true',
    qualificationText: kind === 'boolean' ? '' : values.map(String).join(', '),
    packageKb: bytesToKb(vendor?.packageMaxBytes ?? null),
    iconKb: bytesToKb(vendor?.iconMaxBytes ?? null),
    screenshotKb: bytesToKb(vendor?.screenshotMaxBytes ?? null),
  }
}

/** The qualifying values as the contract takes them: a JSON array. */
export function qualificationValuesOf(values: VendorFormValues): QualificationValue[] {
  if (values.qualificationKind === 'boolean') return [values.qualificationBoolean === 'true']
  const list = commaList(values.qualificationText)
  return values.qualificationKind === 'number' ? list.map(Number) : list
}

/**
 * staffVendorSave's body: every setting, an empty one left out (it takes its default, as the
 * contract says); the code is the vendor's when it is edited.
 */
export function saveRequestOf(
  values: VendorFormValues,
  vendor: Vendor | undefined,
): StaffVendorSaveRequest {
  const optional = <K extends keyof StaffVendorSaveRequest>(key: K, value: string) =>
    value === '' ? {} : { [key]: value }
  const bytes = <K extends keyof StaffVendorSaveRequest>(key: K, kb: string) =>
    kb === '' ? {} : { [key]: kbToBytes(kb) }
  const checked = values.qualificationClaim !== ''
  return {
    code: vendor?.code ?? values.vendorCode,
    nameZh: values.vendorNameZh,
    nameEn: values.vendorNameEn,
    issuer: values.issuer,
    ...optional('authorizationEndpoint', values.authorizationEndpoint),
    ...optional('tokenEndpoint', values.tokenEndpoint),
    ...optional('userinfoEndpoint', values.userinfoEndpoint),
    clientId: values.clientId,
    ...optional('scopes', values.scopes),
    ...optional('developerIdClaim', values.developerIdClaim),
    ...optional('developerNameClaim', values.developerNameClaim),
    ...optional('qualificationEndpoint', values.qualificationEndpoint),
    ...(checked
      ? {
          qualificationClaim: values.qualificationClaim,
          qualificationValues: JSON.stringify(qualificationValuesOf(values)),
        }
      : {}),
    ...bytes('packageMaxBytes', values.packageKb),
    ...bytes('iconMaxBytes', values.iconKb),
    ...bytes('screenshotMaxBytes', values.screenshotKb),
    enabled: values.enabled === 'true',
  }
}
