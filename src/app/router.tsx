import type { QueryClient } from '@tanstack/react-query'
import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary'
import { paths, type HelpCentre } from '@/config/paths'
import { RequireUser } from '@/features/session/require-user'
import { requireUserLoader } from '@/lib/session'
import { redirectSignedInLoader, requireCompleteProfileLoader } from '@/lib/complete-profile'
import type { RouteHandle, TitleKey } from '@/hooks/use-route-title'
import { NotFoundError } from '@/lib/errors'
import { AwardLayout } from './layouts/award-layout'
import { DefaultLayout } from './layouts/default-layout'
import { DocumentLayout } from './layouts/document-layout'
import { rootLoader, RootShell } from './root'

// Paths are public addresses: they stay exactly as the specification spells them (accpuntIntercept,
// findPassWord, modifylegalPerson…). Titles (the `handle`) say what each page is for.

type LazyModule = RouteObject['lazy']

function page(
  path: string,
  title: TitleKey,
  lazy: LazyModule,
  titleValues?: RouteHandle['titleValues'],
): RouteObject {
  const handle: RouteHandle = { title, titleValues }
  return path === '' ? { index: true, handle, lazy } : { path, handle, lazy }
}

function helpCentre(centre: HelpCentre, prefix: 'helpGame' | 'helpCommon'): RouteObject {
  return {
    path: paths.help.home(centre),
    children: [
      page('', prefix, () => import('./routes/help/help-home')),
      page('faq/:id', `${prefix}Faq`, () => import('./routes/help/faq')),
      page('faqInfo', `${prefix}FaqInfo`, () => import('./routes/help/faq-info')),
      page('hot', `${prefix}Hot`, () => import('./routes/help/hot')),
      page('search', `${prefix}Search`, () => import('./routes/help/search')),
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

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      loader: rootLoader(queryClient),
      // Spec: the session is checked before *each* navigation, not only when params change.
      shouldRevalidate: () => true,
      element: <RootShell />,
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
              children: [page('', 'document', () => import('./routes/document'))],
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
                  'awardPublicity',
                  () => import('./routes/awards/awards-act-publicity'),
                  { edition: 1 },
                ),
                page(
                  paths.awards.page('awardsAct', 'registration'),
                  'awardRegistration',
                  () => import('./routes/awards/awards-act-registration'),
                  { edition: 1 },
                ),
                page(
                  paths.awards.page('awardsAct', 'selection'),
                  'awardSelection',
                  () => import('./routes/awards/awards-act-selection'),
                  { edition: 1 },
                ),
                page(
                  paths.awards.page('awardsAct2', 'publicity'),
                  'awardPublicity',
                  () => import('./routes/awards/awards-act2-publicity'),
                  { edition: 2 },
                ),
                page(
                  paths.awards.page('awardsAct2', 'registration'),
                  'awardRegistration',
                  () => import('./routes/awards/awards-act2-registration'),
                  { edition: 2 },
                ),
                page(
                  paths.awards.page('awardsAct2', 'selection'),
                  'awardSelection',
                  () => import('./routes/awards/awards-act2-selection'),
                  { edition: 2 },
                ),
                page(
                  paths.awards.page('awardsAct3', 'publicity'),
                  'awardPublicity',
                  () => import('./routes/awards/awards-act3-publicity'),
                  { edition: 3 },
                ),
                page(
                  paths.awards.edition('awardsAct4'),
                  'awardEdition',
                  () => import('./routes/awards/awards-act4'),
                  { edition: 4 },
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
                page(paths.home, 'home', () => import('./routes/home')),
                page(
                  paths.conference,
                  'conference',
                  () => import('./routes/conference/conference'),
                ),
                page(
                  paths.conferencePreview,
                  'conferencePreview',
                  () => import('./routes/conference/conference-preview'),
                ),
                // Signed-in developers have nothing to do on these two: the account centre.
                {
                  ...page(paths.account.login, 'login', () => import('./routes/account/login')),
                  loader: redirectSignedInLoader(queryClient),
                },
                {
                  ...page(
                    paths.account.register,
                    'register',
                    () => import('./routes/account/register'),
                  ),
                  loader: redirectSignedInLoader(queryClient),
                },
                page(
                  paths.account.findPassword,
                  'findPassword',
                  () => import('./routes/account/find-password'),
                ),
                page(paths.account.recovery, 'recovery', () => import('./routes/account/recovery')),
                page(
                  paths.account.recoveryApplySuccess,
                  'recoveryApplySuccess',
                  () => import('./routes/account/recovery-apply-success'),
                ),
                {
                  // Login required: the loader redirects signed-out visitors before the page loads.
                  loader: requireUserLoader(queryClient),
                  shouldRevalidate: () => true,
                  element: <RequireUser />,
                  children: [
                    page(
                      paths.account.intercept,
                      'accountIntercept',
                      () => import('./routes/account/accpunt-intercept'),
                    ),
                    page(paths.account.data, 'data', () => import('./routes/account/data')),
                    page(
                      paths.account.personal,
                      'personal',
                      () => import('./routes/account/personal'),
                    ),
                    {
                      // The change screens need a complete profile (design.md, section 5): others
                      // go to the intercept page. README, "Account area".
                      loader: requireCompleteProfileLoader(queryClient),
                      shouldRevalidate: () => true,
                      children: [
                        page(
                          paths.account.modifyContact,
                          'modifyContact',
                          () => import('./routes/account/modify-contact'),
                        ),
                        page(
                          paths.account.modifyEmail,
                          'modifyEmail',
                          () => import('./routes/account/modify-email'),
                        ),
                        page(
                          paths.account.modifyLegalPerson,
                          'modifyLegalPerson',
                          () => import('./routes/account/modify-legal-person'),
                        ),
                        page(
                          paths.account.modifyLegalPersonCompany,
                          'modifyLegalPersonCompany',
                          () => import('./routes/account/modify-legal-person-company'),
                        ),
                        page(
                          paths.account.modifyRole,
                          'modifyRole',
                          () => import('./routes/account/modify-role'),
                        ),
                      ],
                    },
                    page(
                      paths.account.modifyPassword,
                      'modifyPassword',
                      () => import('./routes/account/modify-password'),
                    ),
                    page(paths.account.record, 'record', () => import('./routes/account/record')),
                    page(
                      paths.account.recordInfo,
                      'recordInfo',
                      () => import('./routes/account/record-info'),
                    ),
                  ],
                },
                helpCentre('commonGameProblem', 'helpGame'),
                helpCentre('commonProblem', 'helpCommon'),
                page(paths.contactUs, 'contact', () => import('./routes/contact-us')),
                page(paths.devtool, 'devtool', () => import('./routes/devtool')),
                page(paths.error, 'error', () => import('./routes/error')),
                page(paths.flowSupport, 'flowSupport', () => import('./routes/flow-support')),
                page(
                  paths.openness.intelligentCard,
                  'intelligentCard',
                  () => import('./routes/openness/intelligent-card'),
                ),
                page(
                  paths.openness.product,
                  'openProduct',
                  () => import('./routes/openness/product'),
                ),
                page(
                  paths.openness.quickGame,
                  'quickGame',
                  () => import('./routes/openness/quick-game'),
                ),
                page(paths.showcase, 'showcase', () => import('./routes/showcase/showcase')),
                page(
                  paths.showcaseDetail,
                  'showcaseDetail',
                  () => import('./routes/showcase/showcase-detail'),
                ),
                page(
                  paths.serviceProvider,
                  'serviceProvider',
                  () => import('./routes/service-provider'),
                ),
                notFoundRoute,
              ],
            },
          ],
        },
      ],
    },
  ]
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient))
}
