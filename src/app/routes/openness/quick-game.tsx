import { PreparingPage } from '@/components/layout/preparing-page'

/** /openness/quickGame. Content, a later issue. */
export function Component() {
  return <PreparingPage />
}
