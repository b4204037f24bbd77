import { createHash } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { runAdminCommand } from './admin-commands.ts'
import { openText } from './lib/crypto.ts'
import { vendorRedirectUri } from './settings.ts'
import { completeUser, describeBackends, testSettings, type TestApp } from './test/harness.ts'
import { startTestVendor, type TestVendor } from './test/oidc-provider.ts'
import { uniqueVendorCode } from './test/staff.ts'
import {
  bindVendor,
  proveIdentity,
  providerVendor,
  settingsWithSecrets,
  startBinding,
} from './test/vendors.ts'

// Binding a vendor developer account (design.md §14) against a real OpenID Connect provider (the
// development vendor on a free port, test/oidc-provider.ts), never a mock of the OAuth client:
// each of 11101–11106 where it belongs, the binding CSRF, and tokens never kept. Each test has
// vendors of its own at the file's provider, so their bindings never meet.

let provider: TestVendor
const codes: string[] = []
/** A vendor code whose secret the app's settings hold (VENDOR_SECRET_<CODE>). */
const vendorCode = () => {
  const code = uniqueVendorCode('b')
  codes.push(code)
  return code
}
// Codes handed out before the apps start: each backend's settings carry their secrets.
const PRESET = Array.from({ length: 40 }, vendorCode)
let next = 0
const freshVendor = async (t: TestApp, more: string[] = []) => {
  const code = PRESET[next++]
  if (!code) throw new Error('PRESET ran out of vendor codes: add more')
  return providerVendor(t, provider, code, more)
}

beforeAll(async () => {
  provider = await startTestVendor(vendorRedirectUri(testSettings()))
})
afterAll(() => provider?.close())

let loginCounter = 0
const login = (tag = 'dev') => `${tag}-${process.pid}-${++loginCounter}`

const bindings = (t: TestApp, email: string) =>
  t.db.query<{ vendor_developer_id: string; code: string }>(
    `select b.vendor_developer_id, v.code from vendor_bindings b
     join vendors v on v.id = b.vendor_id join accounts a on a.id = b.account_id
     where a.email = $1 order by v.code`,
    [email],
  )

const codesOf = (replies: { code: number }[]) => replies.map((r) => r.code).sort()

