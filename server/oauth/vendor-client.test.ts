import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestVendor, TEST_REDIRECT_URI, type TestVendor } from '../test/oidc-provider.ts'
import { OAuthError, type OAuthFailure } from './oauth-error.ts'
import {
  authorizationRequest,
  claimAt,
  completeAuthorization,
  isQualified,
  readDeveloper,
  vendorClient,
  type VendorClient,
  type VendorOAuth,
} from './vendor-client.ts'

// The client against a real provider (the development vendor, oidc-provider, on a free port):
// discovery or explicit endpoints, the code flow with PKCE, state and nonce through its real
// sign-in and consent pages, the developer's information and qualification, and each way it fails.

let provider: TestVendor
const loopback = { allowLoopbackHttp: true }

beforeAll(async () => {
  provider = await startTestVendor()
})
afterAll(async () => {
  await provider.close()
})

/** The `dev` vendor row as the server writes it, at the test provider. */
function devRow(fields: Partial<VendorOAuth> = {}): VendorOAuth {
  return {
    code: 'dev',
    issuer: provider.issuer,
    authorization_endpoint: null,
    token_endpoint: null,
    userinfo_endpoint: null,
    client_id: provider.clientId,
    scopes: 'openid profile',
    developer_id_claim: 'sub',
    developer_name_claim: 'name',
    qualification_endpoint: null,
    qualification_claim: 'qualified',
    qualification_values: [true],
    ...fields,
  }
}

/** A whole binding's OAuth part: the request, the sign-in as `login`, and the exchange. */
async function signIn(client: VendorClient, login: string) {
  const request = await authorizationRequest(client, { redirectUri: TEST_REDIRECT_URI })
  const callbackQuery = await provider.signIn(request.url, login)
  return { request, callbackQuery }
}

async function failure(work: Promise<unknown>): Promise<OAuthError> {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(OAuthError)
  return error as OAuthError
}

const kindOf = async (work: Promise<unknown>): Promise<OAuthFailure> => (await failure(work)).kind

