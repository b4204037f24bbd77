import type {
  AccountLookup,
  ChangeRecordSummary,
  UpdateEmailApplyRequest,
} from '../../generated/model/index.ts'
import { Code } from '../../generated/error-catalogue.ts'
import type { AppContext } from '../context.ts'
import { ApiError } from '../lib/api-error.ts'
import { maskEmail, maskName } from '../lib/crypto.ts'
import { emailChangedMail, recoveryFiledMail } from '../mail/messages.ts'
import {
  findAccountByEmail,
  findAccountById,
  normaliseEmail,
  updateAccount,
  type AccountRow,
} from '../repositories/accounts.ts'
import { issueRecoveryTicket, takeRecoveryTicket, takeTicket } from '../repositories/captchas.ts'
import { findReviewing, insertRecord, recordSummary } from '../repositories/change-records.ts'
import type { CodeAttempt } from '../repositories/codes.ts'
import { sendNotice } from './notices.ts'
import { checkIdDocument } from './identity.ts'
import { transact } from './transaction.ts'
import { spendCodes } from './verification-codes.ts'

// A login e-mail changes in one of two ways: at once with codes sent to both addresses, or, for
// an account whose address is lost, by an application that staff review.

/** Moves the caller's account to `newEmail`, proven by a code to each address. */
export async function changeEmail(
  ctx: AppContext,
  account: AccountRow,
  change: { newEmail: string; oldEmailCode: string; newEmailCode: string },
) {
  const newEmail = normaliseEmail(change.newEmail)
  if (newEmail === account.email) throw new ApiError(Code.sameEmail)
  const now = ctx.now()
  const codes: CodeAttempt[] = [
    {
      channel: 'email',
      purpose: 'updateEmailOld',
      target: account.email,
      code: change.oldEmailCode,
    },
    { channel: 'email', purpose: 'updateEmailNew', target: newEmail, code: change.newEmailCode },
  ]
  // Both codes before anything about the new address is told (10107).
  await transact(
    ctx,
    async (tx) => {
      await spendCodes(ctx, tx, now, codes, Code.wrongEmailCode)
      await updateAccount(tx, account.id, { email: newEmail }, now)
    },
    { onUnique: Code.newEmailRegistered, failAs: Code.emailChangeFailed },
  )
  sendNotice(ctx, emailChangedMail(account.email, maskEmail(newEmail), now), 'the e-mail notice')
}

/**
 * The recovery look-up behind a captcha ticket: what the account shows of itself, masked, and
 * the proof updateEmailApply needs (single use, 10 minutes, bound to this account). An unknown
 * address spends the ticket too.
 */
export async function lookUpForRecovery(
  ctx: AppContext,
  email: string,
  ticket: string,
): Promise<AccountLookup> {
  const now = ctx.now()
  const { account, recoveryTicket } = await transact(ctx, async (tx) => {
    if (!(await takeTicket(tx, ticket, 'recovery', now)))
      throw new ApiError(Code.wrongVerificationCode)
    const account = await findAccountByEmail(tx, email)
    if (!account) throw new ApiError(Code.emailNotFound, { keepsWork: true })
    return { account, recoveryTicket: await issueRecoveryTicket(tx, account.id, now) }
  })
  return {
    emailMasked: maskEmail(account.email),
    developerType: account.developer_type,
    profileStatus: account.profile_status,
    nameMasked: account.identity_name ? maskName(account.identity_name) : null,
    recoveryTicket,
  }
}

/** Files an application to move an account whose address is lost, for staff to review. */
export async function applyForEmailRecovery(
  ctx: AppContext,
  application: UpdateEmailApplyRequest,
): Promise<ChangeRecordSummary> {
  const email = normaliseEmail(application.email)
  const newEmail = normaliseEmail(application.newEmail)
  const now = ctx.now()
  await checkIdDocument(ctx, application)
  // Needs the recovery look-up's ticket, bound to the account: spent by every answer but a
  // failure of the write itself, so one look-up (one captcha) is one application.
  // An unexpected failure is a 500: 11007 here means an application is already under review.
  const { account, record } = await transact(
    ctx,
    async (tx) => {
      const refuse = (code: number) => new ApiError(code, { keepsWork: true })
      const accountId = await takeRecoveryTicket(tx, application.recoveryTicket, now)
      const account = accountId ? await findAccountById(tx, accountId) : undefined
      if (!account || account.email !== email) throw refuse(Code.wrongVerificationCode)
      if (newEmail === account.email) throw refuse(Code.sameEmail)
      if (await findAccountByEmail(tx, newEmail)) throw refuse(Code.newEmailRegistered)
      if (await findReviewing(tx, account.id, 'emailRecovery')) throw refuse(Code.emailChangeFailed)
      const record = await insertRecord(
        tx,
        {
          accountId: account.id,
          type: 'emailRecovery',
          before: { email: account.email },
          after: { email: newEmail },
          proof: {
            name: application.name,
            idType: application.idType,
            idNumber: application.idNumber,
            phone: application.phone,
          },
          reason: application.reason,
        },
        now,
      )
      return { account, record }
    },
    { onUnique: Code.emailChangeFailed },
  )
  sendNotice(ctx, recoveryFiledMail(account.email, record.id, now), 'the recovery notice')
  return recordSummary(record)
}
