import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { staffToken } from '@/lib/session/tokens'
import { clearStaffSession, staffLoginPath, type StaffLoginState } from './staff-session'

/**
 * While a console page is open: when any staff call answers 10005 (the session expired, was ended
 * or the staff account disabled), the reviewer goes to sign in, told why, and comes back to this
 * page afterwards. The API client has already dropped the token.
 */
export function useStaffSessionEnded() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const here = pathname + search

  useEffect(
    () =>
      staffToken.onInvalid(() => {
        const state: StaffLoginState = { staffNotice: 'ended' }
        // Leave the page first: with the cache cleared under it, the page would ask again.
        void Promise.resolve(navigate(staffLoginPath(here), { replace: true, state })).then(() =>
          clearStaffSession(queryClient),
        )
      }),
    [navigate, queryClient, here],
  )
}
