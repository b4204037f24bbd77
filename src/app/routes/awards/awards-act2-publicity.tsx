import { AwardPublicityScreen } from '@/features/awards/award-screens'

export function Component() {
  return <AwardPublicityScreen edition="awardsAct2" />
}
