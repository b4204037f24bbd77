import { ModifyRoleScreen } from '@/features/account-changes/modify-role-screen'

export function Component() {
  return <ModifyRoleScreen />
}
