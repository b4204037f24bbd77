import { PreparingPage } from '@/components/layout/preparing-page'

/** /openness/{brand slug}. Content, a later issue. */
export function Component() {
  return <PreparingPage />
}
