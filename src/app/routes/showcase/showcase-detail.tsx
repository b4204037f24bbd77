import { PreparingPage } from '@/components/layout/preparing-page'

/** /{brand slug}Show/{brand slug}Detail. Content, a later issue. */
export function Component() {
  return <PreparingPage />
}
