import { describe, expect, it } from 'vitest'
import { formatDateTime } from './format-date'

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
