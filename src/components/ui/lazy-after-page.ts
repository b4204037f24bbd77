import { lazy, useLayoutEffect, type ComponentType } from 'react'
import { afterFirstPage } from '@/lib/first-paint/first-page'

/** The id of the element that had focus when the code of a lazyAfterPage component arrived. */
let focusedWhenLoaded: string | undefined

/**
 * React.lazy for a part that no page needs before it is interactive (a menu, a dialog, the toast
 * region): its code is asked for once the first page has been painted
 * (src/lib/first-paint/first-page.ts). Render it inside <Suspense> with a stand-in (the button that
 * opens it).
 */
export function lazyAfterPage<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  return lazy(async () => {
    await afterFirstPage()
    const module = await load()
    // The stand-in is still in the page: the component that replaces it gives focus back
    // (useFocusFromStandIn). On the server that renders pages to HTML there is no focus.
    if (typeof document !== 'undefined') focusedWhenLoaded = document.activeElement?.id || undefined
    return module
  })
}

/**
 * In a component loaded by lazyAfterPage whose stand-in can take focus: focus that was on the
 * stand-in (a keyboard user who got there before the code) was lost with it, and goes to the
 * element that replaced it, which has the stand-in's id. Focus that is elsewhere stays there.
 */
export function useFocusFromStandIn(id: string) {
  useLayoutEffect(() => {
    if (focusedWhenLoaded !== id) return
    focusedWhenLoaded = undefined
    if (!document.activeElement || document.activeElement === document.body)
      document.getElementById(id)?.focus()
  }, [id])
}
