import { PreparingPage } from '@/components/layout/preparing-page'

/** /account/recoveryApplySuccess: the recovery request was sent. Replace with its screen. */
export function Component() {
  return <PreparingPage />
}
