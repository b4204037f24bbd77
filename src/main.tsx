import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { AppProvider, createAppQueryClient } from '@/app/provider'
import { createAppRouter } from '@/app/router'
import { holdUntilFirstPage, nextTask } from '@/lib/first-page'
import { loadLanguage } from '@/lib/i18n-core'
import { reloadForChunkError } from '@/lib/reload-guard'
import { getSystem } from '@/theme/system'

// Vite reports a page file (or its CSS) that failed to preload here, before the router sees it.
// Reload once, guarded; when the guard refuses, the error reaches the route's error boundary.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError(event.payload)) event.preventDefault()
})

const container = document.getElementById('root')
if (!container) throw new Error('Root element #root not found')

// Only the active language's messages are loaded, and before the first render, so that the first
// paint is translated. Should that chunk fail, the page still renders (with message keys) rather
// than stay blank; the language switch retries the load.
const language = loadLanguage()
const queryClient = createAppQueryClient()
const root = createRoot(container)

// What follows runs in tasks of its own, each shorter than all of it in one (src/lib/first-page.ts):
// the router, which asks for the first page's code and checks the session, in the next task, so
// that both load while the messages do (one round trip less before the page shows on a slow link);
// then the theme (a tenth of a second on a phone), overlapping their round trips; then the render.
setTimeout(() => {
  const router = createAppRouter(queryClient)

  // Menus, dialogs, the toast region and form rules load once the first page is on screen, not
  // when the loading state before it is (src/lib/first-page.ts). Preact renders synchronously: once
  // `render` has returned with the router initialized, or the router then initializes (its
  // subscribers run before the render they cause), the page is what the next frame paints.
  const releaseFirstPage = holdUntilFirstPage()
  let rendered = false
  const stopWatching = router.subscribe(() => releaseOnceShown())
  function releaseOnceShown() {
    if (!rendered || !router.state.initialized) return
    stopWatching()
    releaseFirstPage()
  }

  const render = () => {
    root.render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <App router={router} />
        </AppProvider>
      </StrictMode>,
    )
    rendered = true
    releaseOnceShown()
  }

  setTimeout(() => {
    getSystem()
    language.then(nextTask, nextTask).then(render)
  }, 0)
}, 0)
