import { PagePlaceholder } from '@/components/layout/page-placeholder'

export function App() {
  return <PagePlaceholder title="Developer Portal" />
}
