import type { QueryClient } from '@tanstack/react-query'
import { createElement, type ComponentType } from 'react'
import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type LoaderFunction,
  type RouteObject,
} from 'react-router-dom'
import * as errorPage from '@/components/errors/error-page'
import { NotFoundError } from '@/components/errors/errors'
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary'
import { paths } from '@/config/paths'
import { settings } from '@/config/settings'
import {
  accessModules,
  isPortalRoute,
  layoutModules,
  routeTable,
  staffAccessOf,
  type LazyComponent,
  type PageLoader,
  type PortalRoute,
  type StaffRoute,
  type StaffRouteHandle,
} from '@/config/route-table'
import type { RouteHandle } from '@/hooks/use-route-title'
import { contentQueryOptions } from '@/lib/content/query'
import { nextTask } from '@/lib/first-paint/first-page'
import { afterHydration } from '@/lib/first-paint/hydration'
import {
  prefetchProfileRecordLoader,
  requireCompleteProfileLoader,
} from '@/lib/session/complete-profile'
import { RequireUser } from '@/lib/session/require-user'
import { redirectSignedInLoader, requireUserLoader } from '@/lib/session/session'
import { sessionToken } from '@/lib/session/tokens'
import { AwardLayout } from './layouts/award-layout'
import { DefaultLayout } from './layouts/default-layout'
import { DocumentLayout } from './layouts/document-layout'
import { AppLoading, rootLoader, RootShell } from './root'

// The routes are built from the route table (src/config/route-table.ts): each page's path, title,
// layout, access, loader and module are read from there, never written here.

type LazyModule = Extract<RouteObject['lazy'], () => unknown>

type PageModule = Record<string, ComponentType>

/** The file `lazyModules` holds for a table's `@/…` module. */
const moduleFile = (module: string) => `/src/${module.replace(/^@\//, '')}.tsx`

/**
 * Every module the route table may name, each a chunk of its own that loads when a page needs it:
 * the features' screens, the route modules that compose features (`./routes/`), the staff
 * console's layout and guard. The general error page is already in the first load (the error
 * boundaries show it): it is there at once.
 */
const lazyModules: Record<string, () => Promise<PageModule>> = {
  ...import.meta.glob<PageModule>([
    '/src/features/**/*-screen.tsx',
    '/src/features/**/*-screens.tsx',
    '/src/features/staff/session/require-staff.tsx',
    '/src/app/routes/**/*.tsx',
    '/src/app/layouts/staff-layout.tsx',
  ]),
  [moduleFile('@/components/errors/error-page')]: async () => errorPage as PageModule,
}

/** A table's module as a route's `lazy`: the component, given the props the table names. */
function lazyComponent({ module, component, props }: LazyComponent): LazyModule {
  const load = lazyModules[moduleFile(module)]
  if (!load) throw new Error(`${module} is not one of the router's lazy modules (lazyModules)`)
  return async () => {
    const Screen = (await load())[component]
    if (!Screen) throw new Error(`${module} exports no ${component}`)
    return {
      Component: props ? () => createElement(Screen as ComponentType<object>, props) : Screen,
    }
  }
}

/**
 * Where the routes run: in the visitor's browser, or on the build machine that renders the public
 * pages to HTML (src/entry-server.tsx, docs/rendering.md).
 */
export type RouteTarget = 'browser' | 'server'

/**
 * When a check runs on the first load of a page the server rendered: `always`, or only where
 * this browser knows something the server did not (`when-signed-in`: a session token;
 * `when-signed-in-or-mobile`: a token, or a mobile site to send narrow screens to).
 */
type OnHydration = 'always' | 'when-signed-in' | 'when-signed-in-or-mobile'

function checksOnHydration(onHydration: OnHydration): boolean {
  if (onHydration === 'always' || sessionToken.get()) return true
  return onHydration === 'when-signed-in-or-mobile' && settings.mobileSite !== ''
}

