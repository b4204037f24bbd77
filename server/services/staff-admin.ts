import type { StaffRole } from '../../generated/model/index.ts'
import { Code } from '../../generated/error-catalogue.ts'
import type { AppContext } from '../context.ts'
import { isUniqueViolation, type Db } from '../db/database.ts'
import { ApiError } from '../lib/api-error.ts'
import { CONTRACT_ID, createAjv, loadContract } from '../lib/contract.ts'
import { randomToken, sha256 } from '../lib/crypto.ts'
import { normaliseEmail } from '../repositories/accounts.ts'
import { writeAudit } from '../repositories/audit-log.ts'
import { replaceRecoveryCodes } from '../repositories/second-factor.ts'
import { endStaffSessions, type StaffSessionInfo } from '../repositories/staff-sessions.ts'
import {
  findStaffByEmail,
  findStaffWithVendor,
  insertStaff,
  listStaff,
  lockAllianceAdmins,
  SETUP_LINK_MS,
  updateStaff,
  type StaffWithVendor,
} from '../repositories/staff.ts'
import { findVendorByCode, type VendorRow } from '../repositories/vendors.ts'
import { publicBase } from '../settings.ts'
import { linkedPages } from '../../rules/linked-pages.ts'
import { transact } from './transaction.ts'

// Staff members are managed by admins in the console and from the command line
// (`npm run admin -- staff …`). In the console the acting member is the audit entry's author and
// the rules below hold (21002/21003 ownAccount and lastAdmin; 21006: a vendor's admin manages that
// vendor's members only); the command line is the server operator's, the author null and only the
// data's own rules apply (an unknown vendor, an address taken).

/** What managing staff members needs: the command line's own connection, or the server's. */
export type StaffAdminContext = Pick<AppContext, 'db' | 'log' | 'now' | 'settings'>

/** Who manages: the console's acting admin, or null for the command line. */
export type StaffActor = Pick<StaffSessionInfo, 'staffId' | 'vendorId' | 'vendorCode'> | null

export type StaffMemberState = 'active' | 'disabled' | 'setupPending' | 'setupExpired'

/** A member as the console and the command line list them. */
export interface StaffMember extends StaffWithVendor {
  state: StaffMemberState
}

/** The longest name kept (the contract's StaffMemberName). */
const NAME_MAX = 50

let emailRule: ((value: unknown) => boolean) | undefined
/** The contract's Email: a staff member's address is answered as one. */
function isEmail(value: string) {
  if (!emailRule) {
    const contract = loadContract()
    emailRule = createAjv(contract, { coerceTypes: false }).compile({
      $ref: `${CONTRACT_ID}#/components/schemas/Email`,
    })
  }
  return emailRule(value)
}

const setupLink = (ctx: StaffAdminContext, token: string) =>
  `${publicBase(ctx.settings)}${linkedPages.staffSetup}?token=${token}`

function stateOf(row: StaffWithVendor, now: Date): StaffMemberState {
  if (row.disabled_at) return 'disabled'
  if (row.enrolled_at) return 'active'
  return row.setup_expires_at && new Date(row.setup_expires_at) > now
    ? 'setupPending'
    : 'setupExpired'
}

const withState = (row: StaffWithVendor, now: Date): StaffMember => ({
  ...row,
  state: stateOf(row, now),
})

/** A name as kept: trimmed, null when empty; 441 past NAME_MAX characters. */
function cleanName(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? ''
  if (trimmed.length > NAME_MAX) throw new ApiError(Code.invalidParameter)
  return trimmed || null
}

/** The member of that id, with their vendor; 21005 when there is none. */
async function memberById(db: Db, id: string | number): Promise<StaffWithVendor> {
  const found = await findStaffWithVendor(db, id)
  if (!found) throw new ApiError(Code.accountNotFound)
  return found
}

/** The member of that e-mail (the command line names members so); 21005 when there is none. */
async function memberByEmail(db: Db, email: string): Promise<StaffWithVendor> {
  const found = await findStaffByEmail(db, email)
  return memberById(db, found?.id ?? 0)
}

/** 21006 when a vendor's admin acts on a member who is not of their vendor. */
function checkTarget(actor: StaffActor, target: StaffWithVendor) {
  if (actor?.vendorId && String(target.vendor_id) !== actor.vendorId) {
    throw new ApiError(Code.ownVendorDataOnly)
  }
}

/** A vendor code given for the alliance: none, or the console's and the command line's `-`. */
const ALLIANCE = new Set([null, '', '-'])

