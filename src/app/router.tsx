import type { QueryClient } from '@tanstack/react-query'
import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type LoaderFunction,
  type RouteObject,
} from 'react-router-dom'
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary'
import { paths, type HelpCentre } from '@/config/paths'
import { RequireUser } from '@/features/session/require-user'
import { requireUserLoader } from '@/lib/session'
import { pageEntry, staffRecordPattern } from '@/config/pages'
import {
  prefetchProfileRecordLoader,
  redirectSignedInLoader,
  requireCompleteProfileLoader,
} from '@/lib/complete-profile'
import type { RouteHandle } from '@/hooks/use-route-title'
import { NotFoundError } from '@/lib/errors'
import { nextTask } from '@/lib/first-page'
import { afterHydration } from '@/lib/hydration'
import { contentQueryOptions } from '@/lib/content/query'
import type { ContentSection } from '@/lib/content/types'
import { AwardLayout } from './layouts/award-layout'
import { DefaultLayout } from './layouts/default-layout'
import { DocumentLayout } from './layouts/document-layout'
import { AppLoading, rootLoader, RootShell } from './root'

// Paths are public addresses: they stay exactly as the specification spells them (accpuntIntercept,
// findPassWord, modifylegalPerson…). Titles (the `handle`) say what each page is for.

type LazyModule = Extract<RouteObject['lazy'], () => unknown>

/**
 * Where the routes run: in the visitor's browser, or on the build machine that renders the public
 * pages to HTML (src/entry-server.tsx, docs/rendering.md).
 */
export type RouteTarget = 'browser' | 'server'

/**
 * A loader that checks what only the visitor's browser knows: the session, the window's width.
 * The server renders every page as before that check (its loaders answer null: the page with
 * the session still being checked). In the browser the check also runs on the first load of a
 * page the server rendered (`hydrate`), but only once React has hydrated it: the first render
 * must be the server's, and the session known sooner would change the header under it.
 */
function browserCheck(target: RouteTarget, loader: LoaderFunction): LoaderFunction {
  if (target === 'server') return () => null
  const check: LoaderFunction = (args) => afterHydration().then(() => loader(args))
  return Object.assign(check, { hydrate: true as const })
}

/**
 * A page route; its title comes from the page table (`fullPath` when `path` is relative). The
 * page's render runs in a task after the one that evaluates its code: two shorter tasks on a
 * phone instead of one long one (src/lib/first-page.ts).
 */
function page(path: string, load: LazyModule, fullPath = path): RouteObject {
  const { title, titleValues } = pageEntry(fullPath)
  const handle: RouteHandle = { title, titleValues }
  const lazy: LazyModule = () => load().then(nextTask)
  return path === '' ? { index: true, handle, lazy } : { path, handle, lazy }
}

/** A page's code, loaded with the content section its screen shows (see withContent). */
type WithContent = <M>(section: ContentSection, load: () => Promise<M>) => () => Promise<M>

/**
 * A page's code together with the content section its screen shows: both chunks load at once, and
 * the screen's first render already has its text (useContent) instead of a loading state followed
 * by a second render a round trip later. A section that fails to load fails in the screen, as before.
 */
function withContent(queryClient: QueryClient): WithContent {
  return (section, load) => async () => {
    const [module] = await Promise.all([
      load(),
      queryClient.prefetchQuery(contentQueryOptions(section)),
    ])
    return module
  }
}

function helpCentre(content: WithContent, centre: HelpCentre): RouteObject {
  const base = paths.help.home(centre)
  return {
    path: base,
    children: [
      page(
        '',
        content('help', () => import('./routes/help/help-home')),
        base,
      ),
      page(
        'faq/:id',
        content('help', () => import('./routes/help/faq')),
        `${base}/faq/:id`,
      ),
      page(
        'faqInfo',
        content('help', () => import('./routes/help/faq-info')),
        `${base}/faqInfo`,
      ),
      page(
        'hot',
        content('help', () => import('./routes/help/hot')),
        `${base}/hot`,
      ),
      page(
        'search',
        content('help', () => import('./routes/help/search')),
        `${base}/search`,
      ),
    ],
  }
}

