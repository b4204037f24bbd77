import { PreparingPage } from '@/components/layout/preparing-page'

/** /account/record/info: one change record. Built by a later issue. */
export function Component() {
  return <PreparingPage />
}
