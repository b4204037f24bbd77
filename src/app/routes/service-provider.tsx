import { ServiceProvidersScreen } from '@/features/service-providers/service-providers-screen'

export function Component() {
  return <ServiceProvidersScreen />
}
