import { RegisterScreen } from '@/features/auth/register-screen'

export function Component() {
  return <RegisterScreen />
}
