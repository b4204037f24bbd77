import { PreparingPage } from '@/components/layout/preparing-page'

/** /account/personal: the account centre. Built by a later issue. */
export function Component() {
  return <PreparingPage />
}
