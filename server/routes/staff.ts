import type { StaffApplicant, StaffRecord } from '../../generated/model/index.ts'
import type { AppContext, HandlerMap } from '../context.ts'
import {
  hashPassword,
  maskIdNumber,
  needsRehash,
  sha256,
  verifyNothing,
  verifyPassword,
} from '../lib/crypto.ts'
import { ApiError } from '../lib/api-error.ts'
import {
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  proveCode,
  recoveryCodeHash,
} from '../services/second-factor.ts'
import { findAccountById, normaliseEmail, type AccountRow } from '../repositories/accounts.ts'
import { pageAudit, writeAudit, type AuditInput } from '../repositories/audit-log.ts'
import {
  changeFieldOf,
  changesBetween,
  driftSinceFiling,
  findRecord,
  type ChangeRecordRow,
} from '../repositories/change-records.ts'
import { pageQueue } from '../repositories/staff-queue.ts'
import { replaceRecoveryCodes } from '../repositories/second-factor.ts'
import {
  findStaffByEmail,
  findStaffById,
  findStaffBySetupToken,
  MAX_WRONG_CODES,
  spendSetupLink,
  updateStaff,
  type StaffRow,
} from '../repositories/staff.ts'
import { decide, ReviewError, setFrozenById } from '../services/review.ts'
import { Code } from '../../generated/error-catalogue.ts'

// The staff console's operations. Who may call which is decided before any of these runs
// (contract-routes.ts, from each operation's x-staff-role): a handler here only asks `staff()`
// who the caller is.

const ISO = (d: Date | null) => (d ? new Date(d).toISOString() : null)

export function applicantOf(account: AccountRow): StaffApplicant {
  return {
    id: Number(account.id),
    email: account.email,
    status: account.status,
    profileStatus: account.profile_status,
    developerType: account.developer_type,
    createdAt: new Date(account.created_at).toISOString(),
  }
}

