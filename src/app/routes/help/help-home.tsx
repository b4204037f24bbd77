import { HelpHomeScreen } from '@/features/help/help-home-screen'

export function Component() {
  return <HelpHomeScreen />
}
