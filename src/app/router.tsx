import type { QueryClient } from '@tanstack/react-query'
import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary'
import { settings } from '@/config/settings'
import { RequireUser } from '@/features/session/require-user'
import { requireUserLoader } from '@/features/session/session'
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

function helpCentre(base: string, prefix: 'helpGame' | 'helpCommon'): RouteObject {
  return {
    path: base,
    children: [
      page('', prefix, () => import('./routes/help/help-home')),
      page('faq/:id', `${prefix}Faq`, () => import('./routes/help/faq')),
      page('faqInfo', `${prefix}FaqInfo`, () => import('./routes/help/faq-info')),
      page('hot', `${prefix}Hot`, () => import('./routes/help/hot')),
      page('search', `${prefix}Search`, () => import('./routes/help/search')),
    ],
  }
}

const slug = settings.brandSlug

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
          path: '/document',
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
                  '/active/awardsAct/publicity',
                  'awardPublicity',
                  () => import('./routes/awards/awards-act-publicity'),
                  { edition: 1 },
                ),
                page(
                  '/active/awardsAct/registration',
                  'awardRegistration',
                  () => import('./routes/awards/awards-act-registration'),
                  { edition: 1 },
                ),
                page(
                  '/active/awardsAct/selection',
                  'awardSelection',
                  () => import('./routes/awards/awards-act-selection'),
                  { edition: 1 },
                ),
                page(
                  '/active/awardsAct2/publicity',
                  'awardPublicity',
                  () => import('./routes/awards/awards-act2-publicity'),
                  { edition: 2 },
                ),
                page(
                  '/active/awardsAct2/registration',
                  'awardRegistration',
                  () => import('./routes/awards/awards-act2-registration'),
                  { edition: 2 },
                ),
                page(
                  '/active/awardsAct2/selection',
                  'awardSelection',
                  () => import('./routes/awards/awards-act2-selection'),
                  { edition: 2 },
                ),
                page(
                  '/active/awardsAct3/publicity',
                  'awardPublicity',
                  () => import('./routes/awards/awards-act3-publicity'),
                  { edition: 3 },
                ),
                page(
                  '/active/awardsAct4',
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
                page('/', 'home', () => import('./routes/home')),
                page(
                  '/active/developersConference',
                  'conference',
                  () => import('./routes/conference/conference'),
                ),
                page(
                  '/active/developersConference/preview',
                  'conferencePreview',
                  () => import('./routes/conference/conference-preview'),
                ),
                page('/account/login', 'login', () => import('./routes/account/login')),
                page('/account/register', 'register', () => import('./routes/account/register')),
                page(
                  '/account/findPassWord',
                  'findPassword',
                  () => import('./routes/account/find-password'),
                ),
                page('/account/recovery', 'recovery', () => import('./routes/account/recovery')),
                page(
                  '/account/recoveryApplySuccess',
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
                      '/account/accpuntIntercept',
                      'accountIntercept',
                      () => import('./routes/account/accpunt-intercept'),
                    ),
                    page('/account/data', 'data', () => import('./routes/account/data')),
                    page(
                      '/account/personal',
                      'personal',
                      () => import('./routes/account/personal'),
                    ),
                    page(
                      '/account/personal/modifyContact',
                      'modifyContact',
                      () => import('./routes/account/modify-contact'),
                    ),
                    page(
                      '/account/personal/modifyEmail',
                      'modifyEmail',
                      () => import('./routes/account/modify-email'),
                    ),
                    page(
                      '/account/personal/modifylegalPerson',
                      'modifyLegalPerson',
                      () => import('./routes/account/modify-legal-person'),
                    ),
                    page(
                      '/account/personal/modifylegalPersonCompany',
                      'modifyLegalPersonCompany',
                      () => import('./routes/account/modify-legal-person-company'),
                    ),
                    page(
                      '/account/personal/modifyPassWord',
                      'modifyPassword',
                      () => import('./routes/account/modify-password'),
                    ),
                    page(
                      '/account/personal/modifyRole',
                      'modifyRole',
                      () => import('./routes/account/modify-role'),
                    ),
                    page('/account/record', 'record', () => import('./routes/account/record')),
                    page(
                      '/account/record/info',
                      'recordInfo',
                      () => import('./routes/account/record-info'),
                    ),
                  ],
                },
                helpCentre('/commonGameProblem', 'helpGame'),
                helpCentre('/commonProblem', 'helpCommon'),
                page('/contactUs', 'contact', () => import('./routes/contact-us')),
                page('/devtool', 'devtool', () => import('./routes/devtool')),
                page('/error', 'error', () => import('./routes/error')),
                page('/flowSupport', 'flowSupport', () => import('./routes/flow-support')),
                page(
                  '/openness/intelligentCard',
                  'intelligentCard',
                  () => import('./routes/openness/intelligent-card'),
                ),
                page(`/openness/${slug}`, 'openProduct', () => import('./routes/openness/product')),
                page(
                  '/openness/quickGame',
                  'quickGame',
                  () => import('./routes/openness/quick-game'),
                ),
                page(`/${slug}Show`, 'showcase', () => import('./routes/showcase/showcase')),
                page(
                  `/${slug}Show/${slug}Detail`,
                  'showcaseDetail',
                  () => import('./routes/showcase/showcase-detail'),
                ),
                page(
                  '/serviceProvider',
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
