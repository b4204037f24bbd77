import type { QueryClient } from '@tanstack/react-query'
import { redirect, type LoaderFunctionArgs } from 'react-router-dom'
import { getQueryChangeRecordPageQueryOptions } from '@generated/api/change-record/change-record'
import type { Account } from '@generated/model'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api/api-client'
import { ensureSession, redirectTarget, sessionQueryOptions } from './session'
import { Code } from '@generated/error-catalogue'

// Which pages need a complete profile (design.md, section 5): the change screens (contact,
// e-mail, legal person, role) do; the account centre, complete profile, password change and the
// records do not. A developer whose profile is not complete is sent to the intercept page, which
// says why and what to do. The route table applies the loader below to the change screens; the
// server enforces the same rule with 11001.

export const FROM_PARAM = 'from'

export const isProfileComplete = (user: Pick<Account, 'profileStatus'> | null | undefined) =>
  user?.profileStatus === 'complete'

/** /account/data shows the profile form: the profile is neither complete nor under review. */
export const showsProfileForm = (user: Pick<Account, 'profileStatus'>) =>
  !isProfileComplete(user) && user.profileStatus !== 'reviewing'

/** A failed call that needs a complete profile (11001). */
export const isIncompleteProfileError = (error: unknown) =>
  error instanceof ApiError && error.code === Code.accountIncomplete

/** The intercept page, remembering the page that needed the complete profile. */
export function interceptPath(from?: string): string {
  if (!from) return paths.account.intercept
  return `${paths.account.intercept}?${FROM_PARAM}=${encodeURIComponent(from)}`
}

/** The page the intercept was reached from (a path of this site), or undefined. */
export function interceptedFrom(search: string | URLSearchParams): string | undefined {
  const params = new URLSearchParams(search)
  const from = params.get(FROM_PARAM)
  if (!from) return undefined
  // The same rule as the login redirect: only a path of this site.
  const target = redirectTarget(new URLSearchParams({ redirect: from }), '')
  return target || undefined
}

/**
 * Loader of the routes that need a complete profile. The session is cached for the visit, and a
 * reviewer may have approved the profile since: an account that looks incomplete is asked for
 * again before the developer is sent away. Signed-out visitors are left to the login guard.
 */
export function requireCompleteProfileLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    let user = await ensureSession(queryClient)
    if (user && !isProfileComplete(user)) {
      user = await queryClient
        .fetchQuery({ ...sessionQueryOptions(), staleTime: 0 })
        .catch(() => user)
    }
    if (user && !isProfileComplete(user)) {
      const url = new URL(request.url)
      throw redirect(interceptPath(url.pathname + url.search))
    }
    return null
  }
}

/** The latest `completeProfile` record: queryPage, newest first, one item (useProfileRecord). */
export const LATEST_PROFILE_RECORD = { type: 'completeProfile', pageNum: 1, pageSize: 1 } as const

/**
 * Loader of /account/data: for an account whose profile is not complete, the latest submission is
 * asked for while the page's code loads (the page shows the form, or what is under review, once
 * it has it), not after the page's first render; `loadForm` is called when the page will show the
 * form, so that its code loads then too. It waits for neither.
 */
export function prefetchProfileRecordLoader(queryClient: QueryClient, loadForm: () => void) {
  return async () => {
    const user = await ensureSession(queryClient)
    if (user && !isProfileComplete(user)) {
      void queryClient.prefetchQuery(getQueryChangeRecordPageQueryOptions(LATEST_PROFILE_RECORD))
      if (showsProfileForm(user)) loadForm()
    }
    return null
  }
}
