import { RecoveryApplySuccessScreen } from '@/features/auth/recovery-apply-success-screen'

export function Component() {
  return <RecoveryApplySuccessScreen />
}
