import { PreparingPage } from '@/components/layout/preparing-page'

/** Award activity 2: registration. Content, a later issue. */
export function Component() {
  return <PreparingPage />
}