export function staffRoutes(ctx: AppContext): HandlerMap {
  const { db } = ctx

  const audit = (entry: AuditInput) => writeAudit(db, entry, ctx.now())

  /**
   * Checks an authenticator code (or, where allowed, a recovery code, then spent), counted before
   * the check: at most MAX_WRONG_CODES are checked per window (443 after).
   */
  async function proveSecondFactor(
    member: StaffRow,
    code: string,
    allowRecovery: boolean,
  ): Promise<'totp' | 'recovery' | undefined> {
    const proved = await proveCode(
      {
        db,
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
    if (proved === 'limit') throw new ApiError(Code.busy)
    return proved
  }

  /** A record as a reviewer sees it: ID numbers masked (staffRevealIdentity shows them). */
  async function recordView(id: number): Promise<StaffRecord> {
    const { record, account } = await recordAndAccount(id)
    const reviewer = record.reviewed_by ? await findStaffById(db, record.reviewed_by) : undefined
    const proof = record.proof
    // Drift only means something while the record waits: a decided one changed the account itself.
    const drift =
      record.status === 'reviewing'
        ? driftSinceFiling(record, account).flatMap((d) => {
            const field = changeFieldOf(d.field)
            const text = (v: unknown) => (v === null || v === undefined ? null : String(v))
            return field ? [{ field, filed: text(d.filed), now: text(d.now) }] : []
          })
        : []
    return {
      id: Number(record.id),
      type: record.type,
      status: record.status,
      createdAt: ISO(record.created_at)!,
      reviewedAt: ISO(record.reviewed_at),
      reviewComment: record.review_comment,
      reviewedBy: reviewer?.email ?? null,
      reason: record.reason,
      changes: changesBetween(record.before, record.after),
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

  /** An unknown record answers 441 with reason recordNotFound (HTTP 200). */
  async function recordAndAccount(
    id: number,
  ): Promise<{ record: ChangeRecordRow; account: AccountRow }> {
    const record = await findRecord(db, id)
    const account = record && (await findAccountById(db, record.account_id))
    if (!record || !account) throw new ApiError(Code.invalidParameter, { status: 200 })
    return { record, account }
  }

  return {
    async staffSetupStart({ body }) {
      const now = ctx.now()
      const member = await findStaffBySetupToken(db, sha256(body.setupToken), now)
      if (!member) throw new ApiError(Code.setupLinkInvalid)
      const passwordHash = await hashPassword(body.password)
      const secret = newTotpSecret()
      // Starting again (a lost QR code) replaces the secret; the link stays until confirmed.
      await updateStaff(
        db,
        member.id,
        { password_hash: passwordHash, totp_secret: secret, last_totp_step: 0 },
        now,
      )
      return { email: member.email, secret, otpauthUri: otpauthUri('staff', member.email, secret) }
    },

    async staffSetupConfirm({ body }) {
      const tokenHash = sha256(body.setupToken)
      const member = await findStaffBySetupToken(db, tokenHash, ctx.now())
      if (!member?.totp_secret || !member.password_hash) throw new ApiError(Code.setupLinkInvalid)
      if (!(await proveSecondFactor(member, body.code, false)))
        throw new ApiError(Code.wrongStaffCode)
      const recoveryCodes = newRecoveryCodes()
      const now = ctx.now()
      const session = await db.transaction(async (tx) => {
        // A confirmation racing this one finds the link spent.
        if (!(await spendSetupLink(tx, member.id, tokenHash, now)))
          throw new ApiError(Code.setupLinkInvalid)
        await replaceRecoveryCodes(
          tx,
          'staff',
          member.id,
          recoveryCodes.map((code) => recoveryCodeHash(ctx.secret, 'staff', member.id, code)),
        )
        await writeAudit(
          tx,
          { action: 'staffEnrolled', staffId: member.id, subjectEmail: member.email },
          now,
        )
        return ctx.staffSessions.create(tx, member.id)
      })
      return {
        recoveryCodes,
        session: { token: session.token, staff: { email: member.email, role: member.role } },
      }
    },

    async staffLogin({ body }) {
      const email = normaliseEmail(body.email)
      const member = await findStaffByEmail(db, email)
      const failed = async (detail: string, code: number) => {
        await audit({
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
        ? await verifyPassword(body.password, member.password_hash)
        : await verifyNothing(body.password)
      if (!member) throw await failed('no such staff member', Code.wrongEmailOrPassword)
      if (!right) throw await failed('wrong password', Code.wrongEmailOrPassword)
      // The console opens only once the authenticator is proved (staffSetupConfirm).
      if (!member.enrolled_at) throw await failed('set-up not finished', Code.wrongEmailOrPassword)
      // Told only to someone who knows the password.
      if (member.disabled_at) throw await failed('disabled', Code.staffDisabled)
      let proved: Awaited<ReturnType<typeof proveSecondFactor>>
      try {
        proved = await proveSecondFactor(member, body.code, true)
      } catch (error) {
        if (error instanceof ApiError && error.code === Code.busy) {
          throw await failed('too many wrong codes', Code.busy)
        }
        throw error
      }
      if (!proved) throw await failed('wrong code', Code.wrongStaffCode)
      const now = ctx.now()
      if (needsRehash(member.password_hash!)) {
        await updateStaff(db, member.id, { password_hash: await hashPassword(body.password) }, now)
      }
      const session = await ctx.staffSessions.create(db, member.id)
      if (proved === 'recovery') {
        await audit({ action: 'recoveryCodeUsed', staffId: member.id, subjectEmail: email })
      }
      await audit({
        action: 'signIn',
        staffId: member.id,
        detail: proved === 'recovery' ? 'recovery code' : null,
      })
      return { token: session.token, staff: { email: member.email, role: member.role } }
    },

    async staffLogout({ staff }) {
      const { hash, staffId } = await staff()
      await ctx.staffSessions.end(hash)
      await audit({ action: 'signOut', staffId })
      return null
    },

    async staffMe({ staff }) {
      const { email, role } = await staff()
      return { email, role }
    },

    async staffQueue({ body }) {
      const { list, total, counts } = await pageQueue(
        db,
        {
          type: body.type,
          status: body.status ?? 'reviewing',
          minAgeDays: body.minAgeDays,
          q: body.q,
          pageNum: body.pageNum,
          pageSize: body.pageSize,
        },
        ctx.now(),
      )
      return { list, total, pageNum: body.pageNum, pageSize: body.pageSize, counts }
    },

    async staffRecord({ body }) {
      return recordView(body.id)
    },

    async staffRevealIdentity({ body, staff }) {
      const { staffId } = await staff()
      const { record, account } = await recordAndAccount(body.id)
      await audit({
        action: 'reveal',
        staffId,
        recordId: record.id,
        accountId: account.id,
        subjectEmail: account.email,
      })
      return {
        changeIdNumber: record.private_id_number,
        accountIdNumber: account.identity_id_number,
        proofIdNumber: record.proof?.idNumber ?? null,
      }
    },

    async staffDecide({ body, staff }) {
      const { staffId } = await staff()
      const comment = body.comment?.trim() || null
      const approve = body.decision === 'approve'
      // The applicant reads why they were refused.
      if (!approve && !comment) throw new ApiError(Code.missingParameter)
      try {
        await decide(ctx.review, body.id, approve, comment, staffId)
      } catch (error) {
        if (!(error instanceof ReviewError)) throw error
        if (error.kind === 'decided') throw new ApiError(Code.alreadyDecided)
        if (error.kind === 'drift') throw new ApiError(Code.accountChangedSinceFiled)
        throw new ApiError(Code.invalidParameter, { status: 200 })
      }
      return recordView(body.id)
    },

    async staffSetAccountFrozen({ body, staff }) {
      const { staffId } = await staff()
      const reason = body.reason.trim()
      if (!reason) throw new ApiError(Code.missingParameter)
      try {
        const account = await setFrozenById(
          ctx.review,
          body.accountId,
          body.frozen,
          staffId,
          reason,
        )
        return applicantOf(account)
      } catch (error) {
        if (error instanceof ReviewError && error.kind === 'notFound')
          throw new ApiError(Code.accountNotFound)
        throw error
      }
    },

    async staffAuditLog({ body }) {
      const { list, total } = await pageAudit(db, {
        action: body.action,
        staff: body.staff,
        recordId: body.recordId,
        accountEmail: body.accountEmail,
        pageNum: body.pageNum,
        pageSize: body.pageSize,
      })
      return { list, total, pageNum: body.pageNum, pageSize: body.pageSize }
    },
  }
}
