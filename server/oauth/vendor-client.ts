import * as oidc from 'openid-client'
import { failureText, noAnswer, OAuthError, VendorUnreachableError } from './oauth-error.ts'

// The portal as an OAuth 2.0 / OpenID Connect client of a vendor (openid-client): the
// authorisation-code flow with PKCE (S256), state and, with the `openid` scope, a nonce; then the
// developer's id, name and qualification. No database here: the binding service keeps the state,
// the verifier and the nonce between the two halves, and uses the tokens at once.

/** What a vendor's row says about its authorisation server and client (the vendors table's columns). */
export interface VendorOAuth {
  code: string
  /** Discovery starts here unless both endpoints below are given; always the expected `iss`. */
  issuer: string
  authorization_endpoint: string | null
  token_endpoint: string | null
  userinfo_endpoint: string | null
  client_id: string
  /** Space separated; `openid` among them makes it OpenID Connect (an ID token, a nonce). */
  scopes: string
  developer_id_claim: string
  developer_name_claim: string
  /** GET with the access token, a JSON answer; null: the qualification is in the userinfo answer. */
  qualification_endpoint: string | null
  /** null: no qualification check. */
  qualification_claim: string | null
  qualification_values: unknown[]
}

export interface VendorClientOptions {
  /**
   * Whether an `http:` address on this machine (127.0.0.1, ::1, localhost) may be used: the
   * development vendor, and providers the tests start. Never in production.
   */
  allowLoopbackHttp: boolean
  /** How long one request to the vendor may take (default 5 s): a slow vendor holds no call. */
  timeoutMs?: number
}

/** A vendor's authorisation server and the portal's client there. */
export interface VendorClient {
  readonly vendor: VendorOAuth
  readonly configuration: oidc.Configuration
  /** Whether `openid` is among the scopes: an ID token and a nonce are then required. */
  readonly openid: boolean
}

export interface AuthorizationRequest {
  /** Where the browser goes to sign in at the vendor. */
  url: string
  state: string
  nonce: string
  /** The PKCE verifier: kept (encrypted) until the vendor sends the browser back. */
  codeVerifier: string
}

export interface VendorTokens {
  accessToken: string
  /** The ID token's claims (validated: issuer, audience, nonce), when the vendor gave one. */
  idTokenClaims: Record<string, unknown> | undefined
}

export interface VendorDeveloper {
  /** The developer's id at the vendor (developer_id_claim), as text. */
  id: string
  /** Their name (developer_name_claim), when the vendor gives one. */
  name: string | null
  /** Everything the vendor said of them (the userinfo answer, else the ID token's claims). */
  claims: Record<string, unknown>
}

const DEFAULT_TIMEOUT_MS = 5_000
const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost'])

/** fetch, with a request that got no answer (refused, reset, timed out) told apart. */
const guardedFetch: oidc.CustomFetch = async (url, options) => {
  try {
    return await fetch(url, options as RequestInit)
  } catch (error) {
    throw new VendorUnreachableError(
      `${new URL(url).origin} did not answer (${failureText(error)})`,
      {
        cause: error,
      },
    )
  }
}

/** The vendor's addresses that must be https (or, where allowed, http on this machine). */
function checkAddresses(vendor: VendorOAuth, allowLoopbackHttp: boolean): boolean {
  let insecure = false
  const addresses = [
    vendor.issuer,
    vendor.authorization_endpoint,
    vendor.token_endpoint,
    vendor.userinfo_endpoint,
    vendor.qualification_endpoint,
  ]
  for (const address of addresses) {
    if (!address) continue
    let url: URL
    try {
      url = new URL(address)
    } catch {
      throw new OAuthError('unreachable', `vendor ${vendor.code}: ${address} is not an address`)
    }
    if (url.protocol === 'https:') continue
    if (url.protocol === 'http:' && allowLoopbackHttp && LOOPBACK.has(url.hostname)) {
      insecure = true
      continue
    }
    throw new OAuthError(
      'unreachable',
      `vendor ${vendor.code}: ${address} must be https` +
        (allowLoopbackHttp ? ' (http only on this machine)' : ''),
    )
  }
  return insecure
}

/**
 * How the client authenticates at the token endpoint: none without a secret (a public client,
 * PKCE only); with one, HTTP Basic unless the vendor says it only takes the secret in the body.
 */
function clientAuthentication(server: oidc.ServerMetadata, secret: string | undefined) {
  if (!secret) return oidc.None()
  const methods = server.token_endpoint_auth_methods_supported
  if (
    methods &&
    !methods.includes('client_secret_basic') &&
    methods.includes('client_secret_post')
  ) {
    return oidc.ClientSecretPost(secret)
  }
  return oidc.ClientSecretBasic(secret)
}

