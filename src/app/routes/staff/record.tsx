import { RecordScreen } from '@/features/staff/review/record-screen'

export function Component() {
  return <RecordScreen />
}
