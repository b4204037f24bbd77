import { useDeferredValue, useSyncExternalStore } from 'react'

const noChanges = () => () => {}

/**
 * False on the server and in the browser's first render of a page the server rendered (which must
 * be the server's), true from then on and wherever the browser renders alone. For parts whose code
 * loads after the page (lazyAfterPage): the HTML carries their stand-in, which stays interactive
 * (a click is remembered) until their code has loaded.
 */
export function useHydrated(): boolean {
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  )
  // Deferred: the switch after hydration renders in the background, and while the part's code is
  // still loading its stand-in stays as it is. Switched at once, the Suspense boundary around the
  // part would hide the stand-in and show a copy of it as the fallback (a click on the hidden one
  // is lost).
  return useDeferredValue(hydrated)
}
