import { RecoveryScreen } from '@/features/auth/recovery-screen'

export function Component() {
  return <RecoveryScreen />
}
