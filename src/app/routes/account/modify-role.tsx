import { PreparingPage } from '@/components/layout/preparing-page'

/** /account/personal/modifyRole: change the developer type. Built by a later issue. */
export function Component() {
  return <PreparingPage />
}
