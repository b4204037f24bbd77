import { RequireStaff } from '@/features/staff/session/require-staff'

export function Component() {
  return <RequireStaff />
}
