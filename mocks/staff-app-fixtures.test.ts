import { describe, expect, it } from 'vitest'
import { APP_CERTIFICATE } from './app-fixtures'
import {
  appAuditEntries,
  appQueueEmptyFixture,
  appQueueFixture,
  appQueueItems,
  appQueuePage,
  pinnedAppDetailFixture,
  reviewApprovedFixture,
  reviewBundleFixture,
  reviewDecidedByOtherFixture,
  reviewFirstFixture,
  reviewNoChangesFixture,
  reviewRejectedFixture,
  reviewUpdateFixture,
  reviewWithdrawnFixture,
} from './staff-app-fixtures'
import { contractExample, expectSchema } from './contract-schemas'

// The app review's stories answer what the server answers: the named fixtures are the contract's
// examples (the mock serves the same), and every fixture, the examples' variants included, has
// the schema of the real answer.

const example = (name: string) => (contractExample(name) as { data: unknown }).data

describe('the app review fixtures are the contract’s examples', () => {
  it.each([
    ['StaffAppQueueSuccess', appQueueFixture],
    ['StaffAppQueueEmpty', appQueueEmptyFixture],
    ['StaffAppReviewUpdate', reviewUpdateFixture],
    ['StaffAppReviewFirst', reviewFirstFixture],
    ['StaffAppReviewApproved', reviewApprovedFixture],
    ['StaffAppReviewRejected', reviewRejectedFixture],
    [
      'AppDetailListed',
      pinnedAppDetailFixture(APP_CERTIFICATE, reviewUpdateFixture.app.certificateSubject),
    ],
  ] as const)('%s', (name, fixture) => {
    expect(fixture).toEqual(example(name))
  })
})

describe('the app review fixtures follow the contract', () => {
  it.each([
    ['update', reviewUpdateFixture],
    ['first', reviewFirstFixture],
    ['approved', reviewApprovedFixture],
    ['rejected', reviewRejectedFixture],
    ['decided by another', reviewDecidedByOtherFixture],
    ['withdrawn', reviewWithdrawnFixture],
    ['no changes', reviewNoChangesFixture],
    ['bundle with a new pin', reviewBundleFixture],
  ] as const)('a version %s', (_, review) => {
    expectSchema('StaffAppReview', review)
  })

  it('the queue, its pages, the pin’s answer and the audit entries', () => {
    const items = appQueueItems(45)
    for (const item of items) expectSchema('StaffAppQueueItem', item)
    expectSchema('StaffAppQueuePage', appQueuePage(items))
    expectSchema('StaffAppQueuePage', appQueuePage(items, { pageNum: 3 }))
    expectSchema('StaffAppQueuePage', appQueuePage([]))
    expectSchema('AppDetail', pinnedAppDetailFixture('ab'.repeat(32), null))
    for (const entry of appAuditEntries) expectSchema('AuditEntry', entry)
  })

  it('the variants differ from the update as their names say', () => {
    expect(reviewDecidedByOtherFixture.reviewedBy).not.toBe(reviewApprovedFixture.reviewedBy)
    expect(reviewWithdrawnFixture.version.state).toBe('withdrawn')
    expect(Object.values(reviewNoChangesFixture.changes!).flat()).toEqual([398012, 398012])
    expect(reviewBundleFixture.version.certificateSha256).not.toBe(
      reviewBundleFixture.previous!.certificateSha256,
    )
    expect(reviewBundleFixture.app.certificateSha256).toBe(
      reviewBundleFixture.version.certificateSha256,
    )
  })
})
