import createCache from '@emotion/cache'

/**
 * The key of the portal's emotion cache, on the server and in the browser alike: the styles a
 * page was rendered with arrive as `<style data-emotion="portal …">` in its head
 * (src/entry-server.tsx), and the browser's cache, made before the page hydrates, takes them as
 * already inserted instead of inserting them again (emotion's SSR hydration).
 */
export const EMOTION_CACHE_KEY = 'portal'

/**
 * A new cache: one per render on the server, one for the page's life in the browser.
 *
 * In the browser, the page's `<style data-emotion="portal ids…">` (src/entry-server.tsx) stays
 * where the HTML put it, and the cache is told that its ids are inserted. Handed the element, as
 * emotion's own hydration does, the cache inserted it again where its styles go (the browser moves
 * an element even into its own place): the browser then worked out every element's style and
 * layout again, about a tenth of a second on a phone in the task that loads the app.
 *
 * The element is still the first of the cache's sheet, as emotion's hydration would make it, without
 * being moved: the page's global styles (`<Global>`, `portal-global`: the cascade layers' order,
 * the reset, the tokens) then stay before it as they hydrate, and styles the page adds later go to
 * elements of their own after it. Were the sheet empty, the global styles would go to the end of the
 * head: the layers' order (`@layer reset, base, tokens, recipes`) would then be declared after the
 * page's `@layer recipes`, and the reset would win over every recipe and style prop.
 */
export function createEmotionCache() {
  if (typeof document === 'undefined') return createCache({ key: EMOTION_CACHE_KEY })
  const rendered = document.querySelector(`style[data-emotion^="${EMOTION_CACHE_KEY} "]`)
  const ids = rendered?.getAttribute('data-emotion')?.split(' ').slice(1) ?? []
  // Not found by the cache's own hydration below.
  rendered?.removeAttribute('data-emotion')
  const cache = createCache({ key: EMOTION_CACHE_KEY })
  for (const id of ids) cache.inserted[id] = true
  if (rendered instanceof HTMLStyleElement) cache.sheet.tags.push(rendered)
  return cache
}