describeBackends(
  'vendor binding',
  (t) => {
    it('binds through the vendor sign-in, lists the binding and mails a notice', async () => {
      const code = await freshVendor(t())
      const user = await completeUser(t())
      const before = await t().call('listVendors', { token: user.token })
      expect(before.data.list).toContainEqual({
        code,
        nameZh: `厂商 ${code}`,
        nameEn: `Vendor ${code}`,
        development: false,
        binding: null,
      })
      const name = login('alice')
      const bound = await bindVendor(t(), user.token, code, provider, name)
      expect(bound.code, bound.msg).toBe(0)
      expect(bound.data).toMatchObject({
        code,
        binding: { vendorDeveloperId: name, vendorDeveloperName: name },
      })
      const after = await t().call('listVendors', { token: user.token })
      expect(after.data.list.find((v: { code: string }) => v.code === code).binding).toEqual(
        bound.data.binding,
      )
      await expect
        .poll(() => t().mailer.sent.filter((m) => m.to === user.email && m.text.includes(name)))
        .toHaveLength(1)
      const mail = t().mailer.sent.findLast((m) => m.to === user.email)!
      expect(mail.subject).toContain('已绑定厂商开发者账号')
      expect(mail.text).toContain(`Vendor ${code}`)

      // Bound once per vendor: a second binding there is refused before the vendor is asked.
      await proveIdentity(t(), user.token)
      const again = await t().call('startVendorBinding', {
        token: user.token,
        body: { vendorCode: code },
      })
      expect(again.code).toBe(11101)
    })

    it('keeps the verifier sealed while the attempt lasts, and no token at all', async () => {
      const code = await freshVendor(t())
      const user = await completeUser(t())
      const url = new URL(await startBinding(t(), user.token, code))
      const state = url.searchParams.get('state')!
      const [attempt] = await t().db.query<{ state_hash: string; code_verifier: string }>(
        `select state_hash, code_verifier from vendor_binding_attempts
         where account_id = (select id from accounts where email = $1)`,
        [user.email],
      )
      // The state is kept as its hash; the verifier sealed, opening to the one the challenge is of.
      expect(attempt!.state_hash).not.toContain(state)
      const verifier = openText(t().app.ctx.secret, 'vendorBindingVerifier', attempt!.code_verifier)
      expect(verifier).toBeDefined()
      expect(attempt!.code_verifier).not.toContain(verifier!)
      expect(createHash('sha256').update(verifier!).digest('base64url')).toBe(
        url.searchParams.get('code_challenge'),
      )
      const callback = await provider.signIn(url.href, login())
      const authCode = new URLSearchParams(callback).get('code')!
      const bound = await t().call('finishVendorBinding', {
        token: user.token,
        body: { callback },
      })
      expect(bound.code, bound.msg).toBe(0)

      // Spent: nothing of the attempt is left, and no table holds a token or the code.
      const left = await t().db.query(
        `select 1 from vendor_binding_attempts where state_hash = $1`,
        [attempt!.state_hash],
      )
      expect(left).toEqual([])
      const columns = await t().db.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_schema = current_schema()
           and table_name in ('vendor_bindings', 'vendor_binding_attempts', 'vendors')`,
      )
      // The vendor's token endpoint is an address; no column keeps a token or a secret.
      expect(columns.map((c) => c.column_name).filter((n) => /token|secret/.test(n))).toEqual([
        'token_endpoint',
      ])
      const rows = await t().db.query<Record<string, unknown>>(
        `select b.* from vendor_bindings b join accounts a on a.id = b.account_id
         where a.email = $1`,
        [user.email],
      )
      expect(JSON.stringify(rows)).not.toContain(authCode)
    })

    it('refuses an unknown or disabled vendor (11102) and one that does not answer (11103)', async () => {
      const user = await completeUser(t())
      await proveIdentity(t(), user.token)
      const unknown = await t().call('startVendorBinding', {
        token: user.token,
        body: { vendorCode: 'no-such-vendor' },
      })
      expect(unknown.code).toBe(11102)
      const code = await freshVendor(t())
      await runAdminCommand(t().app.ctx, ['vendor', 'disable', code])
      const disabled = await t().call('startVendorBinding', {
        token: user.token,
        body: { vendorCode: code },
      })
      expect(disabled.code).toBe(11102)
      const listed = await t().call('listVendors', { token: user.token })
      expect(listed.data.list.map((v: { code: string }) => v.code)).not.toContain(code)

      // A vendor whose server does not answer: discovery fails.
      const silent = await providerVendor(
        t(),
        { issuer: 'http://127.0.0.1:9', clientId: 'portal' },
        vendorCode(),
      )
      const unreachable = await t().call('startVendorBinding', {
        token: user.token,
        body: { vendorCode: silent },
      })
      expect([unreachable.code, unreachable.data]).toEqual([11103, { reason: 'vendorUnreachable' }])
    })

    it('asks for a recent proof to bind and to unbind (31008)', async () => {
      const code = await freshVendor(t())
      const user = await completeUser(t())
      const start = await t().call('startVendorBinding', {
        token: user.token,
        body: { vendorCode: code },
      })
      expect(start.code).toBe(31008)
      expect((await bindVendor(t(), user.token, code, provider, login())).code).toBe(0)
      t().clock.advance(6 * 60_000)
      const unbind = await t().call('unbindVendor', {
        token: user.token,
        body: { vendorCode: code },
      })
      expect(unbind.code).toBe(31008)
      expect(await bindings(t(), user.email)).toHaveLength(1)
    })

    it('spends a state once, and not after ten minutes (11103 bindingExpired)', async () => {
      const code = await freshVendor(t())
      const user = await completeUser(t())
      const callback = await provider.signIn(await startBinding(t(), user.token, code), login())
      const unknown = await t().call('finishVendorBinding', {
        token: user.token,
        body: { callback: 'code=made-up&state=never-issued' },
      })
      expect([unknown.code, unknown.data]).toEqual([11103, { reason: 'bindingExpired' }])
      // What carries no state is no vendor's answer at all.
      const noState = await t().call('finishVendorBinding', {
        token: user.token,
        body: { callback: 'code=made-up' },
      })
      expect([noState.status, noState.code]).toEqual([400, 441])

      // Ten minutes at the vendor's page are too many: the attempt is gone with them.
      t().clock.advance(10 * 60_000 + 1)
      const late = await t().call('finishVendorBinding', { token: user.token, body: { callback } })
      expect([late.code, late.data]).toEqual([11103, { reason: 'bindingExpired' }])

      // A callback posted twice binds once: the second finds its attempt spent.
      const fresh = await provider.signIn(await startBinding(t(), user.token, code), login())
      const [first, second] = await Promise.all([
        t().call('finishVendorBinding', { token: user.token, body: { callback: fresh } }),
        t().call('finishVendorBinding', { token: user.token, body: { callback: fresh } }),
      ])
      expect([first, second].map((r) => [r.code, r.data?.reason]).sort()).toEqual([
        [0, undefined],
        [11103, 'bindingExpired'],
      ])
      expect(await bindings(t(), user.email)).toHaveLength(1)
    })

    it("refuses an attacker's callback in a victim's session (binding CSRF): nothing is bound", async () => {
      const code = await freshVendor(t())
      const attacker = await completeUser(t())
      const victim = await completeUser(t())
      // The attacker starts a binding in their own session and signs in at the vendor as
      // themself, then stops before their callback page and has the victim's browser post it.
      const attackersCallback = await provider.signIn(
        await startBinding(t(), attacker.token, code),
        login('attacker'),
      )
      const planted = await t().call('finishVendorBinding', {
        token: victim.token,
        body: { callback: attackersCallback },
      })
      expect([planted.code, planted.data]).toEqual([11103, { reason: 'bindingStartedElsewhere' }])
      expect(await bindings(t(), victim.email)).toEqual([])
      expect(await bindings(t(), attacker.email)).toEqual([])
      // The attempt is spent: the attacker cannot use it afterwards either.
      const reused = await t().call('finishVendorBinding', {
        token: attacker.token,
        body: { callback: attackersCallback },
      })
      expect([reused.code, reused.data]).toEqual([11103, { reason: 'bindingExpired' }])
    })

    it('tells a refusal at the vendor (authorizationDenied) from a refused code (tokenRefused)', async () => {
      const code = await freshVendor(t())
      const user = await completeUser(t())
      const denied = await provider.deny(await startBinding(t(), user.token, code))
      expect(new URLSearchParams(denied).get('error')).toBe('access_denied')
      const refused = await t().call('finishVendorBinding', {
        token: user.token,
        body: { callback: denied },
      })
      expect([refused.code, refused.data]).toEqual([11103, { reason: 'authorizationDenied' }])

      const callback = new URLSearchParams(
        await provider.signIn(await startBinding(t(), user.token, code), login()),
      )
      callback.set('code', 'not-the-code-the-vendor-gave')
      const wrongCode = await t().call('finishVendorBinding', {
        token: user.token,
        body: { callback: callback.toString() },
      })
      expect([wrongCode.code, wrongCode.data]).toEqual([11103, { reason: 'tokenRefused' }])
      expect(await bindings(t(), user.email)).toEqual([])
    })

    it('refuses developer information without the id (11104) and an unqualified developer (11105)', async () => {
      const noId = await freshVendor(t(), ['--developer-id-claim', 'vendor_developer_number'])
      const user = await completeUser(t())
      const info = await bindVendor(t(), user.token, noId, provider, login())
      expect([info.code, info.data]).toEqual([11104, { reason: 'developerInfoUnavailable' }])

      const code = await freshVendor(t())
      const unqualified = await bindVendor(t(), user.token, code, provider, login('unqualified'))
      expect([unqualified.code, unqualified.data]).toEqual([11105, { reason: 'notQualified' }])
      expect(await bindings(t(), user.email)).toEqual([])
    })

    it('binds a vendor account to one alliance account only (11106)', async () => {
      const code = await freshVendor(t())
      const first = await completeUser(t())
      const second = await completeUser(t())
      const name = login('shared')
      expect((await bindVendor(t(), first.token, code, provider, name)).code).toBe(0)
      const taken = await bindVendor(t(), second.token, code, provider, name)
      expect(taken.code).toBe(11106)
      expect(await bindings(t(), second.email)).toEqual([])
    })

    it('holds 11101 and 11106 when two finishes race', async () => {
      // One account finishing two bindings at one vendor at once (two vendor accounts).
      const code = await freshVendor(t())
      const user = await completeUser(t())
      const urls = [
        await startBinding(t(), user.token, code),
        await startBinding(t(), user.token, code),
      ]
      const callbacks = await Promise.all(urls.map((url) => provider.signIn(url, login())))
      const own = await Promise.all(
        callbacks.map((callback) =>
          t().call('finishVendorBinding', { token: user.token, body: { callback } }),
        ),
      )
      expect(codesOf(own)).toEqual([0, 11101])
      expect(await bindings(t(), user.email)).toHaveLength(1)

      // Two accounts finishing with one vendor account at once.
      const shared = await freshVendor(t())
      const users = [await completeUser(t()), await completeUser(t())]
      const name = login('raced')
      const started = [
        await startBinding(t(), users[0]!.token, shared),
        await startBinding(t(), users[1]!.token, shared),
      ]
      const sharedCallbacks = await Promise.all(started.map((url) => provider.signIn(url, name)))
      const raced = await Promise.all(
        users.map((u, i) =>
          t().call('finishVendorBinding', {
            token: u.token,
            body: { callback: sharedCallbacks[i]! },
          }),
        ),
      )
      expect(codesOf(raced)).toEqual([0, 11106])
      const [{ n }] = (await t().db.query<{ n: string }>(
        `select count(*) as n from vendor_bindings b join vendors v on v.id = b.vendor_id
         where v.code = $1`,
        [shared],
      )) as [{ n: string }]
      expect(Number(n)).toBe(1)
    })

    it('unbinds with a notice, and answers 441 where nothing is bound', async () => {
      const code = await freshVendor(t())
      const user = await completeUser(t())
      const name = login('leaving')
      expect((await bindVendor(t(), user.token, code, provider, name)).code).toBe(0)
      await proveIdentity(t(), user.token)
      const unbound = await t().call('unbindVendor', {
        token: user.token,
        body: { vendorCode: code },
      })
      expect([unbound.code, unbound.data]).toEqual([0, null])
      expect(await bindings(t(), user.email)).toEqual([])
      await expect
        .poll(() =>
          t().mailer.sent.filter(
            (m) => m.to === user.email && m.subject.includes('已解除厂商开发者账号绑定'),
          ),
        )
        .toHaveLength(1)
      const listed = await t().call('listVendors', { token: user.token })
      expect(listed.data.list.find((v: { code: string }) => v.code === code).binding).toBeNull()
      for (const vendorCode of [code, 'no-such-vendor']) {
        const none = await t().call('unbindVendor', { token: user.token, body: { vendorCode } })
        expect([none.code, none.data]).toEqual([441, { reason: 'bindingNotFound' }])
      }
      // Unbound, the same vendor account may be bound again.
      expect((await bindVendor(t(), user.token, code, provider, name)).code).toBe(0)
    })
  },
  settingsWithSecrets(() => Object.fromEntries(codes.map((code) => [code, provider.secret]))),
)
