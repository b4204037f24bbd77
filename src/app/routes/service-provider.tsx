import { PreparingPage } from '@/components/layout/preparing-page'

/** /serviceProvider. Content, a later issue. */
export function Component() {
  return <PreparingPage />
}
