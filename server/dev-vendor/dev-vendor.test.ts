import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import {
  authorizationRequest,
  completeAuthorization,
  readDeveloper,
  vendorClient,
} from '../oauth/vendor-client.ts'
import { startTestVendor, TEST_REDIRECT_URI } from '../test/oidc-provider.ts'
import { DEV_VENDOR_CLIENT_ID, startDevVendor } from './dev-vendor.ts'

// The development vendor as `npm start` serves it: a real provider on loopback, its own client
// for the portal, and a clear start error when its port is taken.

describe('the development vendor', () => {
  it('serves discovery on loopback for the portal client, with a secret made per start', async () => {
    const first = await startDevVendor({ port: 0, redirectUris: [TEST_REDIRECT_URI] })
    const second = await startDevVendor({ port: 0, redirectUris: [TEST_REDIRECT_URI] })
    try {
      expect(first.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(first.clientId).toBe(DEV_VENDOR_CLIENT_ID)
      expect(first.secret).toMatch(/^[\w-]{43}$/)
      expect(second.secret).not.toBe(first.secret)
      const discovery = (await (
        await fetch(`${first.issuer}/.well-known/openid-configuration`)
      ).json()) as Record<string, unknown>
      expect(discovery).toMatchObject({
        issuer: first.issuer,
        code_challenge_methods_supported: ['S256'],
        authorization_response_iss_parameter_supported: true,
      })
      expect(discovery.claims_supported).toEqual(expect.arrayContaining(['name', 'qualified']))
    } finally {
      await first.close()
      await second.close()
    }
  })

  it('says which port is taken and how to choose another', async () => {
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const { port } = taken.address() as AddressInfo
    try {
      await expect(startDevVendor({ port, redirectUris: [TEST_REDIRECT_URI] })).rejects.toThrow(
        `the development vendor cannot listen on 127.0.0.1:${port}, which is in use: set DEV_VENDOR_PORT`,
      )
    } finally {
      await new Promise((resolve) => taken.close(resolve))
    }
  })

  it('stops answering once closed, and a second close does nothing', async () => {
    const vendor = await startDevVendor({ port: 0, redirectUris: [TEST_REDIRECT_URI] })
    await fetch(`${vendor.issuer}/.well-known/openid-configuration`)
    await vendor.close()
    await vendor.close()
    await expect(fetch(`${vendor.issuer}/.well-known/openid-configuration`)).rejects.toThrow()
  })

  it('sends the browser back only to the redirect URI the server gave it, and requires PKCE', async () => {
    const vendor = await startTestVendor()
    try {
      const authorize = (parameters: Record<string, string>) =>
        `${vendor.issuer}/auth?${new URLSearchParams({
          client_id: vendor.clientId,
          response_type: 'code',
          scope: 'openid profile',
          state: 'state-1',
          code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGjSstw-cM',
          code_challenge_method: 'S256',
          redirect_uri: TEST_REDIRECT_URI,
          ...parameters,
        })}`
      // A redirect URI it was not given: an error page, never a redirect to it.
      await expect(
        vendor.signIn(authorize({ redirect_uri: 'https://attacker.example.com/cb' }), 'alice'),
      ).rejects.toThrow(/answered 400[\s\S]*redirect_uri/)
      // No PKCE challenge: refused back at the portal with the reason.
      const withoutPkce = authorize({})
        .replace(/&code_challenge=[^&]+/, '')
        .replace(/&code_challenge_method=S256/, '')
      const refused = new URLSearchParams(await vendor.signIn(withoutPkce, 'alice'))
      expect(refused.get('error')).toBe('invalid_request')
      expect(refused.get('error_description')).toMatch(/PKCE/)
    } finally {
      await vendor.close()
    }
  })

  it('asks for a login name at each authorisation, so that the same browser can bind another name', async () => {
    const vendor = await startTestVendor()
    try {
      const client = await vendorClient(
        {
          code: 'dev',
          issuer: vendor.issuer,
          authorization_endpoint: null,
          token_endpoint: null,
          userinfo_endpoint: null,
          client_id: vendor.clientId,
          scopes: 'openid profile',
          developer_id_claim: 'sub',
          developer_name_claim: 'name',
          qualification_endpoint: null,
          qualification_claim: 'qualified',
          qualification_values: [true],
        },
        vendor.secret,
        { allowLoopbackHttp: true },
      )
      const browser = vendor.browser()
      const developers = []
      for (const login of ['alice', 'bob-unqualified']) {
        const request = await authorizationRequest(client, { redirectUri: TEST_REDIRECT_URI })
        const callbackQuery = await browser.signIn(request.url, login)
        const tokens = await completeAuthorization(client, {
          redirectUri: TEST_REDIRECT_URI,
          callbackQuery,
          ...request,
        })
        developers.push((await readDeveloper(client, tokens)).claims)
      }
      expect(developers).toEqual([
        { sub: 'alice', name: 'alice', qualified: true },
        { sub: 'bob-unqualified', name: 'bob-unqualified', qualified: false },
      ])
    } finally {
      await vendor.close()
    }
  })
})
