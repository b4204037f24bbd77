import { describe, expect, it } from 'vitest'
import { registrationState } from './registration-state'

describe('registrationState', () => {
  const at = (date: string) => new Date(`${date}T12:00:00`)
  it('is upcoming before the first day, open through the last day, closed after it', () => {
    expect(registrationState('2026-11-01', '2027-01-15', at('2026-10-31'))).toBe('upcoming')
    expect(registrationState('2026-11-01', '2027-01-15', at('2026-11-01'))).toBe('open')
    expect(registrationState('2026-11-01', '2027-01-15', at('2027-01-15'))).toBe('open')
    expect(registrationState('2026-11-01', '2027-01-15', at('2027-01-16'))).toBe('closed')
  })
})
