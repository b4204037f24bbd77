import type { StaffRole } from '../../generated/model/index.ts'
import { Code } from '../../generated/error-catalogue.ts'
import type { AppContext } from '../context.ts'
import { ApiError } from '../lib/api-error.ts'
import { CONTRACT_ID, createAjv, loadContract } from '../lib/contract.ts'
import { randomToken, sha256 } from '../lib/crypto.ts'
import { normaliseEmail } from '../repositories/accounts.ts'
import { writeAudit } from '../repositories/audit-log.ts'
import { replaceRecoveryCodes } from '../repositories/second-factor.ts'
import { endStaffSessions } from '../repositories/staff-sessions.ts'
import {
  findStaffByEmail,
  insertStaff,
  listStaff,
  SETUP_LINK_MS,
  updateStaff,
  type StaffRow,
} from '../repositories/staff.ts'
import { publicBase } from '../settings.ts'
import { linkedPages } from '../../rules/linked-pages.ts'
import { transact } from './transaction.ts'

// Staff members are managed from the command line only (`npm run admin -- staff …`): every
// change is in the audit log with no staff member as its author.

/** What managing staff members needs: the command line's own connection, or the server's. */
export type StaffAdminContext = Pick<AppContext, 'db' | 'log' | 'now' | 'settings'>

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

/** The member of that e-mail; 21005 when there is none. */
async function member(ctx: StaffAdminContext, email: string): Promise<StaffRow> {
  const found = await findStaffByEmail(ctx.db, email)
  if (!found) throw new ApiError(Code.accountNotFound)
  return found
}

/**
 * Adds a staff member; returns their set-up link (valid 72 hours, once). 10102 for an address
 * that is not one, 10101 for a member's address.
 */
export async function addStaff(ctx: StaffAdminContext, email: string, role: StaffRole) {
  const address = normaliseEmail(email)
  if (!isEmail(address)) throw new ApiError(Code.invalidEmail)
  const now = ctx.now()
  const token = randomToken()
  await transact(
    ctx,
    async (tx) => {
      if (await findStaffByEmail(tx, address)) throw new ApiError(Code.emailRegistered)
      const row = await insertStaff(tx, address, role, sha256(token), now)
      await writeAudit(
        tx,
        { action: 'staffAdded', staffId: null, subjectEmail: row.email, detail: role },
        now,
      )
    },
    { onUnique: Code.emailRegistered },
  )
  return { email: address, link: setupLink(ctx, token) }
}

/**
 * A new set-up link: the password, the authenticator, the recovery codes and the sessions go, and
 * the member sets them up again (a lost phone, a suspected leak).
 */
export async function resetStaff(ctx: StaffAdminContext, email: string) {
  const found = await member(ctx, email)
  const now = ctx.now()
  const token = randomToken()
  await transact(ctx, async (tx) => {
    await updateStaff(
      tx,
      found.id,
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
    await replaceRecoveryCodes(tx, 'staff', found.id, [])
    await endStaffSessions(tx, found.id)
    await writeAudit(tx, { action: 'staffReset', staffId: null, subjectEmail: found.email }, now)
  })
  return { email: found.email, link: setupLink(ctx, token) }
}

/** Disabling ends the member's sessions at once; enabling lets them sign in again. */
export async function setStaffDisabled(ctx: StaffAdminContext, email: string, disabled: boolean) {
  const found = await member(ctx, email)
  const now = ctx.now()
  await transact(ctx, async (tx) => {
    await updateStaff(tx, found.id, { disabled_at: disabled ? now : null }, now)
    if (disabled) await endStaffSessions(tx, found.id)
    await writeAudit(
      tx,
      {
        action: disabled ? 'staffDisabled' : 'staffEnabled',
        staffId: null,
        subjectEmail: found.email,
      },
      now,
    )
  })
  return found.email
}

/** The role counts from the member's next call: sessions read it at every call. */
export async function setStaffRole(ctx: StaffAdminContext, email: string, role: StaffRole) {
  const found = await member(ctx, email)
  const now = ctx.now()
  await transact(ctx, async (tx) => {
    await updateStaff(tx, found.id, { role }, now)
    await writeAudit(
      tx,
      { action: 'staffRoleChanged', staffId: null, subjectEmail: found.email, detail: role },
      now,
    )
  })
  return found.email
}

export type StaffState = 'active' | 'disabled' | 'set-up pending' | 'set-up link expired'

/** Every member with their role and state, by e-mail. */
export async function listStaffMembers(
  ctx: StaffAdminContext,
): Promise<{ email: string; role: StaffRole; state: StaffState }[]> {
  const rows = await listStaff(ctx.db)
  const now = ctx.now()
  return rows.map((row) => ({
    email: row.email,
    role: row.role,
    state: row.disabled_at
      ? 'disabled'
      : row.enrolled_at
        ? 'active'
        : row.setup_expires_at && new Date(row.setup_expires_at) > now
          ? 'set-up pending'
          : 'set-up link expired',
  }))
}
