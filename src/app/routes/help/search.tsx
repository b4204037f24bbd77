import { SearchScreen } from '@/features/help/search-screen'

export function Component() {
  return <SearchScreen />
}
