import type { AppContext, TagHandlers } from '../context.ts'
import {
  fileIdentityChange,
  ownRecordDetail,
  pageOwnRecords,
  revokeRecord,
} from '../services/change-records.ts'

export function changeRecordHandlers(ctx: AppContext): TagHandlers<'changeRecord'> {
  return {
    async queryChangeRecordPage({ body, session }) {
      const { account } = await session()
      return pageOwnRecords(ctx, account.id, {
        type: body.type,
        status: body.status,
        pageNum: body.pageNum,
        pageSize: body.pageSize,
      })
    },

    async queryChangeRecordInfo({ body, session }) {
      return ownRecordDetail(ctx, (await session()).account.id, body.id)
    },

    async revokeReview({ body, session }) {
      return revokeRecord(ctx, (await session()).account.id, body.id)
    },

    async updateAccountInfo({ body, session }) {
      return fileIdentityChange(ctx, (await session()).account, 'accountInfo', body)
    },

    async updateLegalPersonInfo({ body, session }) {
      return fileIdentityChange(ctx, (await session()).account, 'legalPerson', body)
    },
  }
}
