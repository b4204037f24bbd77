import { Flex, Spinner, Text } from '@chakra-ui/react'
import type { QueryClient } from '@tanstack/react-query'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Outlet, redirect, ScrollRestoration, type LoaderFunctionArgs } from 'react-router-dom'
import { settings } from '@/config/settings'
import { UpdateNotifier } from '@/features/updates/update-notifier'
import { useFocusOnNavigation } from '@/hooks/use-focus-on-navigation'
import { ensureSession } from '@/lib/session/session'
import { mobileRedirectTarget } from '@/app/mobile-redirect'

/**
 * Runs before every navigation (the root route always revalidates): a narrow screen goes to the
 * mobile site when one is configured, then the session is checked (spec section 2).
 */
export function rootLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url)
    const target = mobileRedirectTarget({
      width: () => window.innerWidth,
      mobileSite: settings.mobileSite,
      pathname: url.pathname,
      search: url.search,
    })
    // An address on another origin: the router leaves the app with a full page load.
    if (target) throw redirect(target)
    await ensureSession(queryClient)
    return null
  }
}

export function RootShell() {
  useFocusOnNavigation()
  return (
    <>
      <ScrollRestoration />
      <UpdateNotifier />
      <Outlet />
    </>
  )
}

/** How long the first load may take before its loading state fades in. */
const LOADING_SHOWS_AFTER = '0.5s'

/**
 * What shows while the first route loads (the session check, the page's chunk): the root route's
 * `hydrateFallbackElement`, instead of a blank page. It fades in once the load has taken
 * LOADING_SHOWS_AFTER: a page that is ready sooner opens without a spinner flashing before it. A
 * screen reader hears the status at once. (Lighthouse then takes the page itself, not the
 * spinner, for the first contentful paint: docs/performance.md.)
 */
export function AppLoading() {
  const { t } = useTranslation()
  return (
    <Flex
      minH="100dvh"
      align="center"
      justify="center"
      gap="3"
      role="status"
      aria-live="polite"
      animationName="fade-in"
      animationDuration="moderate"
      animationDelay={LOADING_SHOWS_AFTER}
      animationFillMode="both"
    >
      <Spinner size="md" color="brand.fg" />
      <Text color="fg.muted">{t('app.loading')}</Text>
    </Flex>
  )
}
