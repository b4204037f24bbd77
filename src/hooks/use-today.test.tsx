import { renderHook } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { localDay, useToday } from '@/hooks/use-today'
import { holdUntilHydrated } from '@/lib/first-paint/hydration'

function Today() {
  return <time>{localDay(useToday())}</time>
}

describe('useToday', () => {
  it('is the browser’s day, at noon', () => {
    const { result } = renderHook(() => useToday())
    expect(localDay(result.current)).toBe(localDay())
    expect(result.current.getHours()).toBe(12)
  })

  it('is the day the page was rendered on where the render must be the server’s', () => {
    const release = holdUntilHydrated('2020-01-02')
    try {
      expect(renderToString(<Today />)).toBe('<time>2020-01-02</time>')
    } finally {
      release()
    }
  })
})
