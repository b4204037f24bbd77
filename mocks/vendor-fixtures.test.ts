import { describe, expect, it } from 'vitest'
import { success } from './envelopes'
import { contractExample, expectSchema } from './contract-schemas'
import {
  appDetailDistributedFixture,
  northVendorFixture,
  vendorAuthorizationFixture,
  vendorListBound,
  vendorListUnbound,
  versionReleasedAtEastFixture,
} from './vendor-fixtures'

// The vendor stories must answer what the server answers: each fixture is the contract's example
// of that name, and passes the schema of the real answer.

describe('vendor fixtures are the contract examples', () => {
  it.each([
    ['VendorListBound', 'VendorList', { list: vendorListBound }],
    ['VendorListUnbound', 'VendorList', { list: vendorListUnbound }],
    ['VendorListEmpty', 'VendorList', { list: [] }],
    ['VendorItemBound', 'VendorItem', northVendorFixture],
    ['VendorAuthorizationSuccess', 'VendorAuthorization', vendorAuthorizationFixture],
    ['AppDetailDistributed', 'AppDetail', appDetailDistributedFixture()],
    ['AppVersionReleasedAtVendor', 'AppVersion', versionReleasedAtEastFixture],
  ])('%s', (name, schema, data) => {
    expect(success(data)).toEqual(contractExample(name))
    expectSchema(schema, data)
  })
})
