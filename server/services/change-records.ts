import type {
  ChangeRecord,
  ChangeRecordPage,
  ChangeRecordSummary,
} from '../../generated/model/index.ts'
import { Code } from '../../generated/error-catalogue.ts'
import type { AppContext } from '../context.ts'
import { ApiError } from '../lib/api-error.ts'
import { identitySnapshotOf, type IdentityInput } from '../lib/identity.ts'
import { updateAccount, type AccountRow } from '../repositories/accounts.ts'
import {
  closeRecord,
  findRecord,
  findReviewing,
  identitySnapshot,
  insertRecord,
  pageRecords,
  recordDetail,
  recordSummary,
  snapshot,
  type ChangeType,
} from '../repositories/change-records.ts'
import { checkIdentity } from './identity.ts'
import { transact } from './transaction.ts'

// An account's own change records: listing them, withdrawing one, and filing an identity change.

/**
 * One of the caller's own records. An unknown id and another account's answer alike (441 with
 * reason recordNotFound, HTTP 200), so ids tell nothing about other accounts.
 */
async function ownRecord(ctx: Pick<AppContext, 'db'>, accountId: string, id: number) {
  const record = await findRecord(ctx.db, id)
  if (!record || String(record.account_id) !== String(accountId))
    throw new ApiError(Code.invalidParameter, { status: 200, reason: 'recordNotFound' })
  return record
}

export async function pageOwnRecords(
  ctx: Pick<AppContext, 'db'>,
  accountId: string,
  filter: { type?: string; status?: string; pageNum: number; pageSize: number },
): Promise<ChangeRecordPage> {
  const { list, total } = await pageRecords(ctx.db, accountId, filter)
  return {
    list: list.map(recordSummary),
    total,
    pageNum: filter.pageNum,
    pageSize: filter.pageSize,
  }
}

export async function ownRecordDetail(
  ctx: Pick<AppContext, 'db'>,
  accountId: string,
  id: number,
): Promise<ChangeRecord> {
  return recordDetail(await ownRecord(ctx, accountId, id))
}

/** Withdraws one of the caller's records under review; a withdrawn completion reopens the profile. */
export async function revokeRecord(
  ctx: AppContext,
  accountId: string,
  id: number,
): Promise<ChangeRecordSummary> {
  const record = await ownRecord(ctx, accountId, id)
  // Filed by someone who lost access to the account: staff decide, a session cannot withdraw it.
  if (record.type === 'emailRecovery') throw new ApiError(Code.noPermission)
  const now = ctx.now()
  return transact(ctx, async (tx) => {
    const closed = await closeRecord(tx, record.id, 'revoked', null, now)
    if (!closed) throw new ApiError(Code.editAccountFailed)
    if (closed.type === 'completeProfile') {
      await updateAccount(tx, accountId, { profile_status: 'incomplete' }, now)
    }
    return recordSummary(closed)
  })
}

/** Files an identity change (accountInfo or legalPerson) for review. */
export async function fileIdentityChange(
  ctx: AppContext,
  account: AccountRow,
  type: Extract<ChangeType, 'accountInfo' | 'legalPerson'>,
  change: IdentityInput & { reason: string },
): Promise<ChangeRecordSummary> {
  await checkIdentity(ctx, change)
  if (account.profile_status !== 'complete') throw new ApiError(Code.accountIncomplete)
  // modifyRole moves to the other type; a legal-person change keeps the account's (441 with
  // reason sameDeveloperType / developerTypeMismatch, from the contract's x-reasons).
  const sameType = change.developerType === account.developer_type
  if (type === 'accountInfo' ? sameType : !sameType) {
    const reason = type === 'accountInfo' ? 'sameDeveloperType' : 'developerTypeMismatch'
    throw new ApiError(Code.invalidParameter, { status: 200, reason })
  }
  if (await findReviewing(ctx.db, account.id, type)) throw new ApiError(Code.editAccountFailed)
  // An unexpected failure is a 500: 21002 would tell the applicant something untrue.
  const record = await transact(
    ctx,
    (tx) =>
      insertRecord(
        tx,
        {
          accountId: account.id,
          type,
          before: identitySnapshot(account, type),
          after: snapshot({
            developerType: type === 'accountInfo' ? change.developerType : undefined,
            ...identitySnapshotOf(change),
          }),
          privateIdNumber: change.idNumber,
          reason: change.reason,
        },
        ctx.now(),
      ),
    { onUnique: Code.editAccountFailed },
  )
  return recordSummary(record)
}