/**
 * The vendor a member is given (`code`; null, '' or '-': the alliance), as `refusal` refuses an
 * unknown one. A vendor's admin may give only their own vendor (21006).
 */
async function vendorGiven(
  db: Db,
  actor: StaffActor,
  given: string | null,
  refusal: number,
): Promise<VendorRow | null> {
  const code = ALLIANCE.has(given) ? null : given
  if (actor?.vendorId && code !== actor.vendorCode) throw new ApiError(Code.ownVendorDataOnly)
  if (!code) return null
  const vendor = await findVendorByCode(db, code)
  if (!vendor) throw new ApiError(refusal, { reason: 'vendorUnknown' })
  return vendor
}

/** The members an admin manages, by e-mail: every one, or their vendor's for a vendor's admin. */
export async function staffMembers(
  ctx: StaffAdminContext,
  actor: StaffActor,
): Promise<StaffMember[]> {
  const rows = await listStaff(ctx.db, actor?.vendorId ? { vendorId: actor.vendorId } : {})
  const now = ctx.now()
  return rows.map((row) => withState(row, now))
}

export interface NewMember {
  email: string
  name?: string | null
  role: StaffRole
  /** The member's vendor; left out (or null, '', '-'): the alliance's own staff. */
  vendorCode?: string | null
}

/**
 * Adds a staff member; returns them with their set-up link (valid 72 hours, once). 10102 for an
 * address that is not one; 21001 `emailTaken` for a member's address, `vendorUnknown`.
 */
export async function addStaffMember(ctx: StaffAdminContext, actor: StaffActor, input: NewMember) {
  const email = normaliseEmail(input.email)
  if (!isEmail(email)) throw new ApiError(Code.invalidEmail)
  const name = cleanName(input.name)
  const now = ctx.now()
  const token = randomToken()
  const taken = () => new ApiError(Code.addAccountFailed, { reason: 'emailTaken' })
  try {
    const member = await transact(ctx, async (tx) => {
      const vendor = await vendorGiven(tx, actor, input.vendorCode ?? null, Code.addAccountFailed)
      if (await findStaffByEmail(tx, email)) throw taken()
      const row = await insertStaff(
        tx,
        { email, name, role: input.role, vendorId: vendor?.id ?? null },
        sha256(token),
        now,
      )
      await writeAudit(
        tx,
        {
          action: 'staffAdded',
          staffId: actor?.staffId ?? null,
          subjectEmail: row.email,
          detail: input.role,
          vendorId: row.vendor_id,
        },
        now,
      )
      return memberById(tx, row.id)
    })
    return { member: withState(member, now), link: setupLink(ctx, token) }
  } catch (error) {
    // Two admins adding one address at once: the unique index decides.
    if (isUniqueViolation(error)) throw taken()
    throw error
  }
}

export interface MemberChanges {
  name?: string | null
  role?: StaffRole
  /** null, '' or '-': the alliance. */
  vendorCode?: string | null
  disabled?: boolean
}

/**
 * Changes a member's name, role, vendor or whether they are disabled; what is given as it already
 * is changes nothing. Disabling ends the member's sessions at once; a role or a vendor counts from
 * their next call (sessions read both at every call). Each kind of change is an audit entry.
 * In the console: 21002 `ownAccount` for the admin's own role, vendor or state, `lastAdmin` for a
 * change that would leave no enabled alliance admin, `vendorUnknown`; 21005; 21006.
 */
