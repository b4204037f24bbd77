import { useRevealAsTransition } from '@/hooks/use-reveal-as-transition'
import { rendersAsServer } from '@/lib/first-paint/hydration'

/**
 * Whether a form built with react-hook-form should render its fields yet. Call it with the
 * component's other hooks, then `if (!ready) return null`.
 *
 * react-hook-form renders the component that calls useForm once more as soon as it has mounted (it
 * sets formState.isReady in a layout effect), in one piece, in the task that mounted it. A form
 * that renders nothing until then, and its fields in a transition after it, renders them once
 * instead of twice, in slices rather than in the page's longest task on a phone.
 */
export function useFormReady(formState: { isReady: boolean }) {
  // The server renders the form to HTML (docs/rendering.md), and the browser's first render of
  // that page must be the server's: the fields from the start there.
  return useRevealAsTransition(formState.isReady || rendersAsServer())
}
