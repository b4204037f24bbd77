import { PreparingPage } from '@/components/layout/preparing-page'

/** /active/developersConference/preview. Content, a later issue. */
export function Component() {
  return <PreparingPage />
}