export async function editStaffMember(
  ctx: StaffAdminContext,
  actor: StaffActor,
  id: string | number,
  changes: MemberChanges,
): Promise<StaffMember> {
  const now = ctx.now()
  const member = await transact(ctx, async (tx) => {
    const target = await memberById(tx, id)
    checkTarget(actor, target)
    const vendor =
      changes.vendorCode === undefined
        ? undefined
        : await vendorGiven(tx, actor, changes.vendorCode, Code.editAccountFailed)
    const name = changes.name === undefined ? undefined : cleanName(changes.name)
    const vendorId = vendor === undefined ? undefined : (vendor?.id ?? null)
    const set = {
      name: name !== undefined && name !== target.name ? name : undefined,
      role: changes.role !== undefined && changes.role !== target.role ? changes.role : undefined,
      vendorId:
        vendorId !== undefined && String(vendorId) !== String(target.vendor_id)
          ? vendorId
          : undefined,
      disabled:
        changes.disabled !== undefined && changes.disabled !== (target.disabled_at !== null)
          ? changes.disabled
          : undefined,
    }
    const standing = set.role !== undefined || set.vendorId !== undefined || set.disabled
    if (actor && standing) {
      if (String(target.id) === actor.staffId) {
        throw new ApiError(Code.editAccountFailed, { reason: 'ownAccount' })
      }
      // An enabled alliance admin who would no longer be one: another must remain.
      const allianceAdmin = target.role === 'admin' && target.vendor_id === null
      if (allianceAdmin && !target.disabled_at) {
        const admins = await lockAllianceAdmins(tx)
        if (!admins.some((adminId) => adminId !== String(target.id))) {
          throw new ApiError(Code.editAccountFailed, { reason: 'lastAdmin' })
        }
      }
    }
    if (Object.values(set).every((value) => value === undefined)) return target
    await updateStaff(
      tx,
      target.id,
      {
        name: set.name,
        role: set.role,
        vendor_id: set.vendorId,
        disabled_at: set.disabled === undefined ? undefined : set.disabled ? now : null,
      },
      now,
    )
    if (set.disabled) await endStaffSessions(tx, target.id)
    const entry = {
      staffId: actor?.staffId ?? null,
      subjectEmail: target.email,
      vendorId: set.vendorId === undefined ? target.vendor_id : set.vendorId,
    }
    if (set.role !== undefined) {
      await writeAudit(tx, { ...entry, action: 'staffRoleChanged', detail: set.role }, now)
    }
    if (set.disabled !== undefined) {
      await writeAudit(
        tx,
        { ...entry, action: set.disabled ? 'staffDisabled' : 'staffEnabled' },
        now,
      )
    }
    if (set.name !== undefined || set.vendorId !== undefined) {
      const detail = [
        set.name !== undefined ? `name: ${set.name ?? '-'}` : undefined,
        set.vendorId !== undefined ? `vendor: ${vendor?.code ?? '-'}` : undefined,
      ]
      await writeAudit(
        tx,
        { ...entry, action: 'staffEdited', detail: detail.filter(Boolean).join('; ') },
        now,
      )
    }
    return memberById(tx, target.id)
  })
  return withState(member, now)
}

/**
 * A new set-up link: the password, the authenticator, the recovery codes and the sessions go, and
 * the member sets them up again (a lost phone, a suspected leak). In the console: 21003
 * `ownAccount` for the admin's own; 21005; 21006.
 */
export async function resetStaffMember(
  ctx: StaffAdminContext,
  actor: StaffActor,
  id: string | number,
) {
  const now = ctx.now()
  const token = randomToken()
  const member = await transact(ctx, async (tx) => {
    const target = await memberById(tx, id)
    checkTarget(actor, target)
    if (actor && String(target.id) === actor.staffId) {
      throw new ApiError(Code.accountPasswordChangeFailed, { reason: 'ownAccount' })
    }
    await updateStaff(
      tx,
      target.id,
      {
        password_hash: null,
        totp_secret: null,
        enrolled_at: null,
        last_totp_step: 0,
        setup_token_hash: sha256(token),
        setup_expires_at: new Date(now.getTime() + SETUP_LINK_MS),
        failed_codes: 0,
        failed_codes_since: null,
      },
      now,
    )
    await replaceRecoveryCodes(tx, 'staff', target.id, [])
    await endStaffSessions(tx, target.id)
    await writeAudit(
      tx,
      {
        action: 'staffReset',
        staffId: actor?.staffId ?? null,
        subjectEmail: target.email,
        vendorId: target.vendor_id,
      },
      now,
    )
    return memberById(tx, target.id)
  })
  return { member: withState(member, now), link: setupLink(ctx, token) }
}

// The command line names members by e-mail and acts with no author.

export function addStaff(
  ctx: StaffAdminContext,
  email: string,
  role: StaffRole,
  more: { name?: string; vendorCode?: string | null } = {},
) {
  return addStaffMember(ctx, null, { email, role, ...more })
}

export async function resetStaff(ctx: StaffAdminContext, email: string) {
  const target = await memberByEmail(ctx.db, email)
  return resetStaffMember(ctx, null, target.id)
}

export async function editStaff(ctx: StaffAdminContext, email: string, changes: MemberChanges) {
  const target = await memberByEmail(ctx.db, email)
  return editStaffMember(ctx, null, target.id, changes)
}

/** Every member with their name, role, vendor and state, by e-mail. */
export const listStaffMembers = (ctx: StaffAdminContext) => staffMembers(ctx, null)
