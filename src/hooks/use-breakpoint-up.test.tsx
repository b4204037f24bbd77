import { ChakraProvider } from '@chakra-ui/react'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useBreakpointUp } from '@/hooks/use-breakpoint-up'
import { getSystem } from '@/theme/system'

const wrapper = ({ children }: { children: ReactNode }) => (
  <ChakraProvider value={getSystem()}>{children}</ChakraProvider>
)

/** A window of `width` px whose media queries answer min-width in rem (16 px) and follow resizes. */
function fakeWindowWidth(initial: number) {
  let width = initial
  const lists: { query: string; listeners: Set<() => void> }[] = []
  const matches = (query: string) =>
    width >= Number(/min-width:\s*([\d.]+)rem/.exec(query)![1]) * 16
  vi.stubGlobal('matchMedia', (query: string) => {
    const list = { query, listeners: new Set<() => void>() }
    lists.push(list)
    return {
      get matches() {
        return matches(query)
      },
      addEventListener: (_: string, listener: () => void) => list.listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => list.listeners.delete(listener),
    }
  })
  return {
    resize(to: number) {
      width = to
      for (const list of lists) list.listeners.forEach((listener) => listener())
    },
    queries: () => lists.map((list) => list.query),
  }
}

afterEach(() => vi.unstubAllGlobals())

describe('useBreakpointUp', () => {
  it('asks the theme’s breakpoint and follows the window across it', () => {
    const viewport = fakeWindowWidth(390)
    const { result } = renderHook(() => useBreakpointUp('md'), { wrapper })
    expect(result.current).toBe(false)
    expect(viewport.queries()).toContain('screen and (min-width: 48rem)')
    act(() => viewport.resize(1024))
    expect(result.current).toBe(true)
    act(() => viewport.resize(767))
    expect(result.current).toBe(false)
  })

  it('answers each breakpoint for itself', () => {
    fakeWindowWidth(1280)
    const { result } = renderHook(() => [useBreakpointUp('lg'), useBreakpointUp('2xl')], {
      wrapper,
    })
    expect(result.current).toEqual([true, false])
  })

  it('counts every width as reached where there is no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined)
    const { result } = renderHook(() => useBreakpointUp('2xl'), { wrapper })
    expect(result.current).toBe(true)
  })
})
