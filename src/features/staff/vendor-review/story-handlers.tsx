// Handlers and set-up the vendor review's stories share: a vendor's operator signed in (the
// screens sit under the console's guard, which says who), the queue by state and the bindings
// paged and searched as the server does, and a distribution read again after an action. Texts
// asserted are the zh-CN ones unless a story asks for English.
import type { ReactNode } from 'react'
import type {
  DistributionState,
  StaffDistribution,
  StaffDistributionQueueItem,
  StaffMember,
  StaffVendorBinding,
} from '@generated/model'
import { success, type Envelope } from '@mocks/envelopes'
import { answer } from '@mocks/handlers'
import { requestsTo } from '@mocks/request-log'
import { bindingsPage, distributionQueuePage } from '@mocks/staff-vendor-fixtures'
import type { OperationId } from '@generated/operations'
import { staffMeHandler, StaffFrame } from '../review/story-handlers'
import { RequireStaff } from '../session/require-staff'

/** staffDistributionQueue over `items`: the asked state's page, counted per state over them all. */
export const distributionQueueHandler = (items: readonly StaffDistributionQueueItem[]) =>
  answer('staffDistributionQueue', ({ params }) =>
    success(
      distributionQueuePage(items, {
        state: (params.state ?? 'pending') as DistributionState,
        pageNum: Number(params.pageNum ?? 1),
        pageSize: Number(params.pageSize ?? 20),
      }),
    ),
  )

/**
 * staffDistribution answers `distribution`; once one of `actions` was called, `after` (what the
 * page reads again after a refusal).
 */
export const distributionHandler = (
  distribution: StaffDistribution,
  after?: StaffDistribution | Envelope,
  actions: OperationId[] = [
    'staffDistributionDecide',
    'staffDistributionRelease',
    'staffDistributionOffline',
  ],
) =>
  answer('staffDistribution', () => {
    const acted = actions.some((operationId) => requestsTo(operationId).length > 0)
    if (after === undefined || !acted) return success(distribution)
    return 'code' in after ? after : success(after)
  })

/** staffVendorBindings over `items`: searched and paged as the server does. */
export const bindingsHandler = (items: readonly StaffVendorBinding[]) =>
  answer('staffVendorBindings', ({ params }) =>
    success(
      bindingsPage(items, {
        q: params.q,
        pageNum: Number(params.pageNum ?? 1),
        pageSize: Number(params.pageSize ?? 20),
      }),
    ),
  )

/** The signed-in member's handler, for a story's `msw.handlers.me`. */
export const meAs = (member: StaffMember) => [staffMeHandler(member)]

/** A story's decorator: the page under the console's guard, in the console's margins. */
export function GuardedFrame({ children }: { children: ReactNode }) {
  return (
    <StaffFrame>
      <RequireStaff>{children}</RequireStaff>
    </StaffFrame>
  )
}
