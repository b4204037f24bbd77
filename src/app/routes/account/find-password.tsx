import { FindPasswordScreen } from '@/features/auth/find-password-screen'

export function Component() {
  return <FindPasswordScreen />
}
