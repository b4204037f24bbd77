import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { success } from '../../mocks/envelopes'
import { accountFixture } from '../../mocks/fixtures'
import { holdSessionToken, setupApiServer } from '../../mocks/api-server'
import { ACCOUNT_FRESH_MS, useFreshAccount } from './use-fresh-account'
import { ensureSession } from '@/lib/session/session'

const calls = { count: 0 }
let account = accountFixture('reviewing')
setupApiServer(
  http.get('*/api/p/account/queryAccountInfo', () => {
    calls.count += 1
    return HttpResponse.json(success(account))
  }),
)

beforeEach(() => {
  calls.count = 0
  account = accountFixture('reviewing')
  holdSessionToken()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function openScreen(client: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return renderHook(() => useFreshAccount(), { wrapper })
}

describe('useFreshAccount (an account screen opens)', () => {
  it('shows the account the session check before the navigation read, without asking again', async () => {
    const client = new QueryClient()
    await ensureSession(client)
    const { result } = openScreen(client)
    expect(result.current.data?.profileStatus).toBe('reviewing')
    // Give a refetch the time it would take to go out and come back.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls.count).toBe(1)
  })

  it('reads the account again when the screen opens later in the visit: a review decided meanwhile shows', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const client = new QueryClient()
    await ensureSession(client)
    vi.setSystemTime(Date.now() + ACCOUNT_FRESH_MS + 1)
    account = accountFixture('complete')
    const { result } = openScreen(client)
    await waitFor(() => expect(result.current.data?.profileStatus).toBe('complete'))
    expect(calls.count).toBe(2)
  })
})