/**
 * A loader that checks what only the visitor's browser knows: the session, the window's width.
 * The server renders every page as before that check (its loaders answer null: the page with
 * the session still being checked). In the browser the check also runs on the first load of a
 * page the server rendered (`hydrate`), but only once React has hydrated it: the first render
 * must be the server's, and the session known sooner would change the header under it.
 *
 * On that first load it runs only where it can change something (`onHydration`). A check that
 * runs updates the router's state, and React renders the whole page again (every link reads the
 * router); for a visitor without a session token on a portal without a mobile site, the root's
 * and the login page's checks would find what the page already shows.
 */
function browserCheck(
  target: RouteTarget,
  loader: LoaderFunction,
  onHydration: OnHydration,
): LoaderFunction {
  if (target === 'server') return () => null
  const check: LoaderFunction = (args) => afterHydration().then(() => loader(args))
  return Object.assign(check, { hydrate: checksOnHydration(onHydration) })
}

/**
 * A page's code together with the content section its screen shows: both chunks load at once, and
 * the screen's first render already has its text (useContent) instead of a loading state followed
 * by a second render a round trip later. A section that fails to load fails in the screen, as before.
 */
function withContent(
  queryClient: QueryClient,
  { content }: PortalRoute,
  load: LazyModule,
): LazyModule {
  if (!content) return load
  return async () => {
    const [module] = await Promise.all([
      load(),
      queryClient.prefetchQuery(contentQueryOptions(content)),
    ])
    return module
  }
}

/** What each of the table's page loaders is. */
const pageLoaders: Record<PageLoader, (queryClient: QueryClient) => LoaderFunction> = {
  // The change screens need a complete profile (design.md, section 5): others go to the intercept
  // page (docs/architecture.md, "Which pages need a complete profile").
  'complete-profile': requireCompleteProfileLoader,
  // The form's code (the page's content for a profile to complete) loads with the page's, not
  // after its first render.
  'profile-record': (queryClient) =>
    prefetchProfileRecordLoader(
      queryClient,
      () => void import('@/features/complete-profile/profile-editor'),
    ),
}

/** Routes without a page file of their own: 404 for whatever matched nothing. */
const notFoundRoute: RouteObject = {
  path: '*',
  handle: { title: 'notFound' } satisfies RouteHandle,
  loader: ({ request }) => {
    throw new NotFoundError(new URL(request.url).pathname)
  },
}

/** A layout's children: its pages behind an error boundary, so that errors keep the layout. */
const inLayout = (children: RouteObject[]): RouteObject[] => [
  { errorElement: <RouteErrorBoundary />, children },
]

/**
 * The developer pages of one layout; the signed-in ones sit together under one pathless route
 * whose loader sends signed-out visitors to sign in before a page loads.
 */
function portalPages(
  queryClient: QueryClient,
  target: RouteTarget,
  layout: PortalRoute['layout'],
): RouteObject[] {
  const check = (loader: LoaderFunction, onHydration: OnHydration = 'always') =>
    browserCheck(target, loader, onHydration)
  const page = (entry: PortalRoute): RouteObject => {
    const load = withContent(queryClient, entry, lazyComponent(entry))
    const route: RouteObject = {
      id: entry.name,
      path: entry.path,
      handle: { title: entry.title, titleValues: entry.titleValues } satisfies RouteHandle,
      // The page's render runs in a task after the one that evaluates its code: two shorter
      // tasks on a phone instead of one long one (src/lib/first-paint/first-page.ts).
      lazy: () => load().then(nextTask),
    }
    if (entry.access === 'signed-out-only') {
      if (entry.loader) throw new Error(`${entry.name}: a signed-out page has no other loader`)
      // Signed-in developers have nothing to do there: the account centre.
      route.loader = check(redirectSignedInLoader(queryClient), 'when-signed-in')
    } else if (entry.loader) {
      route.loader = check(pageLoaders[entry.loader](queryClient))
      // A guard decides again on every navigation, as the session check does.
      if (entry.loader === 'complete-profile') route.shouldRevalidate = () => true
    }
    return route
  }
  const entries = routeTable.filter(isPortalRoute).filter((entry) => entry.layout === layout)
  const routes = entries.filter((entry) => entry.access !== 'signed-in').map(page)
  const signedIn = entries.filter((entry) => entry.access === 'signed-in').map(page)
  if (signedIn.length === 0) return routes
  return [
    ...routes,
    {
      id: 'signed-in',
      loader: check(requireUserLoader(queryClient)),
      shouldRevalidate: () => true,
      // Also sends the visitor to sign in when the session ends while a page is open.
      element: <RequireUser />,
      children: signedIn,
    },
  ]
}

