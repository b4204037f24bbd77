import { PreparingPage } from '@/components/layout/preparing-page'

/** Award activity 1: selection. Content, a later issue. */
export function Component() {
  return <PreparingPage />
}
