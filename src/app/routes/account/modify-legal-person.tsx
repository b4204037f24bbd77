import { ModifyLegalPersonScreen } from '@/features/account-changes/modify-legal-person-screen'

export function Component() {
  return <ModifyLegalPersonScreen />
}