/** Routes without a page file of their own: 404 for whatever matched nothing. */
const notFoundRoute: RouteObject = {
  path: '*',
  handle: { title: 'notFound' } satisfies RouteHandle,
  loader: ({ request }) => {
    throw new NotFoundError(new URL(request.url).pathname)
  },
}

/**
 * The staff console (issue 31): its own layout, session and code, under its own prefix. None of
 * it is imported here: every part is a lazy module, so no developer page loads any of it. It sits
 * beside the portal's root route, not under it: the developer session check and the mobile
 * redirect are the developer pages' business.
 */
function staffRoutes(queryClient: QueryClient): RouteObject {
  const session = () => import('@/features/staff/session/staff-session')
  return {
    id: 'staff',
    path: paths.staff.queue,
    element: <RootShell />,
    hydrateFallbackElement: <AppLoading />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        lazy: () => import('./routes/staff/layout'),
        children: [
          {
            errorElement: <RouteErrorBoundary />,
            children: [
              { path: paths.staff.login, lazy: () => import('./routes/staff/login') },
              { path: paths.staff.setup, lazy: () => import('./routes/staff/setup') },
              {
                // A staff session required: the loader sends a visitor without one to sign in.
                loader: async (args) => (await session()).requireStaffLoader(queryClient)(args),
                shouldRevalidate: () => true,
                lazy: () => import('./routes/staff/require-staff'),
                children: [
                  { index: true, lazy: () => import('./routes/staff/queue') },
                  { path: staffRecordPattern(), lazy: () => import('./routes/staff/record') },
                  { path: paths.staff.audit, lazy: () => import('./routes/staff/audit') },
                ],
              },
              notFoundRoute,
            ],
          },
        ],
      },
    ],
  }
}

