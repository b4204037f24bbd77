import { ShowcaseDetailScreen } from '@/features/showcase/showcase-detail-screen'

export function Component() {
  return <ShowcaseDetailScreen />
}
