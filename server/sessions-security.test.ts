import { expect, it } from 'vitest'
import { setFrozen } from './services/account-freeze.ts'
import { publicBase } from './settings.ts'
import { describeBackends, PASSWORD, registerUser, type TestApp } from './test/harness.ts'

const CHROME_WINDOWS = (major: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36`
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const DAY = 86_400_000
const NOTICE = '新设备登录提醒 / New sign-in to your developer account'

/** Signs in from a device (user agent and address); answers the token. */
async function signIn(t: TestApp, email: string, ip: string, userAgent = CHROME_WINDOWS(131)) {
  const login = await t.call('accountLogin', {
    body: { email, password: PASSWORD },
    ip,
    headers: { 'user-agent': userAgent },
  })
  expect(login.code).toBe(0)
  return login.data.token as string
}

const list = async (t: TestApp, token: string) => {
  const answer = await t.call('listSessions', { token })
  expect(answer.code).toBe(0)
  return answer.data as { id: string; current: boolean; browser: string | null }[]
}
const idOf = async (t: TestApp, token: string) => (await list(t, token)).find((s) => s.current)!.id
const isLive = async (t: TestApp, token: string) =>
  (await t.call('queryAccountInfo', { token })).code === 0
const noticesTo = (t: TestApp, email: string) =>
  t.mailer.sent.filter((mail) => mail.to === email && mail.subject === NOTICE)

describeBackends('a developer’s own sessions', (t) => {
  it('lists this device first, with the browser, system and partly hidden address it uses', async () => {
    const { email, token: registered } = await registerUser(t())
    const token = await signIn(t(), email, '203.0.113.42')
    const v6 = await signIn(t(), email, '2001:db8:85a3::8a2e:370:7334', SAFARI_IPHONE)
    const sessions = await list(t(), token)
    expect(sessions).toHaveLength(3)
    expect(sessions[0]).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
      browser: 'Chrome 131',
      os: 'Windows',
      address: '203.0.113.*',
      createdAt: t().clock.now().toISOString(),
      lastActiveAt: t().clock.now().toISOString(),
      current: true,
    })
    expect(sessions.slice(1)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          browser: 'Safari 18',
          os: 'iOS 18',
          address: '2001:db8:85a3::*',
          current: false,
        }),
        // Registered by the test harness: no user agent, from this machine.
        expect.objectContaining({ browser: null, os: null, address: '127.0.0.*', current: false }),
      ]),
    )
    // The ids are public: none is a token.
    for (const s of sessions) expect([registered, token, v6]).not.toContain(s.id)
    expect(new Set(sessions.map((s) => s.id)).size).toBe(3)
  })

  it('shows the address a session was last used from, written with its idle clock', async () => {
    const { email } = await registerUser(t())
    const token = await signIn(t(), email, '203.0.113.42')
    t().clock.advance(61_000)
    expect((await t().call('queryAccountInfo', { token, ip: '198.51.100.7' })).code).toBe(0)
    const [current] = await list(t(), token)
    expect(current).toMatchObject({
      address: '198.51.100.*',
      lastActiveAt: t().clock.now().toISOString(),
    })
  })

  it('ends another session: that token is refused at its next request', async () => {
    const { email, token: mine } = await registerUser(t())
    const other = await signIn(t(), email, '198.51.100.7')
    // The other device has been used, so the embedded database's store holds it in memory.
    expect(await isLive(t(), other)).toBe(true)
    const ended = await t().call('endSession', {
      token: mine,
      body: { id: await idOf(t(), other) },
    })
    expect(ended.code).toBe(0)
    expect((await t().call('queryAccountInfo', { token: other })).code).toBe(10005)
    expect(await isLive(t(), mine)).toBe(true)
    expect(await list(t(), mine)).toHaveLength(1)
  })

  it('ends its own session: this device is signed out', async () => {
    const { token } = await registerUser(t())
    const ended = await t().call('endSession', { token, body: { id: await idOf(t(), token) } })
    expect(ended.code).toBe(0)
    expect((await t().call('listSessions', { token })).code).toBe(10005)
  })

  it('ends every other session and says how many', async () => {
    const { email, token: mine } = await registerUser(t())
    const others = [
      await signIn(t(), email, '198.51.100.7'),
      await signIn(t(), email, '198.51.100.8', SAFARI_IPHONE),
    ]
    for (const token of others) expect(await isLive(t(), token)).toBe(true)
    const ended = await t().call('endOtherSessions', { token: mine })
    expect([ended.code, ended.data]).toEqual([0, { ended: 2 }])
    for (const token of others) {
      expect((await t().call('queryAccountInfo', { token })).code).toBe(10005)
    }
    expect(await isLive(t(), mine)).toBe(true)
    const again = await t().call('endOtherSessions', { token: mine })
    expect(again.data).toEqual({ ended: 0 })
  })

  it('answers 441 sessionNotFound for another account’s session and ends nothing', async () => {
    const mine = await registerUser(t())
    const theirs = await registerUser(t())
    const theirId = await idOf(t(), theirs.token)
    const answer = await t().call('endSession', { token: mine.token, body: { id: theirId } })
    expect([answer.status, answer.code, answer.data]).toEqual([
      200,
      441,
      { reason: 'sessionNotFound' },
    ])
    expect(await isLive(t(), theirs.token)).toBe(true)
    const madeUp = await t().call('endSession', {
      token: mine.token,
      body: { id: 'Aa1Bb2Cc3Dd4Ee5Ff6Gg7H' },
    })
    expect(madeUp.data).toEqual({ reason: 'sessionNotFound' })
    // Without a session: 10005, as every session call.
    expect((await t().call('endSession', { body: { id: theirId } })).code).toBe(10005)
    expect((await t().call('endOtherSessions')).code).toBe(10005)
  })

  it('still ends the other sessions on a password change and all of them on a freeze', async () => {
    const { email, token: mine } = await registerUser(t())
    const other = await signIn(t(), email, '198.51.100.7')
    expect(await isLive(t(), other)).toBe(true)
    const changed = await t().call('updatePassword', {
      token: mine,
      body: { oldPassword: PASSWORD, newPassword: 'Another123' },
    })
    expect(changed.code).toBe(0)
    expect((await t().call('queryAccountInfo', { token: other })).code).toBe(10005)
    expect(await list(t(), mine)).toHaveLength(1)

    await setFrozen(t().app.ctx, email, true)
    expect((await t().call('listSessions', { token: mine })).code).toBe(10005)
  })

  it('mails a notice for a sign-in from a new device, not from a known one, and again after 90 days', async () => {
    const { email } = await registerUser(t())
    // The device that registered is known.
    await signIn(t(), email, '127.0.0.1', '')
    expect(noticesTo(t(), email)).toHaveLength(0)
    // A wrong password from a new device sends nothing.
    const wrong = await t().call('accountLogin', {
      body: { email, password: 'Wrong1234' },
      ip: '203.0.113.42',
      headers: { 'user-agent': CHROME_WINDOWS(130) },
    })
    expect(wrong.code).toBe(10001)
    expect(noticesTo(t(), email)).toHaveLength(0)

    await signIn(t(), email, '203.0.113.42', CHROME_WINDOWS(130))
    const [notice] = noticesTo(t(), email)
    expect(notice!.text).toContain('2026-')
    expect(notice!.text).toContain('Chrome 130')
    expect(notice!.text).toContain('Windows')
    expect(notice!.text).toContain('203.0.113.*')
    expect(notice!.text).not.toContain('203.0.113.42')
    expect(notice!.text).toContain(`${publicBase(t().settings)}/account/personal/security`)

    // A browser update and another address in the same /16: the same device.
    t().clock.advance(10 * DAY)
    await signIn(t(), email, '203.0.7.9', CHROME_WINDOWS(131))
    expect(noticesTo(t(), email)).toHaveLength(1)
    // Another browser is another device; so is another network.
    await signIn(t(), email, '203.0.113.42', FIREFOX_WINDOWS)
    await signIn(t(), email, '198.51.100.7', CHROME_WINDOWS(131))
    expect(noticesTo(t(), email)).toHaveLength(3)

    // Not seen for more than 90 days: new again.
    t().clock.advance(91 * DAY)
    await signIn(t(), email, '203.0.113.42', CHROME_WINDOWS(140))
    expect(noticesTo(t(), email)).toHaveLength(4)
  })

  it('signs in even when the notice cannot be mailed', async () => {
    const { email } = await registerUser(t())
    t().mailer.failing = true
    try {
      await signIn(t(), email, '192.0.2.10', FIREFOX_WINDOWS)
    } finally {
      t().mailer.failing = false
    }
    expect(noticesTo(t(), email)).toHaveLength(0)
  })
})
