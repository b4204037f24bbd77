import type { QueryClient } from '@tanstack/react-query'
import { redirect, type LoaderFunctionArgs } from 'react-router-dom'
import { getStaffMeQueryKey, getStaffMeQueryOptions } from '@generated/api/staff/staff'
import { Code } from '@generated/error-catalogue'
import type { StaffMember, StaffSession } from '@generated/model'
import { paths } from '@/config/paths'
import type { StaffScope } from '@/config/route-table'
import { ApiError } from '@/lib/api/api-client'
import { staffToken } from '@/lib/session/tokens'
import { REDIRECT_PARAM, redirectTarget } from '@/lib/session/session'

// The staff session, apart from the developer's: its token is `staffToken` (the API client sends
// it to /api/staff/ calls only), the signed-in staff member is staffMe's answer in the query cache.

/** The staff member, asked once per console visit; every staff call checks the session anyway. */
export function staffMeQueryOptions() {
  return getStaffMeQueryOptions({
    query: { staleTime: Infinity, retry: false, meta: { silent: true } },
  })
}

/** Why the sign-in page was opened, when the console sent the reviewer there (location state). */
export type StaffNotice = 'ended' | 'signedOut'
export interface StaffLoginState {
  staffNotice?: StaffNotice
}

/** The sign-in page, remembering the console page the reviewer was on. */
export function staffLoginPath(target?: string): string {
  if (!target || target === paths.staff.queue) return paths.staff.login
  return `${paths.staff.login}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`
}

/** Where to go after signing in: the `redirect` parameter when it is a console page, else the queue. */
export function staffRedirectTarget(search: string | URLSearchParams): string {
  const target = redirectTarget(search, paths.staff.queue)
  const inConsole = target === paths.staff.queue || target.startsWith(`${paths.staff.queue}/`)
  return inConsole && !target.startsWith(paths.staff.login) ? target : paths.staff.queue
}

/** Store a new session (sign-in, the end of set-up): its token, and who signed in. */
export function startStaffSession(queryClient: QueryClient, session: StaffSession) {
  staffToken.set(session.token)
  queryClient.setQueryData(getStaffMeQueryKey(), session.staff)
}

/** Forget the session: its token and every staff answer cached (the next reviewer sees none). */
export function clearStaffSession(queryClient: QueryClient) {
  staffToken.clear()
  queryClient.removeQueries({
    predicate: ({ queryKey }) => String(queryKey[0]).startsWith('/api/staff/'),
  })
}

/**
 * Loader of the console's pages: without a staff token the reviewer goes to sign in (the API could
 * only answer 10005); with one, who it belongs to is asked once. A 10005 answer also goes to sign
 * in; another failure lets the page show its error (RequireStaff) instead of a redirect.
 */
export function requireStaffLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url)
    const signIn = () => redirect(staffLoginPath(url.pathname + url.search))
    if (!staffToken.get()) throw signIn()
    try {
      await queryClient.ensureQueryData(staffMeQueryOptions())
    } catch (error) {
      if (error instanceof ApiError && error.code === Code.sessionInvalid) {
        clearStaffSession(queryClient)
        throw signIn()
      }
    }
    return null
  }
}

/** Whether a staff member may open what needs `role` (reviewer < admin, as the server checks). */
export function hasStaffRole(member: StaffMember, role: StaffMember['role']): boolean {
  return role === 'reviewer' || member.role === 'admin'
}

/**
 * Whether a staff member's scope covers what is for `scope` (as the server checks `x-staff-scope`):
 * the alliance's pages are for its own staff, a vendor's for that vendor's members.
 */
export function hasStaffScope(member: StaffMember, scope: StaffScope): boolean {
  if (scope === 'any') return true
  return (scope === 'vendor') === (member.vendor !== null)
}

/** Where a staff member's console starts: the alliance's review queue, or their vendor's. */
export function staffHome(member: StaffMember): string {
  return member.vendor ? paths.staff.vendorQueue : paths.staff.queue
}

/** The vendor's name in the page's language. */
export function vendorName(vendor: { nameZh: string; nameEn: string }, language: string): string {
  return language === 'en' ? vendor.nameEn : vendor.nameZh
}
