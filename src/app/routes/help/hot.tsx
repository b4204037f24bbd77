import { PreparingPage } from '@/components/layout/preparing-page'

/** Help centre: popular questions. Content, a later issue. */
export function Component() {
  return <PreparingPage />
}
