import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import { staffLogout } from '@generated/api/staff/staff'
import { paths } from '@/config/paths'
import { staffToken } from '@/lib/session/tokens'
import { clearStaffSession, type StaffLoginState } from './staff-session'

/**
 * Sign out of the console: the server ends the session, and this browser forgets it whatever the
 * answer (a session the server no longer knows is signed out too). Back to the sign-in page.
 */
export function useStaffSignOut() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { mutate, isPending } = useMutation({
    mutationFn: () => staffLogout(),
    meta: { silent: true },
    onSettled: async () => {
      staffToken.clear()
      const state: StaffLoginState = { staffNotice: 'signedOut' }
      // Leave the console page first, so that its guard does not ask who is signed in again.
      await navigate(paths.staff.login, { state })
      clearStaffSession(queryClient)
    },
  })
  return { signOut: () => mutate(), isPending }
}
