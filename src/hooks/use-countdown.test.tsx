import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useCountdown } from '@/hooks/use-countdown'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('useCountdown', () => {
  it('counts the seconds down to zero and stops', () => {
    const { result } = renderHook(() => useCountdown())
    expect(result.current.remaining).toBe(0)
    act(() => result.current.start(60))
    expect(result.current.remaining).toBe(60)
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current.remaining).toBe(59)
    act(() => vi.advanceTimersByTime(59_000))
    expect(result.current.remaining).toBe(0)
    act(() => vi.advanceTimersByTime(5000))
    expect(result.current.remaining).toBe(0)
  })
})
