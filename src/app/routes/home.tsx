import { HomeScreen } from '@/features/home/home-screen'

export function Component() {
  return <HomeScreen />
}
