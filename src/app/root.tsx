import type { QueryClient } from '@tanstack/react-query'
import { Outlet, redirect, ScrollRestoration, type LoaderFunctionArgs } from 'react-router-dom'
import { settings } from '@/config/settings'
import { UpdateNotifier } from '@/features/updates/update-notifier'
import { ensureSession } from '@/lib/session'
import { mobileRedirectTarget } from '@/lib/mobile-redirect'

/**
 * Runs before every navigation (the root route always revalidates): a narrow screen goes to the
 * mobile site when one is configured, then the session is checked (spec section 2).
 */
export function rootLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url)
    const target = mobileRedirectTarget({
      width: window.innerWidth,
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
  return (
    <>
      <ScrollRestoration />
      <UpdateNotifier />
      <Outlet />
    </>
  )
}
