import { PreparingPage } from '@/components/layout/preparing-page'

/** /account/login. Replace this module with the login screen (design section 5); keep `export function Component`. After sign-in call useCompleteSignIn() (features/session/use-session.ts): it stores the token and goes back to the `redirect` parameter. */
export function Component() {
  return <PreparingPage />
}
