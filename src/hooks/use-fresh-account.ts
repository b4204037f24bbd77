import { useQuery } from '@tanstack/react-query'
import { sessionQueryOptions } from '@/lib/session/session'

/**
 * How old the account may be when an account screen opens. The answer that opened the screen (the
 * router's session check before a navigation, a sign-in's answer) is this fresh: no second request
 * for it. (A page the server rendered still asks twice: its screen mounts while it hydrates,
 * before the early answer may enter the cache; src/lib/session/session.ts.)
 */
export const ACCOUNT_FRESH_MS = 5_000

/**
 * The signed-in account, read again when a screen opens later in the visit: the session is cached
 * for the visit, but staff decide reviews in the meantime, and the account area shows their
 * outcome.
 */
export function useFreshAccount() {
  // An observer's staleTime decides its own refetch on mount; the session's other readers keep
  // theirs (the whole visit).
  return useQuery({ ...sessionQueryOptions(), staleTime: ACCOUNT_FRESH_MS, refetchOnMount: true })
}
