// Handlers the account-area stories share: the signed-in account, the ID types, and the record
// calls (a page answered by the filter it is asked for, a record by its id).
import type { Account, ChangeRecord } from '@generated/model'
import { idTypes, recordPage } from './fixtures'
import { failure, success } from './envelopes'
import { answer, answerData } from './handlers'
import { requestsTo } from './request-log'
import { Code } from '@generated/error-catalogue'

/** queryAccountInfo answers `account`; with `after`, that one once `operation` was called. */
export function sessionHandler(account: Account, after?: { operation: string; account: Account }) {
  return answer('queryAccountInfo', () =>
    success(after && requestsTo(after.operation).length > 0 ? after.account : account),
  )
}

export const idTypesHandler = answerData('queryIdTypes', idTypes)

/**
 * queryPage over `records` (newest first as given): filtered by type and status and paged as the
 * server does, so filter and pagination stories see what they asked for.
 */
export function recordPageHandler(records: ChangeRecord[], total?: number) {
  return answer('queryChangeRecordPage', ({ params }) => {
    const pageNum = Number(params.pageNum ?? 1)
    const pageSize = Number(params.pageSize ?? 10)
    const matching = records.filter(
      (record) =>
        (!params.type || record.type === params.type) &&
        (!params.status || record.status === params.status),
    )
    const list = matching.slice((pageNum - 1) * pageSize, pageNum * pageSize)
    return success(recordPage(list, { pageNum, pageSize, total: total ?? matching.length }))
  })
}

/** queryInfo answers the record with the asked id, or 441 recordNotFound. */
export function recordInfoHandler(records: ChangeRecord[]) {
  return answer('queryChangeRecordInfo', ({ params }) => {
    const record = records.find((candidate) => String(candidate.id) === params.id)
    if (record) return success(record)
    return failure(Code.invalidParameter, 'queryChangeRecordInfo')
  })
}
