import type { AppContext, StaffAppHandlers } from '../context.ts'
import {
  changePinnedCertificate,
  decideVersion,
  reviewQueue,
  versionForReview,
} from '../services/app-review.ts'
import { imageForStaff, packageForStaff } from '../services/distributions.ts'
import { detailToApi, queueItemToApi, reviewToApi } from './app-models.ts'

/** The staff console's app review: part of the staff tag, joined to its other operations in staff.ts. */
export function staffAppsHandlers(ctx: AppContext): StaffAppHandlers {
  return {
    async staffAppQueue({ body }) {
      const page = await reviewQueue(ctx, body)
      return { ...page, list: page.list.map(queueItemToApi), ...body }
    },
    async staffAppVersion({ body }) {
      return reviewToApi(await versionForReview(ctx, body.id))
    },
    async staffAppDecide({ body, staff }) {
      const approve = body.decision === 'approve'
      return reviewToApi(await decideVersion(ctx, await staff(), body.id, approve, body.comment))
    },
    async staffAppPackage({ body, staff }) {
      return packageForStaff(ctx, await staff(), body.id)
    },
    async staffAppImage({ body, staff }) {
      return imageForStaff(ctx, await staff(), body.id)
    },
    async staffAppCertificate({ body, staff }) {
      const { appId, certificateSha256, reason } = body
      return detailToApi(
        await changePinnedCertificate(ctx, await staff(), appId, certificateSha256, reason),
      )
    },
  }
}
