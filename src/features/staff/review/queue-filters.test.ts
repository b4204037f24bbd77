import { describe, expect, it } from 'vitest'
import {
  ageInDays,
  isFiltered,
  queueParams,
  readQueueFilters,
  writeQueueFilters,
  type QueueFilters,
} from './queue-filters'

const read = (query: string) => readQueueFilters(new URLSearchParams(query))

describe('the queue filters in the URL', () => {
  it('default to records under review, every type, page 1', () => {
    expect(read('')).toEqual({
      type: undefined,
      status: 'reviewing',
      minAgeDays: undefined,
      q: undefined,
      page: 1,
    })
    expect(writeQueueFilters(read('')).toString()).toBe('')
  })

  it('read every filter a shared link carries', () => {
    expect(read('type=legalPerson&status=rejected&minAge=7&q=%20acme%20&page=3')).toEqual({
      type: 'legalPerson',
      status: 'rejected',
      minAgeDays: 7,
      q: 'acme',
      page: 3,
    })
  })

  it('fall back to the default on anything unreadable', () => {
    expect(read('type=nope&status=gone&minAge=-1&page=0&q=%20')).toEqual(read(''))
    expect(read('minAge=3651&page=1.5').minAgeDays).toBeUndefined()
    expect(read('page=abc').page).toBe(1)
    expect(read(`q=${'x'.repeat(150)}`).q).toHaveLength(100)
  })

  it('write what they read (round trip), leaving the defaults out', () => {
    const filters: QueueFilters = {
      type: 'emailRecovery',
      status: 'approved',
      minAgeDays: 0,
      q: 'dev@example.com',
      page: 2,
    }
    const written = writeQueueFilters(filters)
    expect(written.toString()).toBe(
      'type=emailRecovery&status=approved&minAge=0&q=dev%40example.com&page=2',
    )
    expect(readQueueFilters(written)).toEqual(filters)
    expect(writeQueueFilters({ status: 'reviewing', page: 1 }).toString()).toBe('')
  })

  it('ask the server for the status always and the rest only when set', () => {
    expect(queueParams(read(''))).toEqual({ status: 'reviewing', pageNum: 1, pageSize: 20 })
    expect(queueParams(read('type=accountInfo&minAge=14&q=acme&page=2'))).toEqual({
      status: 'reviewing',
      type: 'accountInfo',
      minAgeDays: 14,
      q: 'acme',
      pageNum: 2,
      pageSize: 20,
    })
  })

  it('say whether anything narrows the queue', () => {
    expect(isFiltered(read(''))).toBe(false)
    expect(isFiltered(read('page=4'))).toBe(false)
    expect(isFiltered(read('minAge=0'))).toBe(true)
    expect(isFiltered(read('status=rejected'))).toBe(true)
  })
})

describe('a record’s age', () => {
  const now = Date.parse('2026-03-20T12:00:00.000Z')
  it('counts whole days since it was filed', () => {
    expect(ageInDays('2026-03-20T09:00:00.000Z', now)).toBe(0)
    expect(ageInDays('2026-03-19T12:00:00.000Z', now)).toBe(1)
    expect(ageInDays('2026-03-05T13:00:00.000Z', now)).toBe(14)
  })
  it('is never negative nor NaN', () => {
    expect(ageInDays('2026-03-21T00:00:00.000Z', now)).toBe(0)
    expect(ageInDays('not a date', now)).toBe(0)
  })
})
