import { ModifyEmailScreen } from '@/features/account-changes/modify-email-screen'

export function Component() {
  return <ModifyEmailScreen />
}
