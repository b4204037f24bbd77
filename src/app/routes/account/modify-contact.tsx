import { PreparingPage } from '@/components/layout/preparing-page'

/** /account/personal/modifyContact. Built by a later issue. */
export function Component() {
  return <PreparingPage />
}
