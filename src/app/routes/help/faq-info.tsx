import { PreparingPage } from '@/components/layout/preparing-page'

/** Help centre: all questions (faqInfo). Content, a later issue. */
export function Component() {
  return <PreparingPage />
}
