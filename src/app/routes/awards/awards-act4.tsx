import { AwardEditionScreen } from '@/features/awards/award-screens'

export function Component() {
  return <AwardEditionScreen edition="awardsAct4" />
}
