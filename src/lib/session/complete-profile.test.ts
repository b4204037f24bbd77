import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Account } from '@generated/model'
import { accountFixture } from '../../../mocks/fixtures'
import { holdSessionToken, setupApiServer } from '../../../mocks/api-server'
import {
  interceptedFrom,
  interceptPath,
  isIncompleteProfileError,
  LATEST_PROFILE_RECORD,
  prefetchProfileRecordLoader,
  requireCompleteProfileLoader,
} from './complete-profile'
import { getQueryChangeRecordPageQueryKey } from '@generated/api/change-record/change-record'
import { ApiError } from '@/lib/api/api-client'

// The real chain (generated call, mutator, envelope) against MSW: only the network is faked.
let answers: Array<Account | null> = []
const calls = { count: 0, records: 0 }
setupApiServer(
  http.get('*/api/p/accountChangeRecord/queryPage', () => {
    calls.records += 1
    return HttpResponse.json({
      code: 0,
      msg: 'ok',
      data: { list: [], total: 0, pageNum: 1, pageSize: 1 },
    })
  }),
  http.get('*/api/p/account/queryAccountInfo', () => {
    const account = answers[Math.min(calls.count, answers.length - 1)] ?? null
    calls.count += 1
    return HttpResponse.json(
      account
        ? { code: 0, msg: 'ok', data: account }
        : { code: 10005, msg: 'log in again', data: null },
    )
  }),
)

beforeEach(() => {
  calls.count = 0
  calls.records = 0
  // A browser that holds a token: the session check asks the API.
  holdSessionToken()
})
afterEach(() => vi.unstubAllGlobals())

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

async function run(loader: ReturnType<typeof requireCompleteProfileLoader>, url: string) {
  try {
    return await loader({ request: new Request(url), params: {}, context: {} } as never)
  } catch (thrown) {
    return thrown
  }
}

const location = (result: unknown) => (result as Response).headers.get('Location')

describe('requireCompleteProfileLoader (the change screens)', () => {
  const url = 'http://portal.test/account/personal/modifyContact?x=1'

  it('lets a complete profile through', async () => {
    answers = [accountFixture('complete', 'company')]
    await expect(run(requireCompleteProfileLoader(newClient()), url)).resolves.toBeNull()
  })

  it.each(['incomplete', 'reviewing', 'rejected'] as const)(
    'sends a %s profile to the intercept page, remembering the page',
    async (state) => {
      answers = [accountFixture(state)]
      const result = await run(requireCompleteProfileLoader(newClient()), url)
      expect(location(result)).toBe(
        '/account/accpuntIntercept?from=%2Faccount%2Fpersonal%2FmodifyContact%3Fx%3D1',
      )
    },
  )

  it('asks again before sending away: the profile may have been approved since', async () => {
    answers = [accountFixture('reviewing'), accountFixture('complete')]
    const client = newClient()
    await expect(run(requireCompleteProfileLoader(client), url)).resolves.toBeNull()
    expect(calls.count).toBe(2)
  })

  it('leaves a signed-out visitor to the login guard', async () => {
    answers = [null]
    await expect(run(requireCompleteProfileLoader(newClient()), url)).resolves.toBeNull()
  })
})

describe('prefetchProfileRecordLoader (/account/data)', () => {
  const url = 'http://portal.test/account/data'
  const recordKey = getQueryChangeRecordPageQueryKey(LATEST_PROFILE_RECORD)
  const loadForm = vi.fn()
  beforeEach(() => loadForm.mockClear())

  it.each(['incomplete', 'reviewing', 'rejected'] as const)(
    'asks for the latest submission of a %s profile with the page, without waiting for it',
    async (state) => {
      answers = [accountFixture(state)]
      const client = newClient()
      await expect(run(prefetchProfileRecordLoader(client, loadForm), url)).resolves.toBeNull()
      expect(client.getQueryState(recordKey)?.fetchStatus).toBe('fetching')
      await vi.waitFor(() => expect(client.getQueryData(recordKey)).toMatchObject({ total: 0 }))
      expect(calls.records).toBe(1)
      // The form shows for every state but "under review": its code is asked for with the page's.
      expect(loadForm).toHaveBeenCalledTimes(state === 'reviewing' ? 0 : 1)
    },
  )

  it('asks nothing more for a complete profile or a signed-out visitor', async () => {
    for (const account of [accountFixture('complete'), null]) {
      answers = [account]
      await expect(run(prefetchProfileRecordLoader(newClient(), loadForm), url)).resolves.toBeNull()
    }
    expect(calls.records).toBe(0)
    expect(loadForm).not.toHaveBeenCalled()
  })
})

describe('intercept helpers', () => {
  it('round-trip the page that needed the profile', () => {
    const from = '/account/personal/modifyRole?a=1'
    const url = new URL(interceptPath(from), 'http://portal.test')
    expect(url.pathname).toBe('/account/accpuntIntercept')
    expect(interceptedFrom(url.search)).toBe(from)
    expect(interceptPath()).toBe('/account/accpuntIntercept')
  })

  it('ignore a `from` that is not a path of this site', () => {
    expect(interceptedFrom('?from=%2F%2Fevil.example')).toBeUndefined()
    expect(interceptedFrom('?from=https%3A%2F%2Fevil.example')).toBeUndefined()
    expect(interceptedFrom('')).toBeUndefined()
  })

  it('recognise 11001', () => {
    expect(isIncompleteProfileError(new ApiError(11001, 'x'))).toBe(true)
    expect(isIncompleteProfileError(new ApiError(11002, 'x'))).toBe(false)
    expect(isIncompleteProfileError(new Error('x'))).toBe(false)
  })
})
