import { PreparingPage } from '@/components/layout/preparing-page'

/** /{brand slug}Show: the showcase. Content, a later issue. */
export function Component() {
  return <PreparingPage />
}
