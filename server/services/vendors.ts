import { Code } from '../../generated/error-catalogue.ts'
import type { AppContext } from '../context.ts'
import { isUniqueViolation } from '../db/database.ts'
import { ApiError } from '../lib/api-error.ts'
import { writeAudit } from '../repositories/audit-log.ts'
import {
  findVendorByCode,
  insertVendor,
  listVendors,
  updateVendorByCode,
  type VendorFields,
  type VendorRow,
} from '../repositories/vendors.ts'
import { vendorSecret, VendorSecretsFileError } from '../oauth/vendor-secrets.ts'
import { vendorRedirectUri, type Settings } from '../settings.ts'
import { transact } from './transaction.ts'

// The vendors' settings, managed by the alliance's admins in the console (staffVendors,
// staffVendorSave) and from the command line (`npm run admin -- vendor …`). The client secret is
// never among them: it is looked up by code (server/oauth/vendor-secrets.ts), and an answer only
// says whether one is configured.

/**
 * What managing vendors needs: the server's context, or the command line's own connection (which
 * holds no secret in memory: it runs no development vendor).
 */
export type VendorAdminContext = Pick<AppContext, 'db' | 'log' | 'now' | 'settings'> &
  Partial<Pick<AppContext, 'heldVendorSecrets'>>

export const VENDOR_CODE = /^[a-z][a-z0-9-]{1,31}$/

/** A vendor as the console and the command line show it. */
export interface VendorView extends VendorRow {
  /** A client secret is found for the vendor's code (a confidential client; else PKCE only). */
  secretConfigured: boolean
  /** The address to register with the vendor's authorisation server. */
  redirectUri: string
}

/** What the settings fall back to when a save leaves them out (the table's defaults). */
const DEFAULTS: Required<
  Pick<
    VendorFields,
    'scopes' | 'developerIdClaim' | 'developerNameClaim' | 'qualificationValues' | 'enabled'
  >
> = {
  scopes: 'openid profile',
  developerIdClaim: 'sub',
  developerNameClaim: 'name',
  qualificationValues: [],
  enabled: true,
}

const OPTIONAL: (keyof VendorFields)[] = [
  'authorizationEndpoint',
  'tokenEndpoint',
  'userinfoEndpoint',
  'qualificationEndpoint',
  'qualificationClaim',
  'packageMaxBytes',
  'iconMaxBytes',
  'screenshotMaxBytes',
]

const URL_FIELDS = [
  'issuer',
  'authorizationEndpoint',
  'tokenEndpoint',
  'userinfoEndpoint',
  'qualificationEndpoint',
] as const

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/

/**
 * Whether the vendor's authorisation server may be reached at `value`: https, or http on this
 * machine outside production (the development vendor, a provider a test starts).
 */
function usableUrl(settings: Settings, value: string) {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.username || url.password || url.hash) return false
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && !settings.production && LOOPBACK.test(url.hostname)
}

const addressRefused = () =>
  new ApiError(Code.invalidParameter, { status: 200, reason: 'vendorAddress' })
const endpointsRefused = () =>
  new ApiError(Code.invalidParameter, { status: 200, reason: 'vendorEndpoints' })
const valuesRefused = () =>
  new ApiError(Code.invalidParameter, { status: 200, reason: 'qualificationValuesInvalid' })

/** The values a qualification claim may have: JSON scalars other than null. */
const QUALIFICATION_VALUES_MAX = 20
const isQualificationValue = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'

/**
 * The accepted qualification values from their JSON text (`[true]`, `["verified"]`); 441
 * `qualificationValuesInvalid` for anything but an array of at most 20 strings, numbers or
 * booleans.
 */
export function parseQualificationValues(text: string): unknown[] {
  let values: unknown
  try {
    values = JSON.parse(text)
  } catch {
    throw valuesRefused()
  }
  if (!Array.isArray(values)) throw valuesRefused()
  return values
}

