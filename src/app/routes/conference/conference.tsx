import { PreparingPage } from '@/components/layout/preparing-page'

/** /active/developersConference. Content, a later issue. */
export function Component() {
  return <PreparingPage />
}
