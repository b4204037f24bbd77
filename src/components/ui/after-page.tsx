import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { afterFirstPage } from '@/lib/first-page'

/**
 * A component whose code loads once the page has been painted (it is not part of the first load;
 * on the app's first page, once that page is on screen: src/lib/first-page.ts):
 * `const Menu = afterPage(() => import('./menu-popup').then((m) => m.default))`, then
 * `<Menu {...props} fallback={stand-in} />`. The stand-in shows until the code has arrived; the
 * component then renders with the props of that moment. A second use renders at once. A stand-in
 * that can take focus has the id of the element that replaces it, so that focus on it is kept.
 *
 * Not React.lazy with Suspense: under Preact (the builds, vite.config.ts) a click on Suspense's
 * fallback made before the code had arrived was lost in the built Storybook (the menu never
 * opened). Here the stand-in and the props stay in the portal's own hands.
 */
export function afterPage<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  /** false for a page's own content (a form per state): its code is asked for when it renders. */
  { waitForFirstPage = true }: { waitForFirstPage?: boolean } = {},
) {
  let loading: Promise<ComponentType<Props>> | undefined
  let loaded: ComponentType<Props> | undefined

  function AfterPage({ fallback, ...props }: Props & { fallback: ReactNode }) {
    const [Component, setComponent] = useState(() => loaded)
    const focusedId = useRef<string>(undefined)
    useEffect(() => {
      // Focus that was on the stand-in (a keyboard user who got there before the code) was lost
      // with it: it goes to the element that replaced it, the one with the same id (a trigger
      // and its stand-in share one). Focus that is somewhere else stays where it is.
      const id = focusedId.current
      focusedId.current = undefined
      if (Component && id && (!document.activeElement || document.activeElement === document.body))
        document.getElementById(id)?.focus()
    }, [Component])
    useEffect(() => {
      if (Component) return
      let mounted = true
      loading ??= waitForFirstPage ? afterFirstPage().then(load) : load()
      // A failed load is reported by Vite (vite:preloadError: src/main.tsx reloads the page once);
      // until then the stand-in stays.
      loading.then(
        (component) => {
          loaded = component
          if (!mounted) return
          focusedId.current = document.activeElement?.id || undefined
          setComponent(() => component)
        },
        () => {
          loading = undefined
        },
      )
      return () => {
        mounted = false
      }
    }, [Component])
    return Component ? <Component {...(props as unknown as Props)} /> : fallback
  }
  return AfterPage
}

/**
 * The open state of a menu or dialog loaded by afterPage, whose stand-in asks for it to open
 * (`asked`): open as asked until the visitor opens or closes it. A click on the stand-in that lands
 * while the component replaces it (the stand-in is already out of the page, its handler still runs
 * under Preact) arrives as `asked` turning true after mounting: it opens the component too.
 */
export function useOpenAsAsked(asked: boolean): [open: boolean, choose: (open: boolean) => void] {
  const [chosen, setChosen] = useState<boolean>()
  return [chosen ?? asked, setChosen]
}
