import { PreparingPage } from '@/components/layout/preparing-page'

/** /account/findPassWord (path as spelled). Replace with the forgot-password screen. */
export function Component() {
  return <PreparingPage />
}
