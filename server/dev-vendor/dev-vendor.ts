import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { interactionPolicy, type Account, type JWK } from 'oidc-provider'

/** The development vendor's code among the vendors. */
export const DEV_VENDOR_CODE = 'dev'

/** The portal's client at the development vendor, as the `dev` vendor row names it. */
export const DEV_VENDOR_CLIENT_ID = 'portal-dev'

/** A login name with this in it is a developer the vendor has not qualified. */
const UNQUALIFIED = 'unqualified'

export interface DevVendorOptions {
  /** The port on 127.0.0.1; 0: any free port. */
  port: number
  /** Where the provider may send the browser back with a code: the portal's callback page. */
  redirectUris: string[]
}

export interface DevVendor {
  /** `http://127.0.0.1:<port>`: discovery starts here. */
  issuer: string
  clientId: string
  /** The client's secret: made for this process, held in memory only. */
  secret: string
  /** Stops serving and closes the open connections; calling it again does nothing. */
  close(): Promise<void>
}

/**
 * The account of a login name: the name is the developer id and the display name, and the vendor
 * qualifies everyone but a name containing `unqualified` (so both answers can be tried by hand).
 */
function account(login: string): Account {
  return {
    accountId: login,
    claims: () => ({ sub: login, name: login, qualified: !login.includes(UNQUALIFIED) }),
  }
}

/**
 * oidc-provider's base policy, with a sign-in asked for at every authorisation: the provider
 * would otherwise remember the last login name in its session cookie, and a developer binding
 * again (after unbinding, or to try an unqualified name) could not choose another one.
 */
function signInEveryTime() {
  const policy = interactionPolicy.base()
  const login = policy.get('login')!
  login.checks.add(
    new interactionPolicy.Check(
      'dev_vendor_sign_in',
      'the development vendor asks for a login name at each authorisation',
      (ctx) =>
        ctx.oidc.result?.login
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT,
    ),
    0,
  )
  return policy
}

/**
 * The development vendor: a real OpenID Connect provider (oidc-provider) on loopback, whose own
 * development sign-in page accepts any login name. Its signing key, cookie keys and the portal's
 * client secret are made anew in each process, so nothing of it outlives the process.
 */
export async function startDevVendor(options: DevVendorOptions): Promise<DevVendor> {
  const secret = randomBytes(32).toString('base64url')
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const signingKey = { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256' } as JWK

  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `the development vendor cannot listen on 127.0.0.1:${options.port}, which is in ` +
                'use: set DEV_VENDOR_PORT to a free port (0: any), or DEV_VENDOR=0 to go without it',
            )
          : error,
      )
    })
    server.listen(options.port, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const issuer = `http://127.0.0.1:${port}`

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: DEV_VENDOR_CLIENT_ID,
        client_secret: secret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    findAccount: (_ctx, sub) => account(sub),
    claims: { openid: ['sub'], profile: ['name', 'qualified'] },
    features: { devInteractions: { enabled: true } },
    interactions: { policy: signInEveryTime() },
    pkce: { required: () => true },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [signingKey] },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Grant: 600,
      Session: 600,
    },
  })
  server.on('request', provider.callback())

  let closed: Promise<void> | undefined
  return {
    issuer,
    clientId: DEV_VENDOR_CLIENT_ID,
    secret,
    close() {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        // Idle keep-alive connections (a browser's, the portal's fetches) would hold it open.
        server.closeAllConnections()
      })
      return closed
    },
  }
}
