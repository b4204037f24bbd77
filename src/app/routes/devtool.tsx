import { PreparingPage } from '@/components/layout/preparing-page'

/** /devtool: developer tools. Content, a later issue. */
export function Component() {
  return <PreparingPage />
}
