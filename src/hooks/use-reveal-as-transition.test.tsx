import { act, render, renderHook, screen } from '@testing-library/react'
import { lazy, Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { useRevealAsTransition } from './use-reveal-as-transition'

describe('useRevealAsTransition', () => {
  it('is true at once when ready from the start', () => {
    const { result } = renderHook(() => useRevealAsTransition(true))
    expect(result.current).toBe(true)
  })

  it('turns true after the render that made it ready, and false at once', async () => {
    const seen: boolean[] = []
    const { rerender } = renderHook(
      ({ ready }) => {
        const revealed = useRevealAsTransition(ready)
        seen.push(revealed)
        return revealed
      },
      { initialProps: { ready: false } },
    )
    seen.length = 0
    await act(async () => rerender({ ready: true }))
    // The urgent render still shows the loading state; the transition reveals the content.
    expect(seen[0]).toBe(false)
    expect(seen.at(-1)).toBe(true)
    seen.length = 0
    rerender({ ready: false })
    expect(seen[0]).toBe(false)
  })

  it('reveals the content while a lazy part inside it is still loading', async () => {
    const Never = lazy(() => new Promise<{ default: () => null }>(() => {}))
    function Screen({ ready }: { ready: boolean }) {
      const revealed = useRevealAsTransition(ready)
      if (!revealed) return <p>loading</p>
      return (
        <>
          <h1>content</h1>
          <Suspense fallback={<p>part loading</p>}>
            <Never />
          </Suspense>
        </>
      )
    }
    const { rerender } = render(<Screen ready={false} />)
    await act(async () => rerender(<Screen ready />))
    expect(screen.getByRole('heading', { name: 'content' })).toBeTruthy()
    expect(screen.getByText('part loading')).toBeTruthy()
  })
})
