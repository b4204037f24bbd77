import { FlowSupportScreen } from '@/features/flow-support/flow-support-screen'

export function Component() {
  return <FlowSupportScreen />
}
