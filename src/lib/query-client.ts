import { ApiError } from './api-client'
import { QueryClient } from '@tanstack/react-query'

export interface CreateQueryClientOptions {
  /** Disable retries (tests and stories). */
  retry?: boolean
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

export function createQueryClient({ retry = true }: CreateQueryClientOptions = {}): QueryClient {
  return new QueryClient({
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
