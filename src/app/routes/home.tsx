import { PreparingPage } from '@/components/layout/preparing-page'

/** /: the home page. Content, a later issue. */
export function Component() {
  return <PreparingPage />
}
