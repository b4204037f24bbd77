import type { Decorator, Preview } from '@storybook/react-vite'
import { setupWorker } from 'msw/browser'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { createContext, useContext, useState, type ReactNode } from 'react'
import { configure } from 'storybook/test'
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  type InitialEntry,
  type RouteObject,
} from 'react-router-dom'
import { refuseUnhandledApiCalls } from '@mocks/handlers'
import { clearRequestLog, unhandledRequests } from '@mocks/request-log'
import { AppProvider, createAppQueryClient } from '@/app/provider'
import { isLanguage } from '@/config/settings'
import { sessionToken } from '@/lib/session/tokens'
import { i18n } from '@/lib/i18n/i18n'

export interface RouterParameters {
  /**
   * Initial history stack of the memory router (paths, or locations with `state`); defaults to
   * ['/'].
   */
  initialEntries?: InitialEntry[]
  /**
   * Route path the story is mounted at (e.g. '/apps/:appId'); defaults to '*'. With a path, any
   * other location renders "Navigated to <pathname>", for play functions to assert navigation.
   */
  path?: string
  /** The route's `handle` (its title), as the app's route table gives it. */
  handle?: unknown
}

// A play function waits for the state it asserts (findBy…, waitFor), never for time; on a busy
// machine (two cores, other suites running) that state comes later than Testing Library's 1 s
// default, so each wait may take up to 5 s. A story that passes costs no more for it.
configure({ asyncUtilTimeout: 5_000 })

// The router is created once per story; the story element reaches its route through context so
// that re-renders (e.g. args changed from the controls panel) still show up.
const StoryElement = createContext<ReactNode>(null)

function StorySlot() {
  return <>{useContext(StoryElement)}</>
}

/** Where a story with a route path went when it left that route. */
function NavigatedTo() {
  return <p>Navigated to {useLocation().pathname}</p>
}

function StoryRouter({ params, children }: { params: RouterParameters; children: ReactNode }) {
  const [router] = useState(() => {
    const routes: RouteObject[] = [
      { path: params.path ?? '*', element: <StorySlot />, handle: params.handle },
    ]
    if (params.path) routes.push({ path: '*', element: <NavigatedTo /> })
    return createMemoryRouter(routes, { initialEntries: params.initialEntries ?? ['/'] })
  })
  return (
    <StoryElement.Provider value={children}>
      <RouterProvider router={router} />
    </StoryElement.Provider>
  )
}

/** The app's own providers (theme, i18n, toaster, error toasts) with a fresh query client. */
function StoryProviders({ children }: { children: ReactNode }) {
  const [client] = useState(() => createAppQueryClient({ retry: false }))
  return <AppProvider queryClient={client}>{children}</AppProvider>
}

const withRouter: Decorator = (Story, context) => (
  <StoryRouter
    key={context.id}
    params={(context.parameters.router as RouterParameters | undefined) ?? {}}
  >
    <Story />
  </StoryRouter>
)

// Keyed by story id so cached data (the session included) never leaks between stories.
const withProviders: Decorator = (Story, context) => (
  <StoryProviders key={context.id}>
    <Story />
  </StoryProviders>
)

// The portal's default language unless a story (or the toolbar) asks for another. Applied once per
// story and locale, before the story renders (play functions see the right text at once), and not
// again on re-renders: the language switch inside a story must be able to change it.
let applied = ''
const withLocale: Decorator = (Story, context) => {
  const locale: unknown = context.globals.locale
  const language = isLanguage(locale) ? locale : 'zh-CN'
  if (applied !== `${context.id}:${language}`) {
    applied = `${context.id}:${language}`
    void i18n.changeLanguage(language)
    document.documentElement.lang = language
  }
  return <Story />
}

/**
 * In stories a toast stays until the next story instead of 3 s: what a story shows once its play
 * function has run (and its visual shot) then does not depend on how long the play function took.
 */
let toastsKept = false
function keepToastsUntilNextStory(store: { create: (options: { duration?: number }) => string }) {
  if (toastsKept) return
  toastsKept = true
  const create = store.create.bind(store)
  store.create = (options) => create({ ...options, duration: Infinity })
}

const preview: Preview = {
  // Decorators listed first wrap innermost: the router is inside the providers.
  decorators: [withRouter, withProviders, withLocale],
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker()
      // msw 3 renamed `onUnhandledRequest` to `onUnhandledFrame`. An API call no handler
      // answers is refused and logged; the test runner fails the story (test-runner.ts).
      await worker.start({ quiet: true, onUnhandledFrame: refuseUnhandledApiCalls })
      return worker
    }),
  ],
  // Each story starts with an empty log of what was sent (play functions assert the payload), and
  // with a session token, so that the session check asks queryAccountInfo and the story's handler
  // decides whether the visitor is signed in (without a token the portal asks nothing).
  // Toasts a previous story raised are removed too: the toast queue outlives a story.
  beforeEach: async () => {
    clearRequestLog()
    sessionToken.set('story-session-token')
    const { toastStore } = await import('@/components/ui/toast-region')
    toastStore.remove()
    keepToastsUntilNextStory(toastStore)
  },
  globalTypes: {
    locale: {
      description: 'Portal language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh-CN', title: '中文' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh-CN' },
  parameters: {
    a11y: { test: 'error' },
    // The toolbar's viewports: the test runner's phone width (stories named …Phone), a common
    // phone, the mobile breakpoint (design.md section 7) and a desktop.
    viewport: {
      options: {
        phone320: {
          name: 'Phone 320',
          styles: { width: '320px', height: '720px' },
          type: 'mobile',
        },
        phone390: {
          name: 'Phone 390',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        tablet768: {
          name: 'Tablet 768',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop1280: {
          name: 'Desktop 1280',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
}

export default preview

// The test runner reads this after each story (.storybook/test-runner.ts).
declare global {
  interface Window {
    __unhandledApiCalls?: () => readonly string[]
  }
}
window.__unhandledApiCalls = unhandledRequests
