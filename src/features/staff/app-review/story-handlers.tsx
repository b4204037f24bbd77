// Handlers the app review's stories share: the queue paged as the server pages it, a version (read
// again after a decision), the icon and screenshots as image bytes, the package as a download, and
// a refusal carrying the reason the contract gives it. Texts asserted are the zh-CN ones unless a
// story asks for English.
import type { ReactNode } from 'react'
import { Code, type FailureReasonCode, type ResultCode } from '@generated/error-catalogue'
import { reasonCatalogue } from '@generated/reason-catalogue'
import type { AppImage, StaffAppQueueItem, StaffAppReview } from '@generated/model'
import { failure, success, type Envelope } from '@mocks/envelopes'
import { answer, answerBlob } from '@mocks/handlers'
import { requestsTo } from '@mocks/request-log'
import { appIconFixture, appScreenshotFixtures } from '@mocks/app-fixtures'
import { appQueuePage, imageBytes, packageBytes } from '@mocks/staff-app-fixtures'
import { RequireStaff } from '../session/require-staff'

/** staffAppQueue over `items`, paged as the server pages it. */
export const appQueueHandler = (items: readonly StaffAppQueueItem[]) =>
  answer('staffAppQueue', ({ params }) =>
    success(
      appQueuePage(items, {
        pageNum: Number(params.pageNum ?? 1),
        pageSize: Number(params.pageSize ?? 20),
      }),
    ),
  )

/** staffAppVersion answers `review`; once staffAppDecide was called, `after` (read again). */
export const reviewHandler = (review: StaffAppReview, after?: StaffAppReview | Envelope) =>
  answer('staffAppVersion', () => {
    if (after === undefined || requestsTo('staffAppDecide').length === 0) return success(review)
    return 'code' in after ? after : success(after)
  })

/** A refusal with the reason the contract names for it (`msg` says the reason, as the server's). */
export const refusal = (code: ResultCode, reason: FailureReasonCode): Envelope => ({
  code,
  msg: reasonCatalogue[reason]['zh-CN'],
  data: { reason },
})

const images: AppImage[] = [appIconFixture, ...appScreenshotFixtures]

/**
 * staffAppImage: the bytes of the examples' icon and screenshots in their format; `missing` ids
 * answer 12011 (the image no longer exists), `failOnce` ids fail the first time (no answer).
 */
export const imagesHandler = ({
  missing = [],
  failOnce = [],
}: { missing?: number[]; failOnce?: number[] } = {}) =>
  answerBlob('staffAppImage', async ({ params }) => {
    const id = Number(params.id)
    const image = images.find((candidate) => candidate.id === id)
    if (!image || missing.includes(id)) return failure(Code.imageNotFound, 'staffAppImage')
    const asked = requestsTo('staffAppImage').filter((entry) => entry.params.id === params.id)
    if (failOnce.includes(id) && asked.length === 1) return failure(Code.serverError)
    return { body: await imageBytes(image) }
  })

/** The contract's name for a package's download. */
export const PACKAGE_FILE = 'com.example.weather-1.1.0-2.rpk'

/** staffAppPackage: the package's bytes, named as the contract says (Content-Disposition). */
export const packageHandler = answerBlob('staffAppPackage', () => ({
  body: packageBytes(),
  headers: { 'Content-Disposition': `attachment; filename="${PACKAGE_FILE}"` },
}))

/** A story's decorator: the page under the console's guard, as the router puts it. */
export function UnderGuard({ children }: { children: ReactNode }) {
  return <RequireStaff>{children}</RequireStaff>
}
