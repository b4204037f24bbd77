import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import type { Account } from '@generated/model'
import { sessionToken } from './tokens'
import { redirectTarget, sessionQueryOptions, setSessionUser } from './session'

export interface SessionState {
  /** The signed-in developer, or null. */
  user: Account | null
  /** True until the first check has answered. */
  isChecking: boolean
}

/** The current session; asks queryAccountInfo only if nobody has yet (the router usually has). */
export function useSession(): SessionState {
  const { data, isPending } = useQuery(sessionQueryOptions())
  return { user: data ?? null, isChecking: isPending }
}

interface SignIn {
  token: string
  user?: Account
  /** Where to go when the visitor was not sent to log in from another page. */
  fallback?: string
  /** Where to go in any case (registration always continues to the profile). */
  to?: string
}

/**
 * For the login and register screens: keep the new session and go back where the visitor was
 * going (the `redirect` parameter the guard added), or to `fallback`.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { search } = useLocation()
  return useCallback(
    async ({ token, user, fallback = '/', to }: SignIn) => {
      sessionToken.set(token)
      if (user) setSessionUser(queryClient, user)
      else await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 })
      await navigate(to ?? redirectTarget(search, fallback), { replace: true })
    },
    [navigate, queryClient, search],
  )
}
