import { useSyncExternalStore } from 'react'

const noChanges = () => () => {}

/**
 * False on the server and in the browser's first render of a page the server rendered (which must
 * be the server's), true from then on and wherever the browser renders alone. For parts whose code
 * loads after the page (lazyAfterPage): the HTML carries their stand-in, which stays interactive
 * (a click is remembered) until their code has loaded.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  )
}