/**
 * The vendor's authorisation server, by discovery from its issuer unless its row gives both the
 * authorisation and the token endpoint (then those, the userinfo endpoint if any, and the issuer
 * as the expected `iss`). `secret` undefined: a public client. Fails with `unreachable` when
 * discovery does (no answer, not a discovery document, another issuer) or an address may not be
 * used.
 */
export async function vendorClient(
  vendor: VendorOAuth,
  secret: string | undefined,
  options: VendorClientOptions,
): Promise<VendorClient> {
  const insecure = checkAddresses(vendor, options.allowLoopbackHttp)
  const timeout = (options.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 1000
  const metadata: Partial<oidc.ClientMetadata> = secret
    ? { client_secret: secret }
    : { token_endpoint_auth_method: 'none' }
  const openid = vendor.scopes.split(/\s+/).includes('openid')
  /** The client at `server`, with the timeout, the guarded fetch and loopback http if allowed. */
  const configure = (server: oidc.ServerMetadata) => {
    const configured = new oidc.Configuration(
      server,
      vendor.client_id,
      metadata,
      clientAuthentication(server, secret),
    )
    configured.timeout = timeout
    configured[oidc.customFetch] = guardedFetch
    if (insecure) oidc.allowInsecureRequests(configured)
    return configured
  }
  let configuration: oidc.Configuration
  if (vendor.authorization_endpoint && vendor.token_endpoint) {
    configuration = configure({
      issuer: vendor.issuer,
      authorization_endpoint: vendor.authorization_endpoint,
      token_endpoint: vendor.token_endpoint,
      ...(vendor.userinfo_endpoint ? { userinfo_endpoint: vendor.userinfo_endpoint } : {}),
    })
  } else {
    try {
      // Discovery first, with no client authentication yet: which one depends on what it says.
      const discovered = await oidc.discovery(
        new URL(vendor.issuer),
        vendor.client_id,
        metadata,
        undefined,
        {
          timeout,
          [oidc.customFetch]: guardedFetch,
          execute: insecure ? [oidc.allowInsecureRequests] : [],
        },
      )
      const server = { ...discovered.serverMetadata() }
      if (vendor.userinfo_endpoint) server.userinfo_endpoint = vendor.userinfo_endpoint
      configuration = configure(server)
    } catch (error) {
      throw new OAuthError(
        'unreachable',
        `vendor ${vendor.code}: discovery at ${vendor.issuer} failed: ${failureText(error)}`,
        { cause: error },
      )
    }
  }
  return { vendor, configuration, openid }
}

/**
 * Where to send the browser: the authorisation endpoint with the client, the redirect URI, the
 * vendor's scopes, a fresh state, the PKCE challenge (S256) and, for OpenID Connect, a nonce.
 */
export async function authorizationRequest(
  client: VendorClient,
  { redirectUri }: { redirectUri: string },
): Promise<AuthorizationRequest> {
  const codeVerifier = oidc.randomPKCECodeVerifier()
  const state = oidc.randomState()
  const nonce = oidc.randomNonce()
  const parameters: Record<string, string> = {
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: client.vendor.scopes,
    state,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  }
  if (client.openid) parameters.nonce = nonce
  let url: URL
  try {
    url = oidc.buildAuthorizationUrl(client.configuration, parameters)
  } catch (error) {
    throw new OAuthError(
      'unreachable',
      `vendor ${client.vendor.code}: no authorisation endpoint (${failureText(error)})`,
      { cause: error },
    )
  }
  return { url: url.href, state, nonce, codeVerifier }
}

export interface CallbackInput {
  /** The redirect URI of the authorisation request. */
  redirectUri: string
  /** What the vendor sent the browser back with: the query string, without `?`. */
  callbackQuery: string
  state: string
  nonce: string
  codeVerifier: string
}

/**
 * The vendor's answer, checked, and its code exchanged for tokens (with the PKCE verifier, and
 * the nonce in the ID token for OpenID Connect). Fails with `denied` when the answer is an error,
 * `token` when the exchange is refused or fails a check (state, `iss`, nonce), `unreachable` when
 * the token endpoint does not answer in time.
 */
export async function completeAuthorization(
  client: VendorClient,
  input: CallbackInput,
): Promise<VendorTokens> {
  const query = new URLSearchParams(input.callbackQuery.replace(/^\?/, ''))
  const error = query.get('error')
  if (error) {
    const description = query.get('error_description')
    throw new OAuthError(
      'denied',
      `vendor ${client.vendor.code} answered ${error}${description ? `: ${description}` : ''}`,
    )
  }
  const currentUrl = new URL(input.redirectUri)
  currentUrl.search = query.toString()
  try {
    const tokens = await oidc.authorizationCodeGrant(client.configuration, currentUrl, {
      pkceCodeVerifier: input.codeVerifier,
      expectedState: input.state,
      ...(client.openid ? { expectedNonce: input.nonce, idTokenExpected: true } : {}),
    })
    return { accessToken: tokens.access_token, idTokenClaims: tokens.claims() }
  } catch (failure) {
    throw new OAuthError(
      noAnswer(failure) ? 'unreachable' : 'token',
      `vendor ${client.vendor.code}: the code was not exchanged: ${failureText(failure)}`,
      { cause: failure },
    )
  }
}

/** A claim by name, or by a dotted path into nested objects (`data.openId`) when no key has the name. */
export function claimAt(document: Record<string, unknown>, claim: string): unknown {
  if (Object.hasOwn(document, claim)) return document[claim]
  let current: unknown = document
  for (const key of claim.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) {
      return undefined
    }
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

/** A JSON answer from a vendor's own endpoint, fetched with the access token. */
async function protectedJson(client: VendorClient, accessToken: string, address: string) {
  const answer = await oidc.fetchProtectedResource(
    client.configuration,
    accessToken,
    new URL(address),
    'GET',
    undefined,
    new Headers({ accept: 'application/json' }),
  )
  if (!answer.ok) throw new Error(`${address} answered HTTP ${answer.status}`)
  const document: unknown = await answer.json()
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw new Error(`${address} answered no JSON object`)
  }
  return document as Record<string, unknown>
}

/**
 * The developer the tokens are for: from the userinfo endpoint (for OpenID Connect, its `sub`
 * must be the ID token's), or from the ID token when the vendor has no userinfo endpoint. Fails
 * with `info` when that fails or the id claim is missing or empty.
 */
export async function readDeveloper(
  client: VendorClient,
  tokens: VendorTokens,
): Promise<VendorDeveloper> {
  const { vendor, configuration } = client
  const userinfo = configuration.serverMetadata().userinfo_endpoint
  let claims: Record<string, unknown>
  try {
    if (!userinfo) {
      if (!tokens.idTokenClaims) throw new Error('neither a userinfo endpoint nor an ID token')
      claims = tokens.idTokenClaims
    } else if (client.openid) {
      const subject = tokens.idTokenClaims?.sub
      claims = await oidc.fetchUserInfo(
        configuration,
        tokens.accessToken,
        typeof subject === 'string' ? subject : oidc.skipSubjectCheck,
      )
    } else {
      // Plain OAuth 2.0: the vendor's own developer API, with no `sub` to expect.
      claims = await protectedJson(client, tokens.accessToken, userinfo)
    }
  } catch (failure) {
    throw new OAuthError(
      'info',
      `vendor ${vendor.code}: the developer's information was not read: ${failureText(failure)}`,
      { cause: failure },
    )
  }
  const id = claimAt(claims, vendor.developer_id_claim)
  if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '') {
    throw new OAuthError(
      'info',
      `vendor ${vendor.code}: the developer's information has no ${vendor.developer_id_claim}`,
    )
  }
  const name = claimAt(claims, vendor.developer_name_claim)
  return {
    id: String(id),
    name: typeof name === 'string' && name !== '' ? name : null,
    claims,
  }
}

/** Two JSON values alike (the accepted values come from a JSON column). */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Whether the vendor has qualified the developer: qualification_claim (none: no check) read from
 * the qualification endpoint's answer (GET with the access token) or else from the developer's
 * information, and found among qualification_values (a list claim: any of its items). Fails with
 * `info` when the qualification endpoint fails.
 */
export async function isQualified(
  client: VendorClient,
  tokens: VendorTokens,
  developer: VendorDeveloper,
): Promise<boolean> {
  const { vendor } = client
  if (!vendor.qualification_claim) return true
  let document = developer.claims
  if (vendor.qualification_endpoint) {
    try {
      document = await protectedJson(client, tokens.accessToken, vendor.qualification_endpoint)
    } catch (failure) {
      throw new OAuthError(
        'info',
        `vendor ${vendor.code}: the qualification was not read: ${failureText(failure)}`,
        { cause: failure },
      )
    }
  }
  const value = claimAt(document, vendor.qualification_claim)
  const values = Array.isArray(value) ? value : [value]
  return values.some((item) => vendor.qualification_values.some((ok) => sameValue(item, ok)))
}