describe('the client of a vendor', () => {
  it('discovers the authorisation server from the issuer, as a confidential client', async () => {
    const client = await vendorClient(devRow(), provider.secret, loopback)
    const server = client.configuration.serverMetadata()
    expect(server.issuer).toBe(provider.issuer)
    expect(server.authorization_endpoint).toMatch(new RegExp(`^${provider.issuer}/`))
    expect(server.userinfo_endpoint).toMatch(new RegExp(`^${provider.issuer}/`))
    expect(client.configuration.clientMetadata().client_secret).toBe(provider.secret)
  })

  it('asks with the PKCE challenge (S256), a state, a nonce and the vendor scopes', async () => {
    const client = await vendorClient(devRow(), provider.secret, loopback)
    const request = await authorizationRequest(client, { redirectUri: TEST_REDIRECT_URI })
    const url = new URL(request.url)
    expect(url.searchParams.get('client_id')).toBe(provider.clientId)
    expect(url.searchParams.get('redirect_uri')).toBe(TEST_REDIRECT_URI)
    expect(url.searchParams.get('response_type')).toBe('code')
    expect(url.searchParams.get('scope')).toBe('openid profile')
    expect(url.searchParams.get('state')).toBe(request.state)
    expect(url.searchParams.get('nonce')).toBe(request.nonce)
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(request.codeVerifier).not.toBe(url.searchParams.get('code_challenge'))
    const again = await authorizationRequest(client, { redirectUri: TEST_REDIRECT_URI })
    expect(again.state).not.toBe(request.state)
    expect(again.codeVerifier).not.toBe(request.codeVerifier)
  })

  it('runs the code flow through the sign-in page and reads the developer and their qualification', async () => {
    const client = await vendorClient(devRow(), provider.secret, loopback)
    const { request, callbackQuery } = await signIn(client, 'alice')
    expect(new URLSearchParams(callbackQuery).get('iss')).toBe(provider.issuer)
    const tokens = await completeAuthorization(client, {
      redirectUri: TEST_REDIRECT_URI,
      callbackQuery,
      ...request,
    })
    expect(tokens.accessToken).toEqual(expect.any(String))
    expect(tokens.idTokenClaims).toMatchObject({ sub: 'alice', nonce: request.nonce })
    const developer = await readDeveloper(client, tokens)
    // The userinfo answer of scope `openid profile` carries the name and the qualification.
    expect(developer).toEqual({
      id: 'alice',
      name: 'alice',
      claims: { sub: 'alice', name: 'alice', qualified: true },
    })
    expect(await isQualified(client, tokens, developer)).toBe(true)
  })

  it('finds a login name with `unqualified` in it not qualified', async () => {
    const client = await vendorClient(devRow(), provider.secret, loopback)
    const { request, callbackQuery } = await signIn(client, 'bob-unqualified')
    const tokens = await completeAuthorization(client, {
      redirectUri: TEST_REDIRECT_URI,
      callbackQuery,
      ...request,
    })
    const developer = await readDeveloper(client, tokens)
    expect(developer.claims.qualified).toBe(false)
    expect(await isQualified(client, tokens, developer)).toBe(false)
    // No qualification claim configured: no check.
    const unchecked = { ...client, vendor: { ...client.vendor, qualification_claim: null } }
    expect(await isQualified(unchecked, tokens, developer)).toBe(true)
  })

  it('uses explicit endpoints without discovery, the issuer still checked', async () => {
    const discovery = (await (
      await fetch(`${provider.issuer}/.well-known/openid-configuration`)
    ).json()) as Record<string, string>
    const explicit = devRow({
      authorization_endpoint: discovery.authorization_endpoint!,
      token_endpoint: discovery.token_endpoint!,
      userinfo_endpoint: discovery.userinfo_endpoint!,
    })
    const client = await vendorClient(explicit, provider.secret, loopback)
    expect(client.configuration.serverMetadata()).toEqual({
      issuer: provider.issuer,
      authorization_endpoint: discovery.authorization_endpoint,
      token_endpoint: discovery.token_endpoint,
      userinfo_endpoint: discovery.userinfo_endpoint,
    })
    const { request, callbackQuery } = await signIn(client, 'carol')
    const tokens = await completeAuthorization(client, {
      redirectUri: TEST_REDIRECT_URI,
      callbackQuery,
      ...request,
    })
    expect((await readDeveloper(client, tokens)).id).toBe('carol')

    // Explicit endpoints ask nothing of the vendor before the exchange: a dead issuer shows only then.
    const dead = await deadAddress()
    const deadClient = await vendorClient(
      devRow({
        issuer: dead,
        authorization_endpoint: `${dead}/auth`,
        token_endpoint: `${dead}/token`,
      }),
      provider.secret,
      loopback,
    )
    expect(
      await kindOf(
        completeAuthorization(deadClient, {
          redirectUri: TEST_REDIRECT_URI,
          callbackQuery: `code=x&state=${request.state}`,
          ...request,
        }),
      ),
    ).toBe('unreachable')
  })

  it('reads the developer from the ID token when the vendor has no userinfo endpoint', async () => {
    const discovery = (await (
      await fetch(`${provider.issuer}/.well-known/openid-configuration`)
    ).json()) as Record<string, string>
    const client = await vendorClient(
      devRow({
        authorization_endpoint: discovery.authorization_endpoint!,
        token_endpoint: discovery.token_endpoint!,
        qualification_claim: null,
      }),
      provider.secret,
      loopback,
    )
    const { request, callbackQuery } = await signIn(client, 'dora')
    const tokens = await completeAuthorization(client, {
      redirectUri: TEST_REDIRECT_URI,
      callbackQuery,
      ...request,
    })
    const developer = await readDeveloper(client, tokens)
    expect(developer.id).toBe('dora')
    // The ID token carries no name (userinfo does): none.
    expect(developer.name).toBeNull()
  })

  it('answers `info` when the developer id claim is missing', async () => {
    const client = await vendorClient(
      devRow({ developer_id_claim: 'employee_no' }),
      provider.secret,
      loopback,
    )
    const { request, callbackQuery } = await signIn(client, 'erin')
    const tokens = await completeAuthorization(client, {
      redirectUri: TEST_REDIRECT_URI,
      callbackQuery,
      ...request,
    })
    const error = await failure(readDeveloper(client, tokens))
    expect(error.kind).toBe('info')
    expect(error.message).toMatch(/has no employee_no/)
    // A spent or wrong access token: the userinfo endpoint refuses it.
    expect(await kindOf(readDeveloper(client, { ...tokens, accessToken: 'not-a-token' }))).toBe(
      'info',
    )
  })
})

