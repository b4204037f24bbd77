import { ModifyPasswordScreen } from '@/features/account-changes/modify-password-screen'

export function Component() {
  return <ModifyPasswordScreen />
}
