import { PreparingPage } from '@/components/layout/preparing-page'

/** /flowSupport. Content, a later issue. */
export function Component() {
  return <PreparingPage />
}
