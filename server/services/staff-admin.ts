import type { StaffRole } from '../../generated/model/index.ts'
import { CONTRACT_ID, createAjv, loadContract, STAFF_ROLES } from '../lib/contract.ts'
import { randomToken, sha256 } from '../lib/crypto.ts'
import { writeAudit } from '../repositories/audit-log.ts'
import { endStaffSessions } from '../repositories/staff-sessions.ts'
import {
  findStaffByEmail,
  insertStaff,
  listStaff,
  SETUP_LINK_MS,
  updateStaff,
  type StaffRow,
} from '../repositories/staff.ts'
import { normaliseEmail } from '../repositories/accounts.ts'
import { ReviewError, type ReviewDeps } from './review.ts'

// Staff members are managed from the command line only (`npm run admin -- staff …`): every
// change is in the audit log with no staff member as its author.

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

export function parseRole(value: string | undefined): StaffRole {
  if (!STAFF_ROLES.includes(value as StaffRole)) {
    throw new ReviewError(`the role must be ${STAFF_ROLES.join(' or ')}`)
  }
  return value as StaffRole
}

const setupLink = (deps: ReviewDeps, token: string) =>
  `${deps.setupBase ?? 'http://localhost:3000'}/staff/setup?token=${token}`

async function member(deps: ReviewDeps, email: string | undefined): Promise<StaffRow> {
  if (!email) throw new ReviewError('give the staff member’s e-mail')
  const found = await findStaffByEmail(deps.db, email)
  if (!found) throw new ReviewError(`no staff member ${normaliseEmail(email)}`)
  return found
}

/** Adds a staff member; returns the set-up link (valid 72 hours, once). */
export async function addStaff(deps: ReviewDeps, email: string | undefined, role: StaffRole) {
  if (!email || !isEmail(normaliseEmail(email))) throw new ReviewError('staff add needs an e-mail')
  const now = deps.now()
  const token = randomToken()
  await deps.db.transaction(async (tx) => {
    if (await findStaffByEmail(tx, email)) {
      throw new ReviewError(`${normaliseEmail(email)} is a staff member already`)
    }
    const row = await insertStaff(tx, email, role, sha256(token), now)
    await writeAudit(
      tx,
      { action: 'staffAdded', staffId: null, subjectEmail: row.email, detail: role },
      now,
    )
  })
  return setupLink(deps, token)
}

/**
 * A new set-up link: the password, the authenticator, the recovery codes and the sessions go, and
 * the member sets them up again (a lost phone, a suspected leak).
 */
export async function resetStaff(deps: ReviewDeps, email: string | undefined) {
  const found = await member(deps, email)
  const now = deps.now()
  const token = randomToken()
  await deps.db.transaction(async (tx) => {
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
    await tx.query('delete from staff_recovery_codes where staff_id = $1', [found.id])
    await endStaffSessions(tx, found.id)
    await writeAudit(tx, { action: 'staffReset', staffId: null, subjectEmail: found.email }, now)
  })
  return { email: found.email, link: setupLink(deps, token) }
}

/** Disabling ends the member's sessions at once; enabling lets them sign in again. */
export async function setStaffDisabled(
  deps: ReviewDeps,
  email: string | undefined,
  disabled: boolean,
) {
  const found = await member(deps, email)
  const now = deps.now()
  await deps.db.transaction(async (tx) => {
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
export async function setStaffRole(deps: ReviewDeps, email: string | undefined, role: StaffRole) {
  const found = await member(deps, email)
  const now = deps.now()
  await deps.db.transaction(async (tx) => {
    await updateStaff(tx, found.id, { role }, now)
    await writeAudit(
      tx,
      { action: 'staffRoleChanged', staffId: null, subjectEmail: found.email, detail: role },
      now,
    )
  })
  return found.email
}

/** One line per member: e-mail, role, state (active, disabled, set-up pending). */
export async function staffLines(deps: ReviewDeps): Promise<string[]> {
  const rows = await listStaff(deps.db)
  return rows.map((row) => {
    const state = row.disabled_at
      ? 'disabled'
      : row.enrolled_at
        ? 'active'
        : row.setup_expires_at && new Date(row.setup_expires_at) > deps.now()
          ? 'set-up pending'
          : 'set-up link expired'
    return `${row.email}\t${row.role.padEnd(8)}\t${state}`
  })
}
