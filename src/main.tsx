import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { runEffectsAsReactDoes } from '@/app/effect-timing'
import { AppProvider, createAppQueryClient } from '@/app/provider'
import { createAppRouter } from '@/app/router'
import { loadLanguage } from '@/lib/i18n-core'
import { reloadForChunkError } from '@/lib/reload-guard'
import { getSystem } from '@/theme/system'

// Vite reports a page file (or its CSS) that failed to preload here, before the router sees it.
// Reload once, guarded; when the guard refuses, the error reaches the route's error boundary.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError(event.payload)) event.preventDefault()
})

runEffectsAsReactDoes()

const container = document.getElementById('root')
if (!container) throw new Error('Root element #root not found')

// The router starts at once: the first page's code and the session check load while the language's
// messages do, instead of after them (one round trip less before the page shows on a slow link).
const queryClient = createAppQueryClient()
const router = createAppRouter(queryClient)

const root = createRoot(container)
const render = () =>
  root.render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <App router={router} />
      </AppProvider>
    </StrictMode>,
  )

// Only the active language's messages are loaded, and before the first render, so that the first
// paint is translated. Should that chunk fail, the page still renders (with message keys) rather
// than stay blank; the language switch retries the load.
const language = loadLanguage()
// The theme is built in a task of its own once the requests above are out, so that its tenth of a
// second on a phone overlaps their round trips instead of delaying them.
setTimeout(() => {
  getSystem()
  language.then(render, render)
}, 0)
