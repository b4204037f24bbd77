import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { redirect, type LoaderFunctionArgs } from 'react-router-dom'
import { queryAccountInfo } from '@generated/api/account/account'
import type { Account } from '@generated/model'
import { ApiError } from '@/lib/api/api-client'
import { sessionToken } from './tokens'
import { paths } from '@/config/paths'

// The session (spec section 4) lives in the query cache: `Account` when signed in, `null` when
// not, absent when nobody has asked yet. Keeping it there (not in a module-level store) gives every
// app, test and story its own session with its query client.

async function fetchSession(signal?: AbortSignal): Promise<Account | null> {
  // No token, no session: the API could only answer 10005, and the first page would wait for
  // that round trip.
  if (!sessionToken.get()) return null
  try {
    return await queryAccountInfo(undefined, signal)
  } catch (error) {
    if (error instanceof ApiError) return null
    throw error
  }
}

export function sessionQueryOptions() {
  return queryOptions<Account | null>({
    queryKey: ['session', 'account'],
    // Any answer but code 0 means "not signed in": that is a state, not a failure to report.
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    meta: { silent: true },
  })
}

export const sessionQueryKey = sessionQueryOptions().queryKey

let early: Promise<Account | null> | undefined

/**
 * For a page the server rendered (src/main.tsx): asks for the session while the page hydrates, so
 * that the first check after hydration finds the answer on its way instead of starting the round
 * trip then. The answer reaches the query cache only through that check: the hydrating render must
 * not see it.
 */
export function askForSessionEarly() {
  if (sessionToken.get()) early = fetchSession()
}

/**
 * The check before each navigation: with a user loaded, nothing to do; otherwise ask
 * queryAccountInfo (concurrent callers share one request). Resolves to the user or null.
 */
export async function ensureSession(queryClient: QueryClient): Promise<Account | null> {
  const cached = queryClient.getQueryData(sessionQueryKey)
  if (cached) return cached
  if (early) {
    const answer = early
    early = undefined
    const user = await answer.catch(() => null)
    queryClient.setQueryData(sessionQueryKey, user)
    return user
  }
  try {
    // staleTime 0: a cached `null` must not stop the check, only a loaded user does.
    return await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 })
  } catch {
    return null
  }
}

/** Store the user after a successful login or registration. */
export function setSessionUser(queryClient: QueryClient, user: Account) {
  queryClient.setQueryData(sessionQueryKey, user)
}

/** Forget the user and the token (logout, 10005). */
export function clearSession(queryClient: QueryClient) {
  sessionToken.clear()
  queryClient.setQueryData(sessionQueryKey, null)
}

export const LOGIN_PATH = paths.account.login
export const REDIRECT_PARAM = 'redirect'

/** The login page, remembering where the visitor was going. */
export function loginPath(target: string): string {
  if (!target || target === '/') return LOGIN_PATH
  return `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`
}

/**
 * Where to go after login: the `redirect` parameter when it is a path of this site, else home.
 * Anything else (`//evil.example`, `https://…`, `javascript:`) would be an open redirect.
 */
export function redirectTarget(search: string | URLSearchParams, fallback = '/'): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const target = params.get(REDIRECT_PARAM)
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return fallback
  }
  return target
}

/** Loader of the login-required routes: a signed-out visitor goes to the login page. */
export function requireUserLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const user = await ensureSession(queryClient)
    if (!user) {
      const url = new URL(request.url)
      throw redirect(loginPath(url.pathname + url.search))
    }
    return null
  }
}

/**
 * Loader of the login and register pages: a signed-in developer has nothing to do there and goes
 * to the account centre (or where the `redirect` parameter says).
 */
export function redirectSignedInLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const user = await ensureSession(queryClient)
    if (user) throw redirect(redirectTarget(new URL(request.url).search, paths.account.personal))
    return null
  }
}
