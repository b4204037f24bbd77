import { StaffSetupScreen } from '@/features/staff/session/staff-setup-screen'

export function Component() {
  return <StaffSetupScreen />
}
