import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { success } from '../../../mocks/envelopes'
import { accountFixture } from '../../../mocks/fixtures'
import { holdSessionToken, setupApiServer } from '../../../mocks/api-server'
import { sessionToken } from './tokens'
import {
  clearSession,
  ensureSession,
  loginPath,
  redirectSignedInLoader,
  redirectTarget,
  requireUserLoader,
  sessionQueryKey,
} from './session'

// The real chain (generated call, mutator, envelope) against MSW: only the network is faked.
const calls = { count: 0 }
const user = accountFixture('complete')
const signedIn = () => HttpResponse.json(success(user))
let answer: () => Response = signedIn
setupApiServer(
  http.get('*/api/p/account/queryAccountInfo', () => {
    calls.count += 1
    return answer()
  }),
)

beforeEach(() => {
  calls.count = 0
  // A browser that holds a token: the check asks the API.
  holdSessionToken()
})
afterEach(() => vi.unstubAllGlobals())

const envelope = (code: number) => () => HttpResponse.json({ code, msg: 'x', data: null })

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

async function runGuard(loader: ReturnType<typeof requireUserLoader>, url: string) {
  try {
    return await loader({ request: new Request(url), params: {}, context: {} } as never)
  } catch (thrown) {
    return thrown
  }
}

describe('ensureSession (the check before each navigation)', () => {
  it('stores the user when queryAccountInfo answers code 0', async () => {
    answer = signedIn
    const client = newClient()
    await expect(ensureSession(client)).resolves.toEqual(user)
    expect(client.getQueryData(sessionQueryKey)).toEqual(user)
  })

  it('does not ask again while a user is loaded', async () => {
    answer = signedIn
    const client = newClient()
    await ensureSession(client)
    await ensureSession(client)
    expect(calls.count).toBe(1)
  })

  it('clears the user on any other answer, and asks again at the next navigation', async () => {
    answer = envelope(440)
    const client = newClient()
    client.setQueryData(sessionQueryKey, null)
    await expect(ensureSession(client)).resolves.toBeNull()
    expect(client.getQueryData(sessionQueryKey)).toBeNull()
    answer = () => HttpResponse.error()
    await expect(ensureSession(client)).resolves.toBeNull()
    expect(calls.count).toBe(2)
  })

  it('after 10005 (session ended) the token is gone, and the next checks ask nothing', async () => {
    answer = envelope(10005)
    const client = newClient()
    await expect(ensureSession(client)).resolves.toBeNull()
    expect(sessionToken.get()).toBeNull()
    await expect(ensureSession(client)).resolves.toBeNull()
    expect(calls.count).toBe(1)
  })

  it('shares one request between concurrent checks (root and guarded route loaders)', async () => {
    answer = signedIn
    const client = newClient()
    await Promise.all([ensureSession(client), ensureSession(client)])
    expect(calls.count).toBe(1)
  })

  it('clearSession forgets the user and the token', () => {
    const client = newClient()
    client.setQueryData(sessionQueryKey, user)
    clearSession(client)
    expect(client.getQueryData(sessionQueryKey)).toBeNull()
    expect(sessionToken.get()).toBeNull()
  })

  it('without a token, the visitor is signed out without asking the API', async () => {
    sessionToken.clear()
    answer = signedIn
    const client = newClient()
    await expect(ensureSession(client)).resolves.toBeNull()
    expect(client.getQueryData(sessionQueryKey)).toBeNull()
    expect(calls.count).toBe(0)
  })
})

describe('requireUserLoader (login-required routes)', () => {
  it('sends a signed-out visitor to the login page with the path and query to come back to', async () => {
    answer = envelope(10005)
    const result = await runGuard(
      requireUserLoader(newClient()),
      'http://portal.test/account/record/info?id=7&x=1',
    )
    expect(result).toBeInstanceOf(Response)
    const response = result as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(
      '/account/login?redirect=%2Faccount%2Frecord%2Finfo%3Fid%3D7%26x%3D1',
    )
  })

  it('lets a signed-in developer through', async () => {
    answer = signedIn
    await expect(
      runGuard(requireUserLoader(newClient()), 'http://portal.test/account/personal'),
    ).resolves.toBeNull()
  })
})

describe('redirectSignedInLoader (login and register)', () => {
  const location = (result: unknown) => (result as Response).headers.get('Location')

  it('sends a signed-in developer to the account centre', async () => {
    answer = () => HttpResponse.json(success(accountFixture('incomplete')))
    const result = await runGuard(
      redirectSignedInLoader(newClient()),
      'http://portal.test/account/login',
    )
    expect(location(result)).toBe('/account/personal')
  })

  it('or to the redirect target a link asked for', async () => {
    answer = signedIn
    const result = await runGuard(
      redirectSignedInLoader(newClient()),
      'http://portal.test/account/login?redirect=%2Faccount%2Frecord',
    )
    expect(location(result)).toBe('/account/record')
  })

  it('shows the page to a signed-out visitor', async () => {
    answer = envelope(10005)
    await expect(
      runGuard(redirectSignedInLoader(newClient()), 'http://portal.test/account/register'),
    ).resolves.toBeNull()
  })
})

describe('login redirect helpers', () => {
  it('round-trip the target through the redirect parameter', () => {
    const target = '/account/personal/modifyEmail?step=2'
    const url = new URL(loginPath(target), 'http://portal.test')
    expect(url.pathname).toBe('/account/login')
    expect(redirectTarget(url.search)).toBe(target)
    expect(loginPath('/')).toBe('/account/login')
  })

  it('never redirect off the site', () => {
    expect(redirectTarget('?redirect=https://evil.example')).toBe('/')
    expect(redirectTarget('?redirect=//evil.example/x')).toBe('/')
    expect(redirectTarget('?redirect=/\\evil.example')).toBe('/')
    expect(redirectTarget('?redirect=javascript:alert(1)')).toBe('/')
    expect(redirectTarget('')).toBe('/')
  })
})
