import { useEffect } from 'react'
import { RouterProvider } from 'react-router-dom'
import type { createAppRouter } from './router'

export interface AppProps {
  /** The router, made before the first render (src/main.tsx). */
  router: Awaited<ReturnType<typeof createAppRouter>>
  /** Called once the first render is on the page (a page the server rendered: hydrated). */
  onMounted?: () => void
}

/** The routed portal. */
export function App({ router, onMounted }: AppProps) {
  // A parent's effects run after its children's: the whole first render is committed here.
  useEffect(() => onMounted?.(), [onMounted])
  return <RouterProvider router={router} />
}
