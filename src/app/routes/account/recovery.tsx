import { PreparingPage } from '@/components/layout/preparing-page'

/** /account/recovery. Replace with the account-recovery screen; on success navigate to /account/recoveryApplySuccess. */
export function Component() {
  return <PreparingPage />
}
