import { PreparingPage } from '@/components/layout/preparing-page'

/** /openness/intelligentCard. Content, a later issue. */
export function Component() {
  return <PreparingPage />
}