/**
 * Checks a vendor's settings as they will be saved: the addresses usable (441 `vendorAddress`:
 * https, http only on this machine outside production) and either discovery (no endpoints) or
 * both the authorisation and the token endpoint (441 `vendorEndpoints`); a qualification claim
 * with the values it accepts (441 `qualificationValuesInvalid`), limits positive (441).
 */
function checkVendor(settings: Settings, vendor: VendorFields) {
  for (const field of URL_FIELDS) {
    const value = vendor[field]
    if (value !== null && value !== undefined && !usableUrl(settings, value)) {
      throw addressRefused()
    }
  }
  if (!vendor.authorizationEndpoint !== !vendor.tokenEndpoint) throw endpointsRefused()
  const texts = [vendor.nameZh, vendor.nameEn, vendor.issuer, vendor.clientId, vendor.scopes]
  for (const text of [...texts, vendor.developerIdClaim, vendor.developerNameClaim]) {
    if (!text?.trim()) throw new ApiError(Code.missingParameter)
  }
  const values = vendor.qualificationValues
  if (
    !Array.isArray(values) ||
    values.length > QUALIFICATION_VALUES_MAX ||
    !values.every(isQualificationValue) ||
    (vendor.qualificationClaim && values.length === 0)
  ) {
    throw valuesRefused()
  }
  for (const limit of [vendor.packageMaxBytes, vendor.iconMaxBytes, vendor.screenshotMaxBytes]) {
    if (limit !== null && limit !== undefined && !(Number.isSafeInteger(limit) && limit > 0)) {
      throw new ApiError(Code.invalidParameter)
    }
  }
}

/** A row's settings as fields, to check a partial change against the whole. */
const fieldsOf = (row: VendorRow): VendorFields => ({
  nameZh: row.name_zh,
  nameEn: row.name_en,
  issuer: row.issuer,
  authorizationEndpoint: row.authorization_endpoint,
  tokenEndpoint: row.token_endpoint,
  userinfoEndpoint: row.userinfo_endpoint,
  clientId: row.client_id,
  scopes: row.scopes,
  developerIdClaim: row.developer_id_claim,
  developerNameClaim: row.developer_name_claim,
  qualificationEndpoint: row.qualification_endpoint,
  qualificationClaim: row.qualification_claim,
  qualificationValues: row.qualification_values,
  packageMaxBytes: row.package_max_bytes === null ? null : Number(row.package_max_bytes),
  iconMaxBytes: row.icon_max_bytes === null ? null : Number(row.icon_max_bytes),
  screenshotMaxBytes: row.screenshot_max_bytes === null ? null : Number(row.screenshot_max_bytes),
  enabled: row.enabled,
})

/**
 * Whether a secret is found for the vendor (the development vendor's is held in memory). A secrets
 * file that cannot be read is the operator's to fix: logged, and the vendor shown without a
 * secret rather than the list refused.
 */
function secretConfigured(ctx: VendorAdminContext, code: string) {
  try {
    return vendorSecret(ctx.settings, code, ctx.heldVendorSecrets) !== undefined
  } catch (error) {
    if (!(error instanceof VendorSecretsFileError)) throw error
    ctx.log.error({ err: error }, error.message)
    return false
  }
}

function viewOf(ctx: VendorAdminContext, row: VendorRow): VendorView {
  return {
    ...row,
    secretConfigured: secretConfigured(ctx, row.code),
    redirectUri: vendorRedirectUri(ctx.settings),
  }
}

/** Every vendor, by code. */
export async function vendorsForAdmin(ctx: VendorAdminContext): Promise<VendorView[]> {
  return (await listVendors(ctx.db)).map((row) => viewOf(ctx, row))
}

/**
 * How a save treats the vendor's settings: `add` creates one (refused when the code is taken),
 * `change` changes the fields given of an existing one, `replace` (the console's form) creates or
 * sets every field, those left out back to empty or their default.
 */
