import { PreparingPage } from '@/components/layout/preparing-page'

/** Award activity 2: selection. Content, a later issue. */
export function Component() {
  return <PreparingPage />
}
