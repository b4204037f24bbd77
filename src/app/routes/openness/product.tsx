import { OpennessScreen } from '@/features/openness/openness-screen'

export function Component() {
  return <OpennessScreen product="product" />
}
