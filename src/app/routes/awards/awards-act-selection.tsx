import { AwardSelectionScreen } from '@/features/awards/award-screens'

export function Component() {
  return <AwardSelectionScreen edition="awardsAct" />
}
