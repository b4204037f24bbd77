import { PreparingPage } from '@/components/layout/preparing-page'

/** /document (document layout). Content, a later issue. */
export function Component() {
  return <PreparingPage />
}
