import { ModifyLegalPersonCompanyScreen } from '@/features/account-changes/modify-legal-person-company-screen'

export function Component() {
  return <ModifyLegalPersonCompanyScreen />
}
