import { PreparingPage } from '@/components/layout/preparing-page'

/** Help centre home (/commonGameProblem, /commonProblem). Content, a later issue. */
export function Component() {
  return <PreparingPage />
}
