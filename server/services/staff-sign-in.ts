import type { StaffMember } from '../../generated/model/index.ts'
import { Code } from '../../generated/error-catalogue.ts'
import type { AppContext } from '../context.ts'
import { ApiError } from '../lib/api-error.ts'
import { hashPassword, needsRehash, sha256, verifyNothing, verifyPassword } from '../lib/crypto.ts'
import { normaliseEmail } from '../repositories/accounts.ts'
import type { Db } from '../db/database.ts'
import { writeAudit } from '../repositories/audit-log.ts'
import { replaceRecoveryCodes } from '../repositories/second-factor.ts'
import {
  findStaffByEmail,
  findStaffBySetupToken,
  MAX_WRONG_CODES,
  spendSetupLink,
  updateStaff,
  type StaffRow,
} from '../repositories/staff.ts'
import { findVendorById } from '../repositories/vendors.ts'
import { audit } from './audit.ts'
import {
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  proveCode,
  recoveryCodeHash,
} from './second-factor.ts'
import { transact } from './transaction.ts'

// A staff member's way into the console: the set-up link (a password and an authenticator), then
// sign-in with the password and a second factor. Members are added by admins in the console or
// from the command line (staff-admin.ts).

/** An open console session and whose it is. */
export interface StaffSignedIn {
  token: string
  staff: StaffMember
}

/** Who is signed in as the console shows them: their name, role and vendor. */
export async function signedInMember(
  db: Db,
  member: Pick<StaffRow, 'email' | 'name' | 'role' | 'vendor_id'>,
): Promise<StaffMember> {
  const vendor = member.vendor_id === null ? undefined : await findVendorById(db, member.vendor_id)
  return {
    email: member.email,
    name: member.name,
    role: member.role,
    vendor: vendor ? { code: vendor.code, nameZh: vendor.name_zh, nameEn: vendor.name_en } : null,
  }
}

const signedIn = async (db: Db, token: string, member: StaffRow): Promise<StaffSignedIn> => ({
  token,
  staff: await signedInMember(db, member),
})

/**
 * Checks an authenticator code (or, where allowed, a recovery code, then spent), counted before
 * the check: at most MAX_WRONG_CODES are checked per window, the next ones answer 'limit' (443).
 */
const proveSecondFactor = (
  ctx: Pick<AppContext, 'db' | 'secret' | 'now'>,
  member: StaffRow,
  code: string,
  allowRecovery: boolean,
) =>
  proveCode(
    {
      db: ctx.db,
      key: ctx.secret,
      owner: 'staff',
      id: member.id,
      totpSecret: member.totp_secret,
      allowRecovery,
      maxChecks: MAX_WRONG_CODES,
      now: ctx.now(),
    },
    code,
  )

/**
 * The first step of a set-up link: the password, and a new authenticator secret to scan.
 * Starting again (a lost QR code) replaces the secret; the link stays until confirmed.
 */
export async function startStaffSetup(ctx: AppContext, setupToken: string, password: string) {
  const now = ctx.now()
  const member = await findStaffBySetupToken(ctx.db, sha256(setupToken), now)
  if (!member) throw new ApiError(Code.setupLinkInvalid)
  const passwordHash = await hashPassword(password)
  const secret = newTotpSecret()
  await updateStaff(
    ctx.db,
    member.id,
    { password_hash: passwordHash, totp_secret: secret, last_totp_step: 0 },
    now,
  )
  return { email: member.email, secret, otpauthUri: otpauthUri('staff', member.email, secret) }
}

/**
 * The set-up's end: a code from the new authenticator spends the link, enrols the member and
 * opens their first session, with recovery codes shown this once.
 */
export async function confirmStaffSetup(
  ctx: AppContext,
  setupToken: string,
  code: string,
): Promise<{ recoveryCodes: string[]; session: StaffSignedIn }> {
  const tokenHash = sha256(setupToken)
  const member = await findStaffBySetupToken(ctx.db, tokenHash, ctx.now())
  if (!member?.totp_secret || !member.password_hash) throw new ApiError(Code.setupLinkInvalid)
  const proved = await proveSecondFactor(ctx, member, code, false)
  if (proved === 'limit') throw new ApiError(Code.busy)
  if (!proved) throw new ApiError(Code.wrongStaffCode)
  const recoveryCodes = newRecoveryCodes()
  const now = ctx.now()
  const session = await transact(ctx, async (tx) => {
    // A confirmation racing this one finds the link spent.
    if (!(await spendSetupLink(tx, member.id, tokenHash, now))) {
      throw new ApiError(Code.setupLinkInvalid)
    }
    await replaceRecoveryCodes(
      tx,
      'staff',
      member.id,
      recoveryCodes.map((each) => recoveryCodeHash(ctx.secret, 'staff', member.id, each)),
    )
    await writeAudit(
      tx,
      { action: 'staffEnrolled', staffId: member.id, subjectEmail: member.email },
      now,
    )
    return ctx.staffSessions.create(tx, member.id)
  })
  return { recoveryCodes, session: await signedIn(ctx.db, session.token, member) }
}

/** Signs a member in with their password and an authenticator or recovery code; every failure is audited. */
export async function staffSignIn(
  ctx: AppContext,
  credentials: { email: string; password: string; code: string },
): Promise<StaffSignedIn> {
  const email = normaliseEmail(credentials.email)
  const member = await findStaffByEmail(ctx.db, email)
  const failed = async (detail: string, code: number) => {
    await audit(ctx, {
      action: 'signInFailed',
      staffId: member?.id ?? null,
      subjectEmail: email,
      detail,
    })
    return new ApiError(code)
  }
  // An unknown e-mail, and a member without a password (set-up pending), spend the time of a
  // password check too.
  const right = member?.password_hash
    ? await verifyPassword(credentials.password, member.password_hash)
    : await verifyNothing(credentials.password)
  if (!member) throw await failed('no such staff member', Code.wrongEmailOrPassword)
  if (!right) throw await failed('wrong password', Code.wrongEmailOrPassword)
  // The console opens only once the authenticator is proved (confirmStaffSetup).
  if (!member.enrolled_at) throw await failed('set-up not finished', Code.wrongEmailOrPassword)
  // Told only to someone who knows the password.
  if (member.disabled_at) throw await failed('disabled', Code.staffDisabled)
  const proved = await proveSecondFactor(ctx, member, credentials.code, true)
  if (proved === 'limit') throw await failed('too many wrong codes', Code.busy)
  if (!proved) throw await failed('wrong code', Code.wrongStaffCode)
  if (needsRehash(member.password_hash!)) {
    const passwordHash = await hashPassword(credentials.password)
    await updateStaff(ctx.db, member.id, { password_hash: passwordHash }, ctx.now())
  }
  const session = await ctx.staffSessions.create(ctx.db, member.id)
  if (proved === 'recovery') {
    await audit(ctx, { action: 'recoveryCodeUsed', staffId: member.id, subjectEmail: email })
  }
  await audit(ctx, {
    action: 'signIn',
    staffId: member.id,
    detail: proved === 'recovery' ? 'recovery code' : null,
  })
  return signedIn(ctx.db, session.token, member)
}

/** Ends the member's console session. */
export async function staffSignOut(
  ctx: Pick<AppContext, 'db' | 'now' | 'staffSessions'>,
  session: { hash: string; staffId: string },
) {
  await ctx.staffSessions.end(session.hash)
  await audit(ctx, { action: 'signOut', staffId: session.staffId })
}
