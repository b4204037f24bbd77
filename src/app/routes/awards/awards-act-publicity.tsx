import { PreparingPage } from '@/components/layout/preparing-page'

/** Award activity 1: results (/active/awardsAct/publicity). Content, a later issue. */
export function Component() {
  return <PreparingPage />
}
