import type { RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll } from 'vitest'
import { apiConfig } from '@/lib/api/api-client'
import { sessionToken } from '@/lib/session/tokens'
import { stubLocalStorage } from './memory-storage'

/**
 * MSW for a Node test file, listening for its tests: the real chain (generated call, mutator,
 * envelope) runs and only the network is faked. A call no handler answers fails the test.
 */
export function setupApiServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers)
  beforeAll(() => {
    apiConfig.baseURL = 'http://portal.test'
    server.listen({ onUnhandledFrame: 'error' })
  })
  afterAll(() => server.close())
  return server
}

/**
 * A browser that holds a developer's session token, so that the session check asks the API.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function holdSessionToken() {
  stubLocalStorage()
  sessionToken.set('t'.repeat(43))
}
