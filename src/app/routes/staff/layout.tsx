import { StaffLayout } from '@/app/layouts/staff-layout'

export function Component() {
  return <StaffLayout />
}
