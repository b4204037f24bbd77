import { InterceptScreen } from '@/features/complete-profile/intercept-screen'

/** /account/accpuntIntercept (path as spelled): why a page needs a complete profile. */
export function Component() {
  return <InterceptScreen />
}
