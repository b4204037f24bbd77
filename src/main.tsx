import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { AppProvider } from '@/app/provider'
import { reloadForChunkError } from '@/lib/reload-guard'

// Vite reports a page file (or its CSS) that failed to preload here, before the router sees it.
// Reload once, guarded; when the guard refuses, the error reaches the route's error boundary.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError(event.payload)) event.preventDefault()
})

const container = document.getElementById('root')
if (!container) throw new Error('Root element #root not found')

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <App />
    </AppProvider>
  </StrictMode>,
)
