import { DevtoolScreen } from '@/features/devtool/devtool-screen'

export function Component() {
  return <DevtoolScreen />
}
