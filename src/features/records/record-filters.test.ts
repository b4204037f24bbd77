import { describe, expect, it } from 'vitest'
import { readFilters, readRecordId, writeFilters } from './record-filters'

describe('record list filters in the URL', () => {
  it('round-trip', () => {
    const filters = { type: 'legalPerson', status: 'rejected', page: 3 } as const
    expect(readFilters(writeFilters(filters))).toEqual(filters)
    expect(writeFilters({ page: 1 }).toString()).toBe('')
  })

  it('ignore what they cannot read', () => {
    expect(readFilters(new URLSearchParams('type=x&status=&page=-2'))).toEqual({
      type: undefined,
      status: undefined,
      page: 1,
    })
    expect(readFilters(new URLSearchParams('page=2.5')).page).toBe(1)
  })
})

describe('record id', () => {
  it.each([
    ['id=7', 7],
    ['', 'missing'],
    ['id=', 'missing'],
    ['id=abc', 'malformed'],
    ['id=0', 'malformed'],
    ['id=-1', 'malformed'],
    ['id=1e3', 'malformed'],
    ['id=99999999999999999', 'malformed'],
  ])('%s → %s', (query, expected) => {
    expect(readRecordId(new URLSearchParams(query))).toBe(expected)
  })
})
