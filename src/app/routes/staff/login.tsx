import { StaffLoginScreen } from '@/features/staff/session/staff-login-screen'

export function Component() {
  return <StaffLoginScreen />
}
