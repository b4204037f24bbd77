import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value'

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('follows the value only after it has been still for 200 ms', () => {
    expect(DEFAULT_DEBOUNCE_MS).toBe(200)
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), {
      initialProps: { value: 'a' },
    })
    rerender({ value: 'ab' })
    act(() => void vi.advanceTimersByTime(150))
    rerender({ value: 'abc' })
    act(() => void vi.advanceTimersByTime(150))
    expect(result.current).toBe('a')
    act(() => void vi.advanceTimersByTime(50))
    expect(result.current).toBe('abc')
  })
})
