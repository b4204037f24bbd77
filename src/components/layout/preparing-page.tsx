import { useDocumentTitle } from '@/hooks/use-document-title'
import { useRouteTitle } from '@/hooks/use-route-title'
import { PagePlaceholder } from './page-placeholder'

/** A route whose page a later issue builds: its title (from the route's handle) and the notice. */
export function PreparingPage() {
  const title = useRouteTitle()
  useDocumentTitle(title)
  return <PagePlaceholder title={title} />
}