export function createRoutes(
  queryClient: QueryClient,
  target: RouteTarget = 'browser',
): RouteObject[] {
  const content = withContent(queryClient)
  const check = (loader: LoaderFunction) => browserCheck(target, loader)
  return [
    {
      id: 'root',
      loader: check(rootLoader(queryClient)),
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
        {
          path: paths.document,
          element: <DocumentLayout />,
          children: [
            {
              errorElement: <RouteErrorBoundary />,
              children: [
                page(
                  '',
                  content('documents', () => import('./routes/document')),
                  paths.document,
                ),
              ],
            },
          ],
        },
        {
          element: <AwardLayout />,
          children: [
            {
              errorElement: <RouteErrorBoundary />,
              children: [
                page(
                  paths.awards.page('awardsAct', 'publicity'),
                  content('awards', () => import('./routes/awards/awards-act-publicity')),
                ),
                page(
                  paths.awards.page('awardsAct', 'registration'),
                  content('awards', () => import('./routes/awards/awards-act-registration')),
                ),
                page(
                  paths.awards.page('awardsAct', 'selection'),
                  content('awards', () => import('./routes/awards/awards-act-selection')),
                ),
                page(
                  paths.awards.page('awardsAct2', 'publicity'),
                  content('awards', () => import('./routes/awards/awards-act2-publicity')),
                ),
                page(
                  paths.awards.page('awardsAct2', 'registration'),
                  content('awards', () => import('./routes/awards/awards-act2-registration')),
                ),
                page(
                  paths.awards.page('awardsAct2', 'selection'),
                  content('awards', () => import('./routes/awards/awards-act2-selection')),
                ),
                page(
                  paths.awards.page('awardsAct3', 'publicity'),
                  content('awards', () => import('./routes/awards/awards-act3-publicity')),
                ),
                page(
                  paths.awards.edition('awardsAct4'),
                  content('awards', () => import('./routes/awards/awards-act4')),
                ),
              ],
            },
          ],
        },
        {
          element: <DefaultLayout />,
          children: [
            {
              errorElement: <RouteErrorBoundary />,
              children: [
                page(
                  paths.home,
                  content('home', () => import('./routes/home')),
                ),
                page(
                  paths.conference,
                  content('conference', () => import('./routes/conference/conference')),
                ),
                page(
                  paths.conferencePreview,
                  content('conference', () => import('./routes/conference/conference-preview')),
                ),
                // Signed-in developers have nothing to do on these two: the account centre.
                {
                  ...page(paths.account.login, () => import('./routes/account/login')),
                  loader: check(redirectSignedInLoader(queryClient)),
                },
                {
                  ...page(paths.account.register, () => import('./routes/account/register')),
                  loader: check(redirectSignedInLoader(queryClient)),
                },
                page(paths.account.findPassword, () => import('./routes/account/find-password')),
                page(paths.account.recovery, () => import('./routes/account/recovery')),
                page(
                  paths.account.recoveryApplySuccess,
                  () => import('./routes/account/recovery-apply-success'),
                ),
                {
                  // Login required: the loader redirects signed-out visitors before the page loads.
                  loader: check(requireUserLoader(queryClient)),
                  shouldRevalidate: () => true,
                  element: <RequireUser />,
                  children: [
                    page(
                      paths.account.intercept,
                      () => import('./routes/account/account-intercept'),
                    ),
                    {
                      ...page(paths.account.data, () => import('./routes/account/data')),
                      // The form's code (the page's content for a profile to complete) loads with
                      // the page's, not after its first render.
                      loader: check(
                        prefetchProfileRecordLoader(
                          queryClient,
                          () => void import('@/features/complete-profile/profile-editor'),
                        ),
                      ),
                    },
                    page(paths.account.personal, () => import('./routes/account/personal')),
                    {
                      // The change screens need a complete profile (design.md, section 5): others
                      // go to the intercept page (docs/architecture.md, "Which pages need a
                      // complete profile").
                      loader: check(requireCompleteProfileLoader(queryClient)),
                      shouldRevalidate: () => true,
                      children: [
                        page(
                          paths.account.modifyContact,
                          () => import('./routes/account/modify-contact'),
                        ),
                        page(
                          paths.account.modifyEmail,
                          () => import('./routes/account/modify-email'),
                        ),
                        page(
                          paths.account.modifyLegalPerson,
                          () => import('./routes/account/modify-legal-person'),
                        ),
                        page(
                          paths.account.modifyLegalPersonCompany,
                          () => import('./routes/account/modify-legal-person-company'),
                        ),
                        page(
                          paths.account.modifyRole,
                          () => import('./routes/account/modify-role'),
                        ),
                      ],
                    },
                    page(
                      paths.account.modifyPassword,
                      () => import('./routes/account/modify-password'),
                    ),
                    page(paths.account.security, () => import('./routes/account/security')),
                    page(paths.account.record, () => import('./routes/account/record')),
                    page(paths.account.recordInfo, () => import('./routes/account/record-info')),
                  ],
                },
                helpCentre(content, 'commonGameProblem'),
                helpCentre(content, 'commonProblem'),
                page(
                  paths.contactUs,
                  content('contact', () => import('./routes/contact-us')),
                ),
                page(
                  paths.devtool,
                  content('devtool', () => import('./routes/devtool')),
                ),
                page(paths.error, () => import('./routes/error')),
                page(
                  paths.flowSupport,
                  content('flow-support', () => import('./routes/flow-support')),
                ),
                page(
                  paths.openness.intelligentCard,
                  content('openness', () => import('./routes/openness/intelligent-card')),
                ),
                page(
                  paths.openness.product,
                  content('openness', () => import('./routes/openness/product')),
                ),
                page(
                  paths.openness.quickGame,
                  content('openness', () => import('./routes/openness/quick-game')),
                ),
                page(
                  paths.showcase,
                  content('showcase', () => import('./routes/showcase/showcase')),
                ),
                page(
                  paths.showcaseDetail,
                  content('showcase', () => import('./routes/showcase/showcase-detail')),
                ),
                page(
                  paths.serviceProvider,
                  content('service-providers', () => import('./routes/service-provider')),
                ),
                notFoundRoute,
              ],
            },
          ],
        },
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
