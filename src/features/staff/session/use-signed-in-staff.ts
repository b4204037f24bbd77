import { useQuery } from '@tanstack/react-query'
import type { StaffMember } from '@generated/model'
import { staffToken } from '@/lib/session/tokens'
import { staffMeQueryOptions } from './staff-session'

/**
 * Who is signed in to the console, for its header: the staff member, or undefined on the sign-in
 * and set-up pages without a session. Asks only when this tab holds a staff token.
 */
export function useSignedInStaff(): StaffMember | undefined {
  const { data } = useQuery({ ...staffMeQueryOptions(), enabled: staffToken.get() !== null })
  return data
}
