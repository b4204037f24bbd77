import type { ReactNode } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { loginPath } from './session'
import { useSession } from './use-session'

/**
 * Element of the login-required routes. Their loader already sent signed-out visitors to the login
 * page; this covers the session ending while the page is open (a 10005 from any call).
 */
export function RequireUser({ children }: { children?: ReactNode }) {
  const { user, isChecking } = useSession()
  const { pathname, search } = useLocation()
  if (!user && !isChecking) return <Navigate to={loginPath(pathname + search)} replace />
  return children ?? <Outlet />
}
