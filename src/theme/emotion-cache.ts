import createCache from '@emotion/cache'

/**
 * The key of the portal's emotion cache, on the server and in the browser alike: the styles a
 * page was rendered with arrive as `<style data-emotion="portal …">` in its head
 * (src/entry-server.tsx), and the browser's cache, made before the page hydrates, takes them as
 * already inserted instead of inserting them again (emotion's SSR hydration).
 */
export const EMOTION_CACHE_KEY = 'portal'

/** A new cache: one per render on the server, one for the page's life in the browser. */
export function createEmotionCache() {
  return createCache({ key: EMOTION_CACHE_KEY })
}
