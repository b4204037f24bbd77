import { QueueScreen } from '@/features/staff/review/queue-screen'

export function Component() {
  return <QueueScreen />
}
