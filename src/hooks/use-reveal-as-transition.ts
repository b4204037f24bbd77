import { useDeferredValue } from 'react'

/**
 * `ready`, except that it turns true in a render of its own, which React does as a transition: for
 * content that replaces a loading state (a screen once its data has arrived, a form once
 * react-hook-form is ready).
 *
 * Updates from the API (react-query's store) and from layout effects render in one piece, and on
 * a phone the render of a whole screen or form is one long task. A transition renders in slices
 * that yield to input (docs/performance.md). It turns false at once (signed out, data removed).
 */
export function useRevealAsTransition(ready: boolean): boolean {
  return useDeferredValue(ready) && ready
}
