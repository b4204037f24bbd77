import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/** How long a page whose heading comes with its content (loaded after the route) is waited for. */
const HEADING_WAIT_MS = 3000

function focusWithoutScroll(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
  element.focus({ preventScroll: true })
}

/**
 * After a client-side navigation to another page (a new pathname; not the first load, not a
 * change of the query alone, such as a search as you type), focus moves to the new page's heading,
 * or to the main landmark until its heading has rendered: a screen reader announces the new page,
 * and the keyboard continues from its top rather than from the link that was followed.
 */
export function useFocusOnNavigation() {
  const { pathname } = useLocation()
  const first = useRef(true)

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const main = document.querySelector<HTMLElement>('main')
    if (!main) return
    const heading = () => main.querySelector<HTMLElement>('h1')
    const found = heading()
    if (found) {
      focusWithoutScroll(found)
      return
    }
    focusWithoutScroll(main)
    // The heading arrives with the page's content: move focus on to it unless the user moved it.
    const observer = new MutationObserver(() => {
      const late = heading()
      if (!late) return
      observer.disconnect()
      if (document.activeElement === main) focusWithoutScroll(late)
    })
    observer.observe(main, { childList: true, subtree: true })
    const stop = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS)
    return () => {
      observer.disconnect()
      window.clearTimeout(stop)
    }
  }, [pathname])
}
