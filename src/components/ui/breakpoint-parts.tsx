import { useDeferredValue, type ReactNode } from 'react'
import { useBreakpointUp } from '@/hooks/use-breakpoint-up'

interface BreakpointPartProps {
  /** One of the theme's breakpoints (`md`, `lg`…). */
  breakpoint: string
  children: ReactNode
}

// Why components and not useBreakpointUp in the page: the width becomes known in a render of its
// own right after hydration, and React renders that one synchronously, in one task (a store's
// update, useSyncExternalStore). In a page's or the header's component it rendered all of it
// again, on a phone one long task after the page had hydrated. Here it renders this component
// alone: the children are its parent's elements, unchanged, and React skips them. Taking away the
// part the width does not show is deferred, so it renders as a transition, in slices.

/**
 * Its children from the window width `breakpoint` up, and wherever the width is not known yet (the
 * HTML the server rendered and its hydration): there, hide them below that width with CSS
 * (`hideBelow`), as useBreakpointUp explains.
 */
export function FromBreakpoint({ breakpoint, children }: BreakpointPartProps) {
  const up = useDeferredValue(useBreakpointUp(breakpoint))
  return up === false ? null : children
}

/**
 * Its children below the window width `breakpoint`, and wherever the width is not known yet: there,
 * hide them from that width with CSS (`hideFrom`).
 */
export function BelowBreakpoint({ breakpoint, children }: BreakpointPartProps) {
  const up = useDeferredValue(useBreakpointUp(breakpoint))
  return up === true ? null : children
}
