import type { Decorator } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { portalRoute } from '@/config/route-table'
import { contentLoaders } from '@/lib/content/loaders'
import { ContentLoadersContext } from '@/lib/content/loaders-context'
import type { ContentSection } from '@/lib/content/types'

// Helpers for the content pages' stories: the route a page is mounted at, a section that never
// finishes loading, a phone-width run, and the assertions every page story makes.

/** Router parameters for a page: the route pattern (with its title), and the address visited. */
export function pageRoute(pattern: string, address = pattern) {
  const { title, titleValues } = portalRoute(pattern)
  return { router: { path: pattern, initialEntries: [address], handle: { title, titleValues } } }
}

/** The section's chunk never arrives: the page's loading state. */
export const stillLoading =
  (section: ContentSection): Decorator =>
  (Story) => (
    <ContentLoadersContext.Provider
      value={{ ...contentLoaders, [section]: () => new Promise<never>(() => {}) }}
    >
      <Story />
    </ContentLoadersContext.Provider>
  )

/** The page's one <h1>, once its content is there. */
export async function expectHeading(canvasElement: HTMLElement, name: string | RegExp) {
  const canvas = within(canvasElement)
  // While loading, a page already shows its route title: wait for the content itself.
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), {
    timeout: 5000,
  })
  const heading = await canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 })
  await expect(heading).toBeVisible()
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  return canvas
}

/** The loading state: the title as the heading and a busy notice. */
export async function expectLoading(canvasElement: HTMLElement, name: string | RegExp) {
  const canvas = within(canvasElement)
  await expect(canvas.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(canvas.getByRole('status')).toHaveTextContent(/加载中|Loading/)
}

/** Nothing wider than the window (stories named "…Phone" run 320 px wide: .storybook/test-runner.ts). */
export async function expectNoHorizontalOverflow() {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
    document.documentElement.clientWidth,
  )
}
