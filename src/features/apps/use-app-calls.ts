import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { getGetAppQueryKey, getListAppsQueryKey } from '@generated/api/apps/apps'
import { interceptPath, isIncompleteProfileError } from '@/lib/session/complete-profile'
import { sessionQueryKey } from '@/lib/session/session'

/**
 * What every call of the app page does around itself: read the app (and the list) again after it,
 * whatever its outcome (a refusal may mean its state moved on meanwhile), and send the developer
 * to the intercept page on 11001 (the profile is no longer complete), as the change screens do.
 */
export function useAppCalls(appId: number) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()

  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetAppQueryKey({ id: appId }) }),
        queryClient.invalidateQueries({ queryKey: getListAppsQueryKey() }),
      ]),
    [appId, queryClient],
  )

  /** True, and on its way to the intercept page, when `error` is 11001. */
  const incompleteProfile = useCallback(
    (error: unknown) => {
      if (!isIncompleteProfileError(error)) return false
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey })
      void navigate(interceptPath(pathname + search))
      return true
    },
    [navigate, pathname, queryClient, search],
  )

  return { refresh, incompleteProfile }
}
