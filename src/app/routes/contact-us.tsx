import { PreparingPage } from '@/components/layout/preparing-page'

/** /contactUs. Content, a later issue. */
export function Component() {
  return <PreparingPage />
}
