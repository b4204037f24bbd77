import { PreparingPage } from '@/components/layout/preparing-page'

/** /account/personal/modifyEmail. Built by a later issue. */
export function Component() {
  return <PreparingPage />
}
