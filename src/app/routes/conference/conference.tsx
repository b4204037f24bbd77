import { ConferenceScreen } from '@/features/conference/conference-screen'

export function Component() {
  return <ConferenceScreen />
}
