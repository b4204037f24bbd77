import { RouterProvider } from 'react-router-dom'
import type { createAppRouter } from './router'

/** The routed portal; the router is made before the first render (src/main.tsx). */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return <RouterProvider router={router} />
}