/**
 * The staff console: its own layout, session and code, under its own prefix. None of
 * it is imported here: every part is a lazy module, so no developer page loads any of it. It sits
 * beside the portal's root route, not under it: the developer session check and the mobile
 * redirect are the developer pages' business.
 */
function staffRoutes(queryClient: QueryClient): RouteObject {
  const session = () => import('@/features/staff/session/staff-session')
  const entries = routeTable.filter((entry): entry is StaffRoute => entry.layout === 'staff')
  const page = (entry: StaffRoute): RouteObject => {
    const lazy = lazyComponent(entry)
    // A signed-in page says whom it is for: the session's guard shows anyone else why not.
    const handle =
      entry.access === 'staff'
        ? ({ staffAccess: staffAccessOf(entry) } satisfies StaffRouteHandle)
        : undefined
    // The console's home is its prefix: the subtree's index.
    return entry.path === paths.staff.queue
      ? { id: entry.name, index: true, lazy, handle }
      : { id: entry.name, path: entry.path, lazy, handle }
  }
  return {
    id: 'staff',
    path: paths.staff.queue,
    element: <RootShell />,
    hydrateFallbackElement: <AppLoading />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        lazy: lazyComponent(layoutModules.staff!),
        children: inLayout([
          ...entries.filter((entry) => entry.access === 'public').map(page),
          {
            // A staff session required: the loader sends a visitor without one to sign in.
            id: 'staff-session',
            loader: async (args) => (await session()).requireStaffLoader(queryClient)(args),
            shouldRevalidate: () => true,
            lazy: lazyComponent(accessModules.staff!),
            children: entries.filter((entry) => entry.access === 'staff').map(page),
          },
          notFoundRoute,
        ]),
      },
    ],
  }
}

export function createRoutes(
  queryClient: QueryClient,
  target: RouteTarget = 'browser',
): RouteObject[] {
  const pages = (layout: PortalRoute['layout']) => portalPages(queryClient, target, layout)
  return [
    {
      id: 'root',
      loader: browserCheck(target, rootLoader(queryClient), 'when-signed-in-or-mobile'),
      // Spec: the session is checked before *each* navigation, not only when params change.
      shouldRevalidate: () => true,
      element: <RootShell />,
      // The first load (session check, the page's chunk) shows a loading state, not a blank page.
      hydrateFallbackElement: <AppLoading />,
      errorElement: (
        <DefaultLayout>
          <RouteErrorBoundary />
        </DefaultLayout>
      ),
      children: [
        { element: <DocumentLayout />, children: inLayout(pages('document')) },
        { element: <AwardLayout />, children: inLayout(pages('award')) },
        { element: <DefaultLayout />, children: inLayout([...pages('default'), notFoundRoute]) },
      ],
    },
    staffRoutes(queryClient),
  ]
}

/**
 * The browser's router. For a page the server rendered (`hydrationData`), the code of the routes
 * it shows is loaded first (with their content): the router then starts with the page already
 * matched and rendered, as React Router's documentation says for lazy routes and hydration.
 */
export async function createAppRouter(queryClient: QueryClient, hydrationData?: HydrationState) {
  const routes = createRoutes(queryClient)
  if (hydrationData) {
    const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? []
    await Promise.all(
      lazyMatches.map(async ({ route }) => {
        const module = await (route.lazy as LazyModule)()
        Object.assign(route, { ...module, lazy: undefined })
      }),
    )
  }
  return createBrowserRouter(routes, { hydrationData })
}
