import type { FieldChange, FieldDrift } from '../../generated/model/index.ts'
import { Code } from '../../generated/error-catalogue.ts'
import type { AppContext } from '../context.ts'
import { ApiError } from '../lib/api-error.ts'
import { decisionMail } from '../mail/messages.ts'
import {
  findAccountByEmail,
  findAccountById,
  updateAccount,
  type AccountRow,
} from '../repositories/accounts.ts'
import { writeAudit } from '../repositories/audit-log.ts'
import {
  changeFieldOf,
  changesBetween,
  closeRecord,
  driftSinceFiling,
  findRecord,
  listRecords,
  type ChangeRecordRow,
  type ChangeStatus,
} from '../repositories/change-records.ts'
import { forgetLoginFailures } from '../repositories/login-failures.ts'
import { endAccountSessions } from '../repositories/sessions.ts'
import { findStaffById } from '../repositories/staff.ts'
import { pageQueue, type QueueFilter } from '../repositories/staff-queue.ts'
import { removeSecondFactors } from '../repositories/two-step.ts'
import { audit } from './audit.ts'
import { transact } from './transaction.ts'

// Staff review of change records, for the staff console and the admin command line alike:
// `staffId` names the staff member who acts, null for the command line.

/** What a decision needs: the server's context, or the one the command line builds. */
export type ReviewContext = Pick<AppContext, 'db' | 'log' | 'mailer' | 'now' | 'changed'>

/** A record as a reviewer sees it, before the console's masking. */
export interface RecordUnderReview {
  record: ChangeRecordRow
  /** The applicant's account as it is now. */
  account: AccountRow
  /** The e-mail of the staff member who decided; null while undecided, or decided by the CLI. */
  reviewedBy: string | null
  changes: FieldChange[]
  /** The fields the account changed since filing; empty once the record is decided. */
  drift: FieldDrift[]
}

/** An unknown record answers 441 with reason recordNotFound (HTTP 200). */
const recordNotFound = () =>
  new ApiError(Code.invalidParameter, { status: 200, reason: 'recordNotFound' })

async function recordAndAccount(
  ctx: Pick<AppContext, 'db'>,
  id: number,
): Promise<{ record: ChangeRecordRow; account: AccountRow }> {
  const record = await findRecord(ctx.db, id)
  const account = record && (await findAccountById(ctx.db, record.account_id))
  if (!record || !account) throw recordNotFound()
  return { record, account }
}

/** The newest records, in one status if asked, with their applicant's e-mail (the command line). */
export function recentRecords(ctx: Pick<AppContext, 'db'>, status?: ChangeStatus) {
  return listRecords(ctx.db, status)
}

/** One page of the records in one status (under review unless asked), the oldest first. */
export async function reviewQueue(
  ctx: Pick<AppContext, 'db' | 'now'>,
  filter: Omit<QueueFilter, 'status'> & { status?: ChangeStatus },
) {
  return pageQueue(ctx.db, { ...filter, status: filter.status ?? 'reviewing' }, ctx.now())
}

export async function reviewRecord(
  ctx: Pick<AppContext, 'db'>,
  id: number,
): Promise<RecordUnderReview> {
  const { record, account } = await recordAndAccount(ctx, id)
  const reviewer = record.reviewed_by ? await findStaffById(ctx.db, record.reviewed_by) : undefined
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
    record,
    account,
    reviewedBy: reviewer?.email ?? null,
    changes: changesBetween(record.before, record.after),
    drift,
  }
}

/** A record with its ID numbers unmasked, for the staff member: written to the audit log. */
export async function revealRecord(
  ctx: Pick<AppContext, 'db' | 'now'>,
  id: number,
  staffId: string | null,
): Promise<{ record: ChangeRecordRow; account: AccountRow }> {
  const { record, account } = await recordAndAccount(ctx, id)
  await audit(ctx, {
    action: 'reveal',
    staffId,
    recordId: record.id,
    accountId: account.id,
    subjectEmail: account.email,
  })
  return { record, account }
}

/**
 * Decides a record under review; approval applies `after` in the same transaction, and the audit
 * entry is written in it too. A rejection needs a comment: the applicant reads why. A record no
 * longer under review answers 30003; approving one whose account changed since filing, 30004.
 */
export async function decide(
  ctx: ReviewContext,
  id: number,
  approve: boolean,
  comment: string | null | undefined,
  staffId: string | null = null,
): Promise<ChangeRecordRow> {
  const note = comment?.trim() || null
  if (!approve && !note) throw new ApiError(Code.missingParameter)
  const now = ctx.now()
  const { record, notify, factorsRemoved } = await transact(ctx, async (tx) => {
    if (!(await findRecord(tx, id))) throw recordNotFound()
    // One statement decides between two reviewers: the second finds it no longer under review.
    const record = await closeRecord(tx, id, approve ? 'approved' : 'rejected', note, now, staffId)
    if (!record) throw new ApiError(Code.alreadyDecided)
    const account = await findAccountById(tx, record.account_id)
    if (!account) throw recordNotFound()
    // Refused inside the transaction: the record stays under review, nothing changes.
    if (approve && driftSinceFiling(record, account).length > 0) {
      throw new ApiError(Code.accountChangedSinceFiled)
    }
    const notify = [account.email]
    let factorsRemoved = false
    const after = record.after
    if (!approve) {
      if (record.type === 'completeProfile') {
        await updateAccount(tx, account.id, { profile_status: 'rejected' }, now)
      }
    } else if (record.type === 'emailRecovery') {
      const newEmail = after.email!
      // Registered by another account meanwhile.
      if (await findAccountByEmail(tx, newEmail)) throw new ApiError(Code.accountChangedSinceFiled)
      await updateAccount(tx, account.id, { email: newEmail }, now)
      await forgetLoginFailures(tx, newEmail)
      // Whoever held the old address's sessions should not keep the account, nor its second
      // factors: the recovery proved who the applicant is, not that they hold those.
      await endAccountSessions(tx, account.id)
      factorsRemoved = await removeSecondFactors(tx, account.id, now, { passkeys: true })
      notify.push(newEmail)
    } else {
      const company = (after.developerType ?? account.developer_type) === 'company'
      await updateAccount(
        tx,
        account.id,
        {
          developer_type: after.developerType,
          // One person's name per account: an individual's, or a company's legal person.
          identity_name: after.name ?? after.legalPersonName,
          identity_id_type: after.idType,
          identity_id_number: record.private_id_number,
          company_name: company ? after.companyName : null,
          credit_code: company ? after.creditCode : null,
          profile_status: record.type === 'completeProfile' ? 'complete' : undefined,
        },
        now,
      )
    }
    await writeAudit(
      tx,
      {
        action: approve ? 'approve' : 'reject',
        staffId,
        recordId: record.id,
        accountId: account.id,
        subjectEmail: account.email,
        detail: note,
      },
      now,
    )
    return { record, notify, factorsRemoved }
  })
  ctx.changed(String(record.account_id))
  // Sent before the answer: the command line says the applicant was told, then closes its mailer.
  for (const to of notify) {
    try {
      await ctx.mailer.send(decisionMail(to, record, approve, note, factorsRemoved))
    } catch (error) {
      ctx.log.error({ err: error, to }, 'the decision mail could not be sent')
    }
  }
  return record
}
