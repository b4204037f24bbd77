import { ChakraProvider } from '@chakra-ui/react'
import type { Decorator, Preview } from '@storybook/react-vite'
import { QueryClientProvider } from '@tanstack/react-query'
import { setupWorker } from 'msw/browser'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { createContext, useContext, useState, type ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { createQueryClient } from '@/lib/query-client'
import { system } from '@/theme/system'

export interface RouterParameters {
  /** Initial history stack of the memory router; defaults to ['/']. */
  initialEntries?: string[]
  /** Route path the story is mounted at (e.g. '/apps/:appId'); defaults to '*'. */
  path?: string
}

// The router is created once per story; the story element reaches its route through context so
// that re-renders (e.g. args changed from the controls panel) still show up.
const StoryElement = createContext<ReactNode>(null)

function StorySlot() {
  return <>{useContext(StoryElement)}</>
}

function StoryRouter({ params, children }: { params: RouterParameters; children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: params.path ?? '*', element: <StorySlot /> }], {
      initialEntries: params.initialEntries ?? ['/'],
    }),
  )
  return (
    <StoryElement.Provider value={children}>
      <RouterProvider router={router} />
    </StoryElement.Provider>
  )
}

function StoryQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(() => createQueryClient({ retry: false }))
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

const withRouter: Decorator = (Story, context) => (
  <StoryRouter
    key={context.id}
    params={(context.parameters.router as RouterParameters | undefined) ?? {}}
  >
    <Story />
  </StoryRouter>
)

// A fresh QueryClient per story (keyed by story id) so cached data never leaks between stories.
const withQueryClient: Decorator = (Story, context) => (
  <StoryQueryClient key={context.id}>
    <Story />
  </StoryQueryClient>
)

const withChakra: Decorator = (Story) => (
  <ChakraProvider value={system}>
    <Story />
  </ChakraProvider>
)

const preview: Preview = {
  // Decorators listed first wrap innermost: the router is inside the query client and Chakra.
  decorators: [withRouter, withQueryClient, withChakra],
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker()
      // msw 3 renamed `onUnhandledRequest` to `onUnhandledFrame`.
      await worker.start({ quiet: true, onUnhandledFrame: 'bypass' })
      return worker
    }),
  ],
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
}

export default preview
