import { PreparingPage } from '@/components/layout/preparing-page'

/** Award activity 3: results. Content, a later issue. */
export function Component() {
  return <PreparingPage />
}
