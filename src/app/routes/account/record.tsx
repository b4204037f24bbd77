import { PreparingPage } from '@/components/layout/preparing-page'

/** /account/record: the change records. Built by a later issue. */
export function Component() {
  return <PreparingPage />
}
