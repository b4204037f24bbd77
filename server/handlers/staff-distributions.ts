import type { StaffVendorBinding } from '../../generated/model/index.ts'
import type { AppContext, Handler } from '../context.ts'
import {
  decideDistribution,
  distributionForStaff,
  distributionQueue,
  releaseDistributionByStaff,
  takeDistributionOffline,
} from '../services/distributions.ts'
import { bindingsOfStaffVendor, type VendorBindingListRow } from '../services/vendor-binding.ts'
import { distributionQueueItemToApi, staffDistributionToApi } from './app-models.ts'

/** The staff tag's operations of a vendor's operators (scope `vendor`): their own vendor's only. */
export type StaffDistributionOperation =
  | 'staffDistributionQueue'
  | 'staffDistribution'
  | 'staffDistributionDecide'
  | 'staffDistributionRelease'
  | 'staffDistributionOffline'
  | 'staffVendorBindings'
export type StaffDistributionHandlers = { [K in StaffDistributionOperation]: Handler<K> }

function bindingToApi(row: VendorBindingListRow): StaffVendorBinding {
  return {
    developerName: row.developer_name,
    accountEmail: row.account_email,
    vendorDeveloperId: row.vendor_developer_id,
    vendorDeveloperName: row.vendor_developer_name,
    boundAt: new Date(row.bound_at).toISOString(),
  }
}

/**
 * A vendor's operators in the staff console: the versions the alliance approved for their vendor
 * (review, release, take offline) and the developers bound there. Part of the staff tag, joined
 * to its other operations in staff.ts; each service refuses another vendor's distribution (21006).
 */
export function staffDistributionHandlers(ctx: AppContext): StaffDistributionHandlers {
  return {
    async staffDistributionQueue({ body, staff }) {
      const { list, total, counts } = await distributionQueue(ctx, await staff(), body)
      return {
        list: list.map(distributionQueueItemToApi),
        total,
        counts,
        pageNum: body.pageNum,
        pageSize: body.pageSize,
      }
    },
    async staffDistribution({ body, staff }) {
      return staffDistributionToApi(await distributionForStaff(ctx, await staff(), body.id))
    },
    async staffDistributionDecide({ body, staff }) {
      const approve = body.decision === 'approve'
      return staffDistributionToApi(
        await decideDistribution(ctx, await staff(), body.id, approve, body.comment),
      )
    },
    async staffDistributionRelease({ body, staff }) {
      return staffDistributionToApi(await releaseDistributionByStaff(ctx, await staff(), body.id))
    },
    async staffDistributionOffline({ body, staff }) {
      return staffDistributionToApi(
        await takeDistributionOffline(ctx, await staff(), body.id, body.comment),
      )
    },
    async staffVendorBindings({ body, staff }) {
      const { list, total } = await bindingsOfStaffVendor(ctx, await staff(), body)
      return { list: list.map(bindingToApi), total, pageNum: body.pageNum, pageSize: body.pageSize }
    },
  }
}
