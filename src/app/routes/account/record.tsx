import { RecordListScreen } from '@/features/records/record-list-screen'

/** /account/record: the change records. */
export function Component() {
  return <RecordListScreen />
}
