// The server side of the public pages' HTML (docs/rendering.md): `vite build --ssr` bundles this
// module, and scripts/prerender.ts renders every public page with it, in each language, at build
// time. The browser hydrates what it rendered (src/main.tsx).
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type HydrationState,
} from 'react-router-dom'
import { AppProvider, createAppQueryClient } from '@/app/provider'
import { createRoutes } from '@/app/router'
import type { Language } from '@/config/settings'
import { localDay } from '@/hooks/use-today'
import { createEmotionCache } from '@/theme/emotion-cache'
import { i18n, loadLanguage } from '@/lib/i18n/i18n-core'

export interface RenderedPage {
  /** The router's answer: 200 for a page, 404 for an unknown path, 3xx for a redirect. */
  status: number
  /** What goes inside #root. */
  html: string
  /** The page's critical CSS: emotion's <style> elements, for the document's head. */
  styles: string
  /** The router's state after the server's loaders: the browser starts from it. */
  hydrationData: HydrationState
  /** The day the page was rendered on: the browser's first render shows it as of that day. */
  day: string
  /**
   * What failed while rendering: a part that failed is left for the browser to render, whose
   * first render then differs from the server's (scripts/prerender.ts refuses such a page).
   */
  errors: string[]
}

/** Renders one address (path and query) in one language, as the browser's first render will. */
export async function renderPage(url: string, language: Language): Promise<RenderedPage> {
  await loadLanguage(language)
  i18n.changeLanguage(language)
  const queryClient = createAppQueryClient()
  const handler = createStaticHandler(createRoutes(queryClient, 'server'))
  const context = await handler.query(new Request(new URL(url, 'http://portal.invalid')))
  if (context instanceof Response) {
    return {
      status: context.status,
      html: '',
      styles: '',
      hydrationData: {},
      day: localDay(),
      errors: [],
    }
  }
  const router = createStaticRouter(handler.dataRoutes, context)
  const cache = createEmotionCache()
  const emotion = createEmotionServer(cache)
  const errors: string[] = []
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProvider queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </CacheProvider>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error instanceof Error ? error.message : String(error)),
    },
  )
  const html = await new Response(prelude).text()
  queryClient.clear()
  return {
    status: context.statusCode,
    html,
    styles: styleTags(emotion.extractCriticalToChunks(html)),
    hydrationData: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors,
    },
    day: localDay(),
    errors,
  }
}

/**
 * The page's critical CSS as emotion's `<style data-emotion="key ids…">` elements for its head, as
 * `constructStyleTagsFromChunks` writes them, marked `data-s` as emotion marks server-rendered
 * styles it has already put in the head. Unmarked, the default cache @emotion/react makes as it
 * loads (key `css`, not the portal's) moved each of them to the end of the head: the browser then
 * dropped what it knew of every element's style and worked it out again, in the task that loads
 * the app. These are in the head already; the portal's cache takes them over in place
 * (src/theme/emotion-cache.ts).
 */
function styleTags({
  styles,
}: ReturnType<ReturnType<typeof createEmotionServer>['extractCriticalToChunks']>) {
  return styles
    .map(
      ({ key, ids, css }) =>
        `<style data-emotion="${key} ${ids.join(' ')}" data-s="">${css}</style>`,
    )
    .join('')
}
