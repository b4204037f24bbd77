import { ModifyContactScreen } from '@/features/account-changes/modify-contact-screen'

export function Component() {
  return <ModifyContactScreen />
}
