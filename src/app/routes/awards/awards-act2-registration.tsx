import { AwardRegistrationScreen } from '@/features/awards/award-screens'

export function Component() {
  return <AwardRegistrationScreen edition="awardsAct2" />
}
