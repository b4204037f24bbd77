import { AccountCentreScreen } from '@/features/account-centre/account-centre-screen'

/** /account/personal: the account centre. */
export function Component() {
  return <AccountCentreScreen />
}
