import { afterAll, beforeAll, expect, it } from 'vitest'
import { OAuth2Server } from 'oauth2-mock-server'
import { describeBackends, completeUser, type TestApp } from './test/harness.ts'
import { uniqueVendorCode } from './test/staff.ts'
import { providerVendor, settingsWithSecrets, startBinding } from './test/vendors.ts'
import { runAdminCommand } from './admin-commands.ts'

// Binding against an OpenID Connect server the project does not write: oauth2-mock-server, an
// independent implementation of the protocol (discovery, the code flow with PKCE S256, RS256 ID
// tokens, userinfo) on loopback. The development vendor and the other vendor tests use
// oidc-provider; a binding that only worked with that one would be a binding to one library.

const CLIENT_ID = 'portal-interop'
const SECRET = 'interop-secret'
let server: OAuth2Server
/** What the next userinfo answer says of the developer. */
let developer: Record<string, unknown> = {}

const CODES = Array.from({ length: 4 }, () => uniqueVendorCode('i'))
let next = 0

beforeAll(async () => {
  server = new OAuth2Server()
  await server.issuer.keys.generate('RS256')
  await server.start(0, '127.0.0.1')
  // The ID token is the client's: its audience is the client id (openid-client checks it).
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    token.payload.aud = CLIENT_ID
    token.payload.sub = developer.sub
  })
  server.service.on('beforeUserinfo', (response: { body: unknown; statusCode: number }) => {
    response.body = developer
  })
})
afterAll(() => server?.stop())

const issuer = () => server.issuer.url!

/** The browser's visit to the authorisation address: this server answers with the redirect. */
async function authorize(url: string) {
  const reply = await fetch(url, { redirect: 'manual' })
  expect(reply.status).toBe(302)
  return new URL(reply.headers.get('location')!).search.slice(1)
}

async function bind(t: TestApp, code: string) {
  const user = await completeUser(t)
  const url = await startBinding(t, user.token, code)
  expect(new URL(url).searchParams.get('code_challenge_method')).toBe('S256')
  const callback = await authorize(url)
  return t.call('finishVendorBinding', { token: user.token, body: { callback } })
}

describeBackends(
  'binding at an independent OpenID Connect server',
  (t) => {
    it('binds through discovery, PKCE and userinfo, with the qualification read there', async () => {
      const code = await providerVendor(
        t(),
        { issuer: issuer(), clientId: CLIENT_ID },
        CODES[next++],
      )
      developer = { sub: `interop-${Date.now()}`, name: 'Interop Dev', qualified: true }
      const bound = await bind(t(), code)
      expect(bound.code, bound.msg).toBe(0)
      expect(bound.data.binding).toMatchObject({
        vendorDeveloperId: developer.sub,
        vendorDeveloperName: 'Interop Dev',
      })

      developer = { sub: `interop-no-${Date.now()}`, name: 'Not Yet', qualified: false }
      const refused = await bind(t(), code)
      expect(refused.code).toBe(11105)
    })

    it('binds with explicit endpoints and other claim names, no discovery', async () => {
      const code = CODES[next++]!
      const output = await runAdminCommand(t().app.ctx, [
        'vendor',
        'add',
        code,
        '--name-zh',
        '互通厂商',
        '--name-en',
        'Interop vendor',
        '--issuer',
        issuer(),
        '--client-id',
        CLIENT_ID,
        '--authorization-endpoint',
        `${issuer()}/authorize`,
        '--token-endpoint',
        `${issuer()}/token`,
        '--userinfo-endpoint',
        `${issuer()}/userinfo`,
        '--scopes',
        'openid',
        '--developer-id-claim',
        'developer.id',
        '--developer-name-claim',
        'developer.displayName',
        '--qualification-claim',
        'developer.level',
        '--qualification-values',
        '["verified","enterprise"]',
      ])
      expect(output).toContain(code)
      const id = `dev-${Date.now()}`
      developer = {
        sub: 'ignored',
        developer: { id, displayName: '互通开发者', level: 'enterprise' },
      }
      const bound = await bind(t(), code)
      expect(bound.code, bound.msg).toBe(0)
      expect(bound.data.binding).toMatchObject({
        vendorDeveloperId: id,
        vendorDeveloperName: '互通开发者',
      })
    })
  },
  settingsWithSecrets(() => Object.fromEntries(CODES.map((code) => [code, SECRET]))),
)
