import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { AppProvider } from '@/app/provider'
import { loadLanguage } from '@/lib/i18n-core'
import { reloadForChunkError } from '@/lib/reload-guard'

// Vite reports a page file (or its CSS) that failed to preload here, before the router sees it.
// Reload once, guarded; when the guard refuses, the error reaches the route's error boundary.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError(event.payload)) event.preventDefault()
})

const container = document.getElementById('root')
if (!container) throw new Error('Root element #root not found')

const root = createRoot(container)
const render = () =>
  root.render(
    <StrictMode>
      <AppProvider>
        <App />
      </AppProvider>
    </StrictMode>,
  )

// Only the active language's messages are loaded, and before the first render, so that the first
// paint is translated. Should that chunk fail, the page still renders (with message keys) rather
// than stay blank; the language switch retries the load.
loadLanguage().then(render, render)
