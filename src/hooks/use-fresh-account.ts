import { useQuery } from '@tanstack/react-query'
import { sessionQueryOptions } from '@/lib/session'

/**
 * The signed-in account, read again when a screen opens: the session is cached for the visit,
 * but staff decide reviews in the meantime, and the account area shows their outcome.
 */
export function useFreshAccount() {
  return useQuery({ ...sessionQueryOptions(), refetchOnMount: 'always' })
}
