import { CacheProvider } from '@emotion/react'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import type { HydrationState } from 'react-router-dom'
import { App } from '@/app/app'
import { AppProvider, createAppQueryClient } from '@/app/provider'
import { createAppRouter } from '@/app/router'
import { createEmotionCache } from '@/theme/emotion-cache'
import { holdUntilFirstPage, nextTask } from '@/lib/first-paint/first-page'
import { holdUntilHydrated } from '@/lib/first-paint/hydration'
import { adoptRenderedLanguage, loadLanguage, setLanguage } from '@/lib/i18n/i18n-core'
import { reloadForChunkError } from '@/components/errors/reload-guard'
import { askForSessionEarly } from '@/lib/session/session'
import { getSystem } from '@/theme/system'
import { HYDRATION_DATA_ID } from '../rules/rendered-page'

// Vite reports a page file (or its CSS) that failed to preload here, before the router sees it.
// Reload once, guarded; when the guard refuses, the error reaches the route's error boundary.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError(event.payload)) event.preventDefault()
})

const container = document.getElementById('root')
if (!container) throw new Error('Root element #root not found')

// Made before anything renders: it takes the styles of a page the server rendered as inserted.
const emotionCache = createEmotionCache()
const queryClient = createAppQueryClient()

/** What a page the server rendered says about itself (scripts/prerender.ts). */
interface RenderedState {
  /** The router's state after the server's loaders. */
  router: HydrationState
  /** The day it was rendered on (YYYY-MM-DD). */
  day: string
}

/** The state of a page the server rendered (docs/rendering.md); none for the others. */
function renderedState(): RenderedState | undefined {
  const json = document.getElementById(HYDRATION_DATA_ID)?.textContent
  return json ? (JSON.parse(json) as RenderedState) : undefined
}

function Portal({ router, onMounted }: Parameters<typeof App>[0]) {
  return (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <AppProvider queryClient={queryClient}>
          <App router={router} onMounted={onMounted} />
        </AppProvider>
      </CacheProvider>
    </StrictMode>
  )
}

/**
 * A page the server rendered: its code, content and messages load, then React hydrates the HTML
 * that is already on screen. What the browser alone knows (the session, the window's width, a
 * language remembered only here) is applied after that (src/lib/first-paint/hydration.ts).
 */
async function hydrate(state: RenderedState) {
  askForSessionEarly()
  const releaseHydration = holdUntilHydrated(state.day)
  const releaseFirstPage = holdUntilFirstPage()
  const remembered = adoptRenderedLanguage()
  let router: Awaited<ReturnType<typeof createAppRouter>>
  try {
    ;[router] = await Promise.all([
      // The route table and the page's match in a task of their own, not in the one that has just
      // evaluated the app's code (src/lib/first-paint/first-page.ts).
      nextTask(state.router).then((hydrationData) => createAppRouter(queryClient, hydrationData)),
      // Should the messages fail, the page hydrates with message keys, as it renders below.
      loadLanguage().catch(() => undefined),
    ])
  } catch {
    // The page's code did not load (a deploy replaced it): the browser renders the page itself,
    // and the router's error boundary offers the reload, as for any other page.
    releaseHydration()
    releaseFirstPage()
    render()
    return
  }
  let mounted = false
  const onMounted = () => {
    if (mounted) return
    mounted = true
    releaseHydration()
    releaseFirstPage()
    if (remembered) void setLanguage(remembered)
  }
  // As a transition, hydration yields to the browser between pieces of work instead of holding the
  // main thread until the whole page is hydrated (React Router's own entry does the same): a tap
  // or a scroll on a slow phone is not kept waiting behind it. It starts in a task after the one
  // that made the router (its first match and loaders).
  await nextTask(undefined)
  startTransition(() => {
    hydrateRoot(container!, <Portal router={router} onMounted={onMounted} />)
  })
}

/**
 * Any other page (an unknown address, a search, the development server): rendered here.
 *
 * Only the active language's messages are loaded, and before the first render, so that the first
 * paint is translated. Should that chunk fail, the page still renders (with message keys) rather
 * than stay blank; the language switch retries the load.
 *
 * What follows runs in tasks of its own, each shorter than all of it in one
 * (src/lib/first-paint/first-page.ts): the router, which asks for the first page's code and checks
 * the session, in the next task, so that both load while the messages do (one round trip less
 * before the page shows on a slow link); then the theme (a tenth of a second on a phone),
 * overlapping their round trips; then the render.
 */
function render() {
  const language = loadLanguage()
  const root = createRoot(container!)
  setTimeout(async () => {
    const router = await createAppRouter(queryClient)

    // Menus, dialogs, the toast region and form rules load once the first page is on screen, not
    // when the loading state before it is (src/lib/first-paint/first-page.ts): once mounted with
    // the router initialized, or when the router then initializes.
    const releaseFirstPage = holdUntilFirstPage()
    let mounted = false
    const stopWatching = router.subscribe(() => releaseOnceShown())
    function releaseOnceShown() {
      if (!mounted || !router.state.initialized) return
      stopWatching()
      releaseFirstPage()
    }
    const onMounted = () => {
      mounted = true
      releaseOnceShown()
    }

    const show = () => root.render(<Portal router={router} onMounted={onMounted} />)

    setTimeout(() => {
      getSystem()
      language.then(nextTask, nextTask).then(show)
    }, 0)
  }, 0)
}

const state = renderedState()
if (state) void hydrate(state)
else render()
