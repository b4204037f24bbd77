import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import { useLogout } from '@generated/api/login/login'
import { toaster } from '@/components/ui/toaster'
import { errorText } from '@/lib/api/error-text'
import { clearSession } from './session'

/**
 * Logout (spec section 4): the user is cleared whatever the answer; a code other than 0 is reported
 * as a failure. The visitor lands on the home page either way.
 */
export function useLogoutAction() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { mutate, isPending } = useLogout({
    mutation: {
      // Reported here, once, instead of by the global handler.
      meta: { silent: true },
      onError: (error) => {
        toaster.error({ title: errorText(error) })
      },
      onSettled: async () => {
        // Leave a login-required page first, so that its guard does not send us to the login page.
        await navigate('/')
        clearSession(queryClient)
      },
    },
  })
  return { logout: () => mutate(), isPending }
}
