import { HotScreen } from '@/features/help/hot-screen'

export function Component() {
  return <HotScreen />
}
