import { useChakraContext } from '@chakra-ui/react'
import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether the window is at least as wide as one of the theme's breakpoints (`md`, `2xl`…), kept
 * current as the window is resized. For parts of a layout that are not shown below a width: not
 * rendering them saves a phone their work (menus mount a state machine each), where CSS alone
 * (`hideBelow`) would only hide them. Without matchMedia (jsdom) every width counts as reached.
 *
 * `undefined` where the width is not known: on the server, and in the browser's first render of a
 * page the server rendered (which must be the server's). Render every variant then, each hidden
 * by CSS outside its widths (`hideBelow`/`hideFrom`): the page is right at any width before any
 * script runs, and the variants the window does not need go after hydration, moving nothing.
 */
export function useBreakpointUp(name: string): boolean | undefined {
  // "@media screen and (min-width: 96rem)" → the query matchMedia takes.
  const query = useChakraContext()
    .breakpoints.up(name)
    .replace(/^@media\s+/, '')
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query)
      list?.addEventListener('change', onChange)
      return () => list?.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? true,
    () => undefined,
  )
}
