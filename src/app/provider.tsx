import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { toaster, Toaster } from '@/components/ui/toaster'
import { clearSession } from '@/lib/session/session'
import { sessionToken } from '@/lib/session/tokens'
import { errorText } from '@/lib/api/error-text'
import { createQueryClient, type CreateQueryClientOptions } from '@/lib/api/query-client'
import { getSystem } from '@/theme/system'

/** Every failed call that is not marked silent ends in one error toast (spec section 7). */
export function createAppQueryClient(options: Omit<CreateQueryClientOptions, 'onError'> = {}) {
  return createQueryClient({
    ...options,
    onError: (error) => {
      toaster.error({ title: errorText(error) })
    },
  })
}

export interface AppProviderProps {
  children: ReactNode
  /** Inject a client (tests, stories); by default one is created per provider instance. */
  queryClient?: QueryClient
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createAppQueryClient())

  // A 10005 from any call means the session is gone: forget the user too (the mutator has
  // already dropped the token).
  useEffect(() => sessionToken.onInvalid(() => clearSession(client)), [client])

  return (
    <ChakraProvider value={getSystem()}>
      <QueryClientProvider client={client}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </ChakraProvider>
  )
}
