import { ShowcaseScreen } from '@/features/showcase/showcase-screen'

export function Component() {
  return <ShowcaseScreen />
}
