import type {
  Account,
  ChangeRecordSummary,
  CompleteAccountInfoRequest,
  UpdateContactRequest,
} from '../../generated/model/index.ts'
import { Code } from '../../generated/error-catalogue.ts'
import type { AppContext } from '../context.ts'
import { ApiError } from '../lib/api-error.ts'
import { identitySnapshotOf } from '../lib/identity.ts'
import { accountToApi, updateAccount, type AccountRow } from '../repositories/accounts.ts'
import {
  closeRecord,
  findReviewing,
  insertRecord,
  recordSummary,
  snapshot,
} from '../repositories/change-records.ts'
import { checkIdentity } from './identity.ts'
import { transact } from './transaction.ts'
import { spendCodes } from './verification-codes.ts'

// The account's profile: its contact, and completing it with an identity for staff to review.

/** Keeps a complete account's contact; a new phone is proven by the code texted for `contact`. */
export async function updateContact(
  ctx: AppContext,
  account: AccountRow,
  contact: UpdateContactRequest,
): Promise<Account> {
  if (account.profile_status !== 'complete') throw new ApiError(Code.accountIncomplete)
  const now = ctx.now()
  // Only a new phone is proven by a code; keeping the phone needs none.
  const phoneChanges = contact.phone !== account.contact_phone
  if (phoneChanges && contact.smsCode === undefined) throw new ApiError(Code.missingParameter)
  const code = { channel: 'sms', purpose: 'contact', target: contact.phone } as const
  const updated = await transact(ctx, async (tx) => {
    if (phoneChanges) {
      const attempt = { ...code, code: contact.smsCode! }
      await spendCodes(ctx, tx, now, [attempt], Code.wrongVerificationCode)
    }
    return updateAccount(
      tx,
      account.id,
      {
        contact_name: contact.contactName,
        contact_phone: contact.phone,
        contact_wechat: contact.wechat ?? null,
      },
      now,
    )
  })
  return accountToApi(updated)
}

/**
 * Files the account's completion (type, identity, contact) for review, proven by the code texted
 * for `completeProfile`.
 */
export async function completeProfile(
  ctx: AppContext,
  account: AccountRow,
  profile: CompleteAccountInfoRequest,
): Promise<ChangeRecordSummary> {
  await checkIdentity(ctx, profile)
  if (account.profile_status === 'complete') throw new ApiError(Code.accountAlreadyComplete)
  if (await findReviewing(ctx.db, account.id, 'completeProfile'))
    throw new ApiError(Code.completeInfoFailed)
  const now = ctx.now()
  const code = { channel: 'sms', purpose: 'completeProfile', target: profile.phone } as const
  // An unexpected failure is a 500: 11004 here means a completion is already under review.
  const record = await transact(
    ctx,
    async (tx) => {
      const attempt = { ...code, code: profile.smsCode }
      await spendCodes(ctx, tx, now, [attempt], Code.wrongVerificationCode)
      const created = await insertRecord(
        tx,
        {
          accountId: account.id,
          type: 'completeProfile',
          before: snapshot({
            contactName: account.contact_name,
            phone: account.contact_phone,
            wechat: account.contact_wechat,
          }),
          after: snapshot({
            developerType: profile.developerType,
            ...identitySnapshotOf(profile),
            contactName: profile.contactName,
            phone: profile.phone,
            wechat: profile.wechat,
          }),
          privateIdNumber: profile.idNumber,
        },
        now,
      )
      // The contact is kept at once; identity and type wait for the review.
      await updateAccount(
        tx,
        account.id,
        {
          contact_name: profile.contactName,
          contact_phone: profile.phone,
          contact_wechat: profile.wechat ?? null,
          profile_status: 'reviewing',
        },
        now,
      )
      return created
    },
    { onUnique: Code.completeInfoFailed },
  )
  return recordSummary(record)
}

/** Withdraws the completion under review; the profile is incomplete again. */
export async function revokeProfileCompletion(
  ctx: AppContext,
  account: AccountRow,
): Promise<ChangeRecordSummary> {
  const now = ctx.now()
  return transact(ctx, async (tx) => {
    const reviewing = await findReviewing(tx, account.id, 'completeProfile')
    const closed = reviewing && (await closeRecord(tx, reviewing.id, 'revoked', null, now))
    if (!closed) throw new ApiError(Code.completeInfoFailed)
    await updateAccount(tx, account.id, { profile_status: 'incomplete' }, now)
    return recordSummary(closed)
  })
}
