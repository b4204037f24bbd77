import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { getGetAppQueryKey, getListAppsQueryKey } from '@generated/api/apps/apps'
import { toaster } from '@/components/ui/toaster'
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

/**
 * A section's actions on the app (its versions, its listing): `run` makes a call, says `done` in a
 * toast when it succeeds, keeps its refusal in `error` for the section to show, and reads the app
 * again either way.
 */
export function useAppAction(appId: number) {
  const calls = useAppCalls(appId)
  const [error, setError] = useState<unknown>()

  async function run(call: () => Promise<unknown>, done: string) {
    setError(undefined)
    try {
      await call()
      toaster.success({ title: done })
    } catch (failure) {
      if (!calls.incompleteProfile(failure)) setError(failure)
    }
    await calls.refresh()
  }

  return { ...calls, error, setError, run }
}
