import { AccountSecurityScreen } from '@/features/account-security/account-security-screen'

export function Component() {
  return <AccountSecurityScreen />
}
