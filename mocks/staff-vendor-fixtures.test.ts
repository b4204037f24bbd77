import { describe, expect, it } from 'vitest'
import { contractExample, expectSchema } from './contract-schemas'
import {
  bindingItems,
  bindingsEmptyFixture,
  bindingsFixture,
  bindingsPage,
  distributionApprovedFixture,
  distributionDecidedByOtherFixture,
  distributionImageOverLimitFixture,
  distributionOfflineFixture,
  distributionOverLimitFixture,
  distributionPendingFixture,
  distributionQueueApprovedFixture,
  distributionQueueEmptyFixture,
  distributionQueueFixture,
  distributionQueueItems,
  distributionQueuePage,
  distributionRejectedFixture,
  distributionReleasedFixture,
  distributionReplacedFixture,
  memberAddedFixture,
  memberDisabledFixture,
  memberEditedFixture,
  memberResetFixture,
  membersAllianceFixture,
  membersVendorFixture,
  northVendorFixture,
  reviewDistributedFixture,
  vendorAdminFixture,
  vendorAuditEntries,
  vendorOperatorFixture,
  vendorsFixture,
} from './staff-vendor-fixtures'

// The vendor pages' stories answer what the server answers: the named fixtures are the contract's
// examples (the mock serves the same), and every fixture, the variants included, has the schema
// of the real answer.

const example = (name: string) => (contractExample(name) as { data: unknown }).data

describe('the vendor fixtures are the contract’s examples', () => {
  it.each([
    ['StaffMemberVendor', vendorOperatorFixture],
    ['StaffDistributionPending', distributionPendingFixture],
    ['StaffDistributionApproved', distributionApprovedFixture],
    ['StaffDistributionRejected', distributionRejectedFixture],
    ['StaffDistributionOverLimit', distributionOverLimitFixture],
    ['StaffDistributionReleased', distributionReleasedFixture],
    ['StaffDistributionOffline', distributionOfflineFixture],
    ['StaffDistributionQueueSuccess', distributionQueueFixture],
    ['StaffDistributionQueueApproved', distributionQueueApprovedFixture],
    ['StaffDistributionQueueEmpty', distributionQueueEmptyFixture],
    ['StaffVendorBindingsSuccess', bindingsFixture],
    ['StaffVendorBindingsEmpty', bindingsEmptyFixture],
    ['StaffMembersAlliance', { list: membersAllianceFixture }],
    ['StaffMembersVendor', { list: membersVendorFixture }],
    ['StaffMemberAdded', memberAddedFixture],
    ['StaffMemberEdited', memberEditedFixture],
    ['StaffMemberDisabled', memberDisabledFixture],
    ['StaffMemberResetLink', memberResetFixture],
    ['StaffVendorsSuccess', { list: vendorsFixture }],
    ['VendorSaved', northVendorFixture],
    ['StaffAppReviewDistributed', reviewDistributedFixture],
  ] as const)('%s', (name, fixture) => {
    expect(fixture).toEqual(example(name))
  })
})

describe('the vendor fixtures follow the contract', () => {
  it('the staff members signed in', () => {
    expectSchema('StaffMember', vendorOperatorFixture)
    expectSchema('StaffMember', vendorAdminFixture)
  })

  it.each([
    ['with an image over the limit', distributionImageOverLimitFixture],
    ['decided by another operator', distributionDecidedByOtherFixture],
    ['released by the developer, then replaced', distributionReplacedFixture],
  ] as const)('a distribution %s', (_, distribution) => {
    expectSchema('StaffDistribution', distribution)
  })

  it('the queue’s and the bindings’ pages', () => {
    const items = distributionQueueItems(45)
    for (const item of items) expectSchema('StaffDistributionQueueItem', item)
    expectSchema('StaffDistributionQueuePage', distributionQueuePage(items))
    expectSchema('StaffDistributionQueuePage', distributionQueuePage(items, { state: 'offline' }))
    expectSchema(
      'StaffDistributionQueuePage',
      distributionQueuePage(distributionQueueItems(30, 'pending'), { pageNum: 2 }),
    )
    const bindings = bindingItems(45)
    expectSchema('StaffVendorBindingsPage', bindingsPage(bindings, { pageNum: 3 }))
    expectSchema('StaffVendorBindingsPage', bindingsPage(bindings, { q: 'dev07' }))
    for (const entry of vendorAuditEntries) expectSchema('AuditEntry', entry)
    expect(bindingsPage(bindings, { q: 'DEV07' }).list.map((item) => item.accountEmail)).toEqual([
      'dev07@example.com',
    ])
  })
})
