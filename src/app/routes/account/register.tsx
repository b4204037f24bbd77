import { PreparingPage } from '@/components/layout/preparing-page'

/** /account/register. Replace with the registration screen; registration signs in, so finish with useCompleteSignIn(). */
export function Component() {
  return <PreparingPage />
}
