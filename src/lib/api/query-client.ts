import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/lib/api/api-client'

declare module '@tanstack/react-query' {
  interface Register {
    // `silent`: the caller shows the failure itself (or it is expected, like the session check),
    // so the global error toast stays away.
    queryMeta: { silent?: boolean }
    mutationMeta: { silent?: boolean }
  }
}

export interface CreateQueryClientOptions {
  /** Disable retries (tests and stories). */
  retry?: boolean
  /** Told about every failed query or mutation that is not `meta: { silent: true }`. */
  onError?: (error: unknown) => void
}

/**
 * Only failures that may pass on their own are retried: no answer at all, or a 5xx. A business
 * error (an envelope with a catalogue code) or a client error would fail the same way again.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  const transient = error.status === undefined || error.status >= 500
  return transient && failureCount < 2
}

export function createQueryClient({
  retry = true,
  onError,
}: CreateQueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) onError?.(error)
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (!mutation.meta?.silent) onError?.(error)
      },
    }),
    defaultOptions: {
      queries: {
        retry: retry ? shouldRetry : false,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}
