import { PreparingPage } from '@/components/layout/preparing-page'

/** /account/data: complete the profile. Built by a later issue. */
export function Component() {
  return <PreparingPage />
}
