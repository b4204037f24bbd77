import { ConferencePreviewScreen } from '@/features/conference/conference-screen'

export function Component() {
  return <ConferencePreviewScreen />
}
