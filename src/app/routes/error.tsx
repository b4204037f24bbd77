import { ErrorPage } from '@/components/errors/error-page'

/** /error: the general error page. */
export function Component() {
  return <ErrorPage />
}
