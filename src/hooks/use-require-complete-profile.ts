import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { interceptPath, isProfileComplete } from '@/lib/session/complete-profile'
import { sessionQueryKey } from '@/lib/session/session'
import { useSession } from '@/lib/session/use-session'

/**
 * For the screens that need a complete profile (the route loader already sent away a developer
 * whose profile is not). Covers the rest: the profile stops being complete while the page is open,
 * and a call answering 11001 (`onIncompleteProfile`: the account is read again and the developer
 * goes to the intercept page, which shows its state).
 */
export function useRequireCompleteProfile() {
  const { user } = useSession()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { pathname, search } = useLocation()
  const complete = isProfileComplete(user)
  const target = interceptPath(pathname + search)

  useEffect(() => {
    if (user && !complete) void navigate(target, { replace: true })
  }, [user, complete, navigate, target])

  const onIncompleteProfile = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey })
    void navigate(target)
  }, [navigate, queryClient, target])

  return { user: complete ? user : null, onIncompleteProfile }
}
