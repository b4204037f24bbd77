import { describe, expect, it } from 'vitest'
import {
  createAjv,
  loadContract,
  loadOperations,
  staffScopeAdmits,
  type StaffScope,
} from './contract.ts'

// The loader's rules for staff operations: the server refuses to start on a contract whose staff
// operations do not say who may call them, or do not list the refusals that follow from it.

type Json = Record<string, unknown>

const load = (contract: Json) =>
  loadOperations(contract, createAjv(contract, { coerceTypes: true }))

/** The contract with one operation changed by `change` (found by its operationId). */
function changed(operationId: string, change: (op: Json) => void): Json {
  const contract = loadContract()
  for (const item of Object.values(contract.paths as Record<string, Json>)) {
    for (const op of Object.values(item) as Json[]) {
      if (op.operationId === operationId) {
        change(op)
        return contract
      }
    }
  }
  throw new Error(`no operation ${operationId}`)
}

const withoutCode = (code: number) => (op: Json) => {
  op['x-codes'] = (op['x-codes'] as number[]).filter((c) => c !== code)
}
const withCode = (code: number) => (op: Json) => {
  op['x-codes'] = [...(op['x-codes'] as number[]), code]
}

describe('x-staff-scope', () => {
  it('is read for staff operations, alliance when absent, and absent elsewhere', () => {
    const scopes = new Map(load(loadContract()).map((op) => [op.operationId, op.staffScope]))
    expect(scopes.get('staffQueue')).toBe('alliance')
    expect(scopes.get('staffVendors')).toBe('alliance')
    expect(scopes.get('staffMe')).toBe('any')
    expect(scopes.get('staffAppImage')).toBe('any')
    expect(scopes.get('staffDistribution')).toBe('vendor')
    expect(scopes.get('listVendors')).toBeUndefined()
    expect(scopes.get('staffLogin')).toBeUndefined()
  })

  it('is refused without the staffToken scheme, and when it names no scope', () => {
    expect(() => load(changed('listVendors', (op) => (op['x-staff-scope'] = 'vendor')))).toThrow(
      'listVendors: x-staff-scope without staffToken',
    )
    expect(() =>
      load(changed('staffDistribution', (op) => (op['x-staff-scope'] = 'vendors'))),
    ).toThrow('staffDistribution: x-staff-scope must be one of alliance, vendor, any')
  })

  it('needs 21004 where a member may be refused by scope or by role', () => {
    expect(() => load(changed('staffQueue', withoutCode(21004)))).toThrow(
      'staffQueue: an operation of scope alliance must list 21004',
    )
    expect(() => load(changed('staffVendorBindings', withoutCode(21004)))).toThrow(
      'staffVendorBindings: an operation of scope vendor must list 21004',
    )
    // Scope any refuses no member by scope; an admin operation still refuses reviewers by role.
    expect(() => load(changed('staffMembers', withoutCode(21004)))).toThrow(
      'staffMembers: an operation for admins must list 21004',
    )
  })

  it("needs 21006 exactly where a vendor's member may name a target", () => {
    // A target (id) in a vendor operation, and a vendor code in an operation of scope any.
    expect(() => load(changed('staffDistributionDecide', withoutCode(21006)))).toThrow(
      'staffDistributionDecide: a vendor',
    )
    expect(() => load(changed('staffMemberAdd', withoutCode(21006)))).toThrow(
      'staffMemberAdd: a vendor',
    )
    // No target: the queue lists the caller's vendor only.
    expect(() => load(changed('staffDistributionQueue', withCode(21006)))).toThrow(
      'staffDistributionQueue: 21006 only where',
    )
    // An alliance operation never lets a vendor's member reach its target.
    expect(() => load(changed('staffRecord', withCode(21006)))).toThrow(
      'staffRecord: 21006 only where',
    )
    // The same operation opened to vendors' members must then list it.
    expect(() => load(changed('staffRecord', (op) => (op['x-staff-scope'] = 'any')))).toThrow(
      'staffRecord: a vendor',
    )
  })
})

describe('staffScopeAdmits', () => {
  it.each<[StaffScope, boolean, boolean]>([
    ['alliance', false, true],
    ['alliance', true, false],
    ['vendor', false, false],
    ['vendor', true, true],
    ['any', false, true],
    ['any', true, true],
  ])('scope %s, a vendor’s member %s: %s', (scope, ofVendor, admitted) => {
    expect(staffScopeAdmits(scope, ofVendor)).toBe(admitted)
  })
})
