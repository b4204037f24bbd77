import { RecordInfoScreen } from '@/features/records/record-info-screen'

/** /account/record/info?id=: one change record. */
export function Component() {
  return <RecordInfoScreen />
}
