import { cloneElement, Suspense, useId, useMemo, useState, type ReactElement } from 'react'
import { useHydrated } from '@/hooks/use-hydrated'
import { lazyAfterPage } from './lazy-after-page'

// The menu machinery (zag's menu, floating-ui, the popper) is about 25 KB of gzipped JavaScript
// that no page needs before it is interactive: the trigger shows at once, the menu loads right
// after, and a click that comes first opens the menu as soon as it is there.
const MenuPopup = lazyAfterPage(() => import('./menu-popup'))

export type MenuEntry =
  | { label: string; to: string }
  | { label: string; onSelect: () => void; disabled?: boolean; separated?: boolean }
  | { label: string; items: MenuEntry[] }

export interface LazyMenuProps {
  /** The button that opens the menu; it must pass on the props and ref it is given. */
  trigger: ReactElement<{
    onClick?: () => void
    id?: string
    'aria-haspopup'?: 'menu'
    'aria-expanded'?: boolean
  }>
  entries: MenuEntry[]
  placement?: 'bottom-start' | 'bottom-end'
  /** Let a long menu scroll within the window. */
  scroll?: boolean
}

/** A dropdown menu of links, actions and groups, loaded after the page. */
export function LazyMenu(props: LazyMenuProps) {
  const [requested, setRequested] = useState(false)
  const triggerId = useId()
  const hydrated = useHydrated()
  // A menu button from the first paint, as the menu's own trigger says once its code is there: a
  // screen reader hears "menu button, collapsed" on the page's HTML too.
  const { trigger } = props
  const standIn = useMemo(
    () =>
      cloneElement(trigger, {
        onClick: () => setRequested(true),
        id: triggerId,
        'aria-haspopup': 'menu',
        'aria-expanded': false,
      }),
    [trigger, triggerId],
  )
  // The page's HTML has the stand-in, not the menu (src/hooks/use-hydrated.ts). The same element
  // until something it shows changes: the render right after hydration, in which this component
  // learns that it is hydrated, is React's synchronous one; with an unchanged element React skips
  // what is below instead of rendering it in that task (the boundary's content would be hydrated
  // there, ahead of its turn).
  return useMemo(
    () => (
      <Suspense fallback={standIn}>
        {hydrated ? (
          <MenuPopup {...props} triggerId={triggerId} defaultOpen={requested} />
        ) : (
          standIn
        )}
      </Suspense>
    ),
    [hydrated, props, triggerId, requested, standIn],
  )
}
