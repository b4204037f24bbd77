import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { RouterProvider } from 'react-router-dom'
import { createAppRouter } from './router'

export function App() {
  const queryClient = useQueryClient()
  // One router for the app's lifetime; its loaders share the provider's query client.
  const [router] = useState(() => createAppRouter(queryClient))
  return <RouterProvider router={router} />
}
