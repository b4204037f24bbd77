import { describe, expect, it } from 'vitest'
import { daysSince, formatDateTime } from './format-date'

describe('formatDateTime', () => {
  it('formats a local date as YYYY-MM-DD HH:mm:ss with zero padding', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 8, 9))).toBe('2026-01-05 07:08:09')
    expect(formatDateTime(new Date(2026, 11, 31, 23, 59, 59))).toBe('2026-12-31 23:59:59')
  })

  it('reads ISO strings and epoch milliseconds in local time', () => {
    const date = new Date(2026, 2, 2, 9, 0, 0)
    expect(formatDateTime(date.toISOString())).toBe('2026-03-02 09:00:00')
    expect(formatDateTime(date.getTime())).toBe('2026-03-02 09:00:00')
  })

  it('gives an empty string for missing or unreadable values', () => {
    expect(formatDateTime(null)).toBe('')
    expect(formatDateTime(undefined)).toBe('')
    expect(formatDateTime('')).toBe('')
    expect(formatDateTime('not a date')).toBe('')
  })
})

describe('daysSince (a queued record’s age)', () => {
  const now = Date.parse('2026-03-20T12:00:00.000Z')
  it('counts whole days since the date', () => {
    expect(daysSince('2026-03-20T09:00:00.000Z', now)).toBe(0)
    expect(daysSince('2026-03-19T12:00:00.000Z', now)).toBe(1)
    expect(daysSince('2026-03-05T13:00:00.000Z', now)).toBe(14)
  })
  it('is never negative nor NaN', () => {
    expect(daysSince('2026-03-21T00:00:00.000Z', now)).toBe(0)
    expect(daysSince('not a date', now)).toBe(0)
  })
})