describe('what the vendor or the exchange refuses', () => {
  it('answers `denied` when the developer cancels at the vendor, or for any error it sends back', async () => {
    const client = await vendorClient(devRow(), provider.secret, loopback)
    const request = await authorizationRequest(client, { redirectUri: TEST_REDIRECT_URI })
    const callbackQuery = await provider.deny(request.url)
    expect(new URLSearchParams(callbackQuery).get('error')).toBe('access_denied')
    expect(new URLSearchParams(callbackQuery).get('state')).toBe(request.state)
    const denied = await failure(
      completeAuthorization(client, { redirectUri: TEST_REDIRECT_URI, callbackQuery, ...request }),
    )
    expect(denied.kind).toBe('denied')
    expect(denied.message).toMatch(/access_denied/)
    expect(
      await kindOf(
        completeAuthorization(client, {
          redirectUri: TEST_REDIRECT_URI,
          callbackQuery: `error=server_error&state=${request.state}`,
          ...request,
        }),
      ),
    ).toBe('denied')
  })

  it('answers `token` for a wrong code, a wrong verifier, a spent code, another issuer or a wrong secret', async () => {
    const client = await vendorClient(devRow(), provider.secret, loopback)
    const complete = (
      input: Awaited<ReturnType<typeof signIn>>,
      change: { callbackQuery?: string; codeVerifier?: string; nonce?: string } = {},
      using = client,
    ) =>
      completeAuthorization(using, {
        redirectUri: TEST_REDIRECT_URI,
        callbackQuery: input.callbackQuery,
        ...input.request,
        ...change,
      })

    const wrongCode = await signIn(client, 'frank')
    const query = new URLSearchParams(wrongCode.callbackQuery)
    query.set('code', `${query.get('code')}x`)
    expect(await kindOf(complete(wrongCode, { callbackQuery: query.toString() }))).toBe('token')

    // PKCE: the code is bound to the challenge of the verifier the request was made with.
    const wrongVerifier = await signIn(client, 'frank')
    const other = await authorizationRequest(client, { redirectUri: TEST_REDIRECT_URI })
    const pkce = await failure(complete(wrongVerifier, { codeVerifier: other.codeVerifier }))
    expect(pkce.kind).toBe('token')
    expect(pkce.message).toMatch(/invalid_grant/)

    // A code is exchanged once.
    const spent = await signIn(client, 'frank')
    await complete(spent)
    expect(await kindOf(complete(spent))).toBe('token')

    // The answer names another issuer (a mix-up), or the ID token another nonce.
    const mixUp = await signIn(client, 'frank')
    const forged = new URLSearchParams(mixUp.callbackQuery)
    forged.set('iss', 'https://attacker.example.com')
    expect(await kindOf(complete(mixUp, { callbackQuery: forged.toString() }))).toBe('token')
    const replayed = await signIn(client, 'frank')
    expect(await kindOf(complete(replayed, { nonce: other.nonce }))).toBe('token')

    // The client's secret is wrong, or missing (a public client, which this vendor does not take).
    const wrongSecret = await vendorClient(devRow(), 'not-the-secret', loopback)
    const refused = await signIn(wrongSecret, 'frank')
    const invalidClient = await failure(complete(refused, {}, wrongSecret))
    expect(invalidClient.kind).toBe('token')
    expect(invalidClient.message).toMatch(/invalid_client/)
    const publicClient = await vendorClient(devRow(), undefined, loopback)
    expect(publicClient.configuration.clientMetadata().token_endpoint_auth_method).toBe('none')
    const noSecret = await signIn(publicClient, 'frank')
    expect(await kindOf(complete(noSecret, {}, publicClient))).toBe('token')
  })
})

