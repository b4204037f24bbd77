import { createContext, useContext } from 'react'
import type { StaffMember } from '@generated/model'

/** The signed-in staff member, given by RequireStaff to the console's pages. */
export const StaffMemberContext = createContext<StaffMember | null>(null)

/** Who is signed in: for a page under RequireStaff (the queue, a record, the audit log). */
export function useStaffMember(): StaffMember {
  const member = useContext(StaffMemberContext)
  if (!member) throw new Error('useStaffMember: render the page under RequireStaff')
  return member
}
