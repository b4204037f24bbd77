import type { AppContext, HandlerMap, SessionInfo } from '../context.ts'
import { ApiError } from '../lib/api-error.ts'
import { identitySnapshotOf, type IdentityInput } from '../lib/identity.ts'
import { checkIdentity } from '../lib/input-rules.ts'
import { updateAccount } from '../repositories/accounts.ts'
import {
  closeRecord,
  findRecord,
  findReviewing,
  identitySnapshot,
  insertRecord,
  isUniqueViolation,
  pageRecords,
  recordDetail,
  recordSummary,
  snapshot,
  type ChangeType,
} from '../repositories/change-records.ts'
import { Code } from '../../generated/error-catalogue.ts'

export function changeRecordRoutes(ctx: AppContext): HandlerMap {
  const { db } = ctx

  /**
   * One of the caller's own records. An unknown id and another account's answer alike (441 with
   * reason recordNotFound, HTTP 200), so ids tell nothing about other accounts.
   */
  async function ownRecord(id: number, accountId: string) {
    const record = await findRecord(db, id)
    if (!record || String(record.account_id) !== String(accountId))
      throw new ApiError(Code.invalidParameter, { status: 200 })
    return record
  }

  /** Files an identity change (accountInfo or legalPerson) for review. */
  async function fileIdentityChange(
    type: Extract<ChangeType, 'accountInfo' | 'legalPerson'>,
    body: IdentityInput & { reason: string },
    { account }: SessionInfo,
  ) {
    await checkIdentity(ctx, body)
    if (account.profile_status !== 'complete') throw new ApiError(Code.accountIncomplete)
    // modifyRole moves to the other type; a legal-person change keeps the account's (441 with
    // reason sameDeveloperType / developerTypeMismatch, from the contract's x-reasons).
    const sameType = body.developerType === account.developer_type
    if (type === 'accountInfo' ? sameType : !sameType)
      throw new ApiError(Code.invalidParameter, { status: 200 })
    if (await findReviewing(db, account.id, type)) throw new ApiError(Code.editAccountFailed)
    // An unexpected failure is a 500: 21002 would tell the applicant something untrue.
    const record = await insertRecord(
      db,
      {
        accountId: account.id,
        type,
        before: identitySnapshot(account, type),
        after: snapshot({
          developerType: type === 'accountInfo' ? body.developerType : undefined,
          ...identitySnapshotOf(body),
        }),
        privateIdNumber: body.idNumber,
        reason: body.reason,
      },
      ctx.now(),
    ).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new ApiError(Code.editAccountFailed)
      throw error
    })
    return recordSummary(record)
  }

  return {
    async queryChangeRecordPage({ body, session }) {
      const { account } = await session()
      const { list, total } = await pageRecords(db, account.id, {
        type: body.type,
        status: body.status,
        pageNum: body.pageNum,
        pageSize: body.pageSize,
      })
      return {
        list: list.map(recordSummary),
        total,
        pageNum: body.pageNum,
        pageSize: body.pageSize,
      }
    },

    async queryChangeRecordInfo({ body, session }) {
      const { account } = await session()
      return recordDetail(await ownRecord(body.id, account.id))
    },

    async revokeReview({ body, session }) {
      const { account } = await session()
      const record = await ownRecord(body.id, account.id)
      // Filed by someone who lost access to the account: staff decide, a session cannot withdraw it.
      if (record.type === 'emailRecovery') throw new ApiError(Code.noPermission)
      const now = ctx.now()
      return db.transaction(async (tx) => {
        const closed = await closeRecord(tx, record.id, 'revoked', null, now)
        if (!closed) throw new ApiError(Code.editAccountFailed)
        if (closed.type === 'completeProfile') {
          await updateAccount(tx, account.id, { profile_status: 'incomplete' }, now)
        }
        return recordSummary(closed)
      })
    },

    async updateAccountInfo({ body, session }) {
      return fileIdentityChange('accountInfo', body, await session())
    },

    async updateLegalPersonInfo({ body, session }) {
      return fileIdentityChange('legalPerson', body, await session())
    },
  }
}
