import { rendersAsServer } from '@/lib/hydration'

/**
 * Whether a form built with react-hook-form should render its fields yet. react-hook-form renders
 * the component that calls useForm once more as soon as it has mounted (it sets
 * formState.isReady in a layout effect), in the same task. A form that renders nothing until then
 * renders its fields once instead of twice, in what is the page's longest task on a phone; nothing
 * is painted in between. Call it after the component's hooks:
 * `if (!formReady(form.formState)) return null`.
 */
export function formReady(formState: { isReady: boolean }) {
  // The server renders the form to HTML (docs/rendering.md), and the browser's first render of
  // that page must be the server's: the fields from the start there.
  return formState.isReady || rendersAsServer()
}
