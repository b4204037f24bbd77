import { PreparingPage } from '@/components/layout/preparing-page'

/** /account/personal/modifyPassWord (path as spelled). Built by a later issue. */
export function Component() {
  return <PreparingPage />
}
