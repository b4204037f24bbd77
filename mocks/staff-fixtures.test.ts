import { describe, expect, it } from 'vitest'
import {
  adminFixture,
  auditEntries,
  auditPage,
  companyRecordFixture,
  driftRecordFixture,
  queueItems,
  queuePage,
  recoveryRecordFixture,
  revealedCompanyFixture,
  revealedRecoveryFixture,
  reviewerFixture,
  staffRecordFixture,
} from './staff-fixtures'
import { expectSchema } from './contract-schemas'

// The staff stories must answer what the server can answer: every staff fixture is checked
// against the schema of the real answer.

const recordTypes = ['completeProfile', 'accountInfo', 'legalPerson', 'emailRecovery'] as const
const statuses = ['reviewing', 'approved', 'rejected', 'revoked'] as const

describe('staff fixtures follow the contract', () => {
  it.each(recordTypes.flatMap((type) => statuses.map((status) => [type, status] as const)))(
    'a %s record, %s',
    (type, status) => {
      expectSchema('StaffRecord', staffRecordFixture(type, status))
    },
  )

  it('the named records', () => {
    expectSchema('StaffRecord', companyRecordFixture)
    expectSchema('StaffRecord', recoveryRecordFixture)
    expectSchema('StaffRecord', driftRecordFixture)
    expect(driftRecordFixture.drift.length).toBeGreaterThan(0)
    expect(recoveryRecordFixture.proof).not.toBeNull()
  })

  it('the queue, its pages and counts', () => {
    const items = queueItems(45)
    for (const item of items) expectSchema('QueueItem', item)
    expectSchema('StaffQueuePage', queuePage(items))
    expectSchema('StaffQueuePage', queuePage(items, { pageNum: 3 }))
    expectSchema('StaffQueuePage', queuePage([]))
    expectSchema('StaffQueuePage', queuePage(queueItems(3, 'approved')))
  })

  it('the audit log, staff members and revealed numbers', () => {
    for (const entry of auditEntries) expectSchema('AuditEntry', entry)
    expectSchema('AuditPage', auditPage(auditEntries))
    expectSchema('AuditPage', auditPage([]))
    expectSchema('StaffMember', reviewerFixture)
    expectSchema('StaffMember', adminFixture)
    expectSchema('RevealedIdentity', revealedCompanyFixture)
    expectSchema('RevealedIdentity', revealedRecoveryFixture)
  })
})