export type VendorSaveMode = 'add' | 'change' | 'replace'

/** `add` of a code taken: 441 naming it (the command line's refusal, never the console's). */
const codeTaken = (code: string) =>
  new ApiError(Code.invalidParameter, { status: 200, data: { codeTaken: code } })

export const isCodeTaken = (error: ApiError) =>
  typeof error.data === 'object' && error.data !== null && 'codeTaken' in error.data

/**
 * Saves a vendor's settings by code, audited (`vendorSaved`, the acting staff member or null for
 * the command line). 441 for a malformed code, `vendorEndpoints`, and `developmentVendor`: the
 * development vendor's row is the server's own (written at each start); 11102 for `change` of an
 * unknown code.
 */
export async function saveVendor(
  ctx: VendorAdminContext,
  staffId: string | null,
  code: string,
  fields: VendorFields,
  mode: VendorSaveMode,
): Promise<{ vendor: VendorView; created: boolean }> {
  if (!VENDOR_CODE.test(code)) throw new ApiError(Code.invalidParameter)
  const now = ctx.now()
  const given: VendorFields =
    mode === 'replace'
      ? {
          ...Object.fromEntries(OPTIONAL.map((key) => [key, null])),
          ...DEFAULTS,
          ...withoutUndefined(fields),
        }
      : withoutUndefined(fields)
  try {
    return await transact(ctx, async (tx) => {
      const existing = await findVendorByCode(tx, code)
      if (existing?.development) {
        throw new ApiError(Code.invalidParameter, { status: 200, reason: 'developmentVendor' })
      }
      if (existing && mode === 'add') throw codeTaken(code)
      if (!existing && mode === 'change') throw new ApiError(Code.vendorCodeNotFound)
      const whole = { ...DEFAULTS, ...(existing ? fieldsOf(existing) : {}), ...given }
      checkVendor(ctx.settings, whole)
      const row = existing
        ? await updateVendorByCode(tx, code, given, now)
        : await insertVendor(tx, code, { ...whole, ...required(whole) }, now)
      await writeAudit(
        tx,
        {
          action: 'vendorSaved',
          staffId,
          vendorId: row!.id,
          detail: existing ? 'changed' : 'added',
        },
        now,
      )
      return { vendor: viewOf(ctx, row!), created: !existing }
    })
  } catch (error) {
    // Two saves of a new code at once: the unique index decides, the second finds the first.
    if (isUniqueViolation(error)) {
      if (mode === 'add') throw codeTaken(code)
      return saveVendor(ctx, staffId, code, fields, mode)
    }
    throw error
  }
}

/** Lets developers bind the vendor and versions go to it again, or stops both. */
export async function setVendorEnabled(
  ctx: VendorAdminContext,
  staffId: string | null,
  code: string,
  enabled: boolean,
): Promise<VendorView> {
  const now = ctx.now()
  return transact(ctx, async (tx) => {
    const existing = await findVendorByCode(tx, code)
    if (!existing) throw new ApiError(Code.vendorCodeNotFound)
    if (existing.development) {
      throw new ApiError(Code.invalidParameter, { status: 200, reason: 'developmentVendor' })
    }
    const row = await updateVendorByCode(tx, code, { enabled }, now)
    await writeAudit(
      tx,
      {
        action: 'vendorSaved',
        staffId,
        vendorId: row!.id,
        detail: enabled ? 'enabled' : 'disabled',
      },
      now,
    )
    return viewOf(ctx, row!)
  })
}

const withoutUndefined = (fields: VendorFields): VendorFields =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined))

/** The fields a new vendor must have, checked present by checkVendor. */
function required(whole: VendorFields) {
  return {
    nameZh: whole.nameZh!,
    nameEn: whole.nameEn!,
    issuer: whole.issuer!,
    clientId: whole.clientId!,
  }
}
