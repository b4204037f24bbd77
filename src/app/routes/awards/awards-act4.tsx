import { PreparingPage } from '@/components/layout/preparing-page'

/** Award activity 4. Content, a later issue. */
export function Component() {
  return <PreparingPage />
}
