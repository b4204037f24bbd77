import { DocumentScreen } from '@/features/documents/document-screen'

export function Component() {
  return <DocumentScreen />
}