/** A loopback address where nothing listens. */
async function deadAddress(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return `http://127.0.0.1:${port}`
}

describe('a vendor that does not answer', () => {
  let silent: Server
  const sockets = new Set<Socket>()
  beforeAll(async () => {
    // Takes the connection and never answers: what a hung vendor looks like.
    silent = createServer(() => undefined)
    silent.on('connection', (socket) => sockets.add(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  })
  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => silent.close(resolve))
  })

  it('answers `unreachable` at once when nothing listens at the issuer', async () => {
    const error = await failure(
      vendorClient(devRow({ issuer: await deadAddress() }), 'x', loopback),
    )
    expect(error.kind).toBe('unreachable')
    expect(error.message).toMatch(/did not answer/)
  })

  it('answers `unreachable` within the timeout when the vendor hangs', async () => {
    const { port } = silent.address() as AddressInfo
    const started = Date.now()
    const error = await failure(
      vendorClient(devRow({ issuer: `http://127.0.0.1:${port}` }), 'x', {
        ...loopback,
        timeoutMs: 300,
      }),
    )
    expect(error.kind).toBe('unreachable')
    expect(Date.now() - started).toBeLessThan(3_000)
  })

  it('refuses http addresses but on this machine outside production, and answers no discovery document as `unreachable`', async () => {
    expect(await kindOf(vendorClient(devRow(), 'x', { allowLoopbackHttp: false }))).toBe(
      'unreachable',
    )
    const remote = await failure(
      vendorClient(devRow({ issuer: 'http://vendor.example.com' }), 'x', loopback),
    )
    expect(remote.message).toMatch(/must be https/)
    // The provider answers, but not a discovery document there.
    expect(
      await kindOf(vendorClient(devRow({ issuer: `${provider.issuer}/nowhere` }), 'x', loopback)),
    ).toBe('unreachable')
  })
})

describe('a qualification endpoint of its own', () => {
  let server: Server
  let address: string
  const seen: string[] = []
  let answer: { status: number; body: unknown } = { status: 200, body: {} }
  beforeAll(async () => {
    // The vendor's developer API, beside the provider: it reads the bearer token it is sent.
    server = createServer((request: IncomingMessage, response) => {
      seen.push(request.headers.authorization ?? '')
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answer.body))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/developer/status`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  it('reads the claim from its answer, with the access token', async () => {
    const client = await vendorClient(
      devRow({
        qualification_endpoint: address,
        qualification_claim: 'data.status',
        qualification_values: ['verified', 'enterprise'],
      }),
      provider.secret,
      loopback,
    )
    const { request, callbackQuery } = await signIn(client, 'gina')
    const tokens = await completeAuthorization(client, {
      redirectUri: TEST_REDIRECT_URI,
      callbackQuery,
      ...request,
    })
    const developer = await readDeveloper(client, tokens)
    answer = { status: 200, body: { data: { status: 'enterprise' } } }
    expect(await isQualified(client, tokens, developer)).toBe(true)
    expect(seen.at(-1)).toBe(`Bearer ${tokens.accessToken}`)
    answer = { status: 200, body: { data: { status: 'pending' } } }
    expect(await isQualified(client, tokens, developer)).toBe(false)
    answer = { status: 200, body: { data: {} } }
    expect(await isQualified(client, tokens, developer)).toBe(false)
    answer = { status: 503, body: { error: 'maintenance' } }
    const error = await failure(isQualified(client, tokens, developer))
    expect(error.kind).toBe('info')
    expect(error.message).toMatch(/HTTP 503/)
  })
})

describe('claims', () => {
  it('are read by name, else by a dotted path, and a list claim qualifies by any item', () => {
    expect(claimAt({ 'a.b': 1, a: { b: 2 } }, 'a.b')).toBe(1)
    expect(claimAt({ a: { b: { c: 'x' } } }, 'a.b.c')).toBe('x')
    expect(claimAt({ a: 'text' }, 'a.b')).toBeUndefined()
    expect(claimAt({}, 'sub')).toBeUndefined()
  })
})
