import { PreparingPage } from '@/components/layout/preparing-page'

/** /account/accpuntIntercept (path as spelled): why a page needs a complete profile, and its review state. Built by a later issue. */
export function Component() {
  return <PreparingPage />
}
