import { expect, it } from 'vitest'
import {
  describeBackends,
  FIXED_CAPTCHA,
  PASSWORD,
  registerUser,
  ticketFor,
  uniqueEmail,
} from './test/harness.ts'

describeBackends('registration, login and sessions', (t) => {
  it('registers, signs in and reads the account', async () => {
    const { email, token } = await registerUser(t())
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const info = await t().call('queryAccountInfo', { token })
    expect(info.data).toMatchObject({ email, status: 'active', profileStatus: 'incomplete' })
    const login = await t().call('accountLogin', {
      body: { email: email.toUpperCase(), password: PASSWORD },
    })
    expect(login.code).toBe(0)
    expect(new Date(login.data.expiresAt).getTime() - t().clock.time).toBe(7 * 86_400_000)
  })

  it('refuses a second registration of an address (10101) and a wrong code (10003)', async () => {
    const { email } = await registerUser(t())
    const again = await t().call('sendEmailVerificationCode', {
      body: { email, purpose: 'register', ticket: await ticketFor(t(), 'register') },
    })
    expect(again.code).toBe(10101)
    // Without a valid code, a registered address answers like a free one (no oracle).
    const direct = await t().call('register', {
      body: { email, emailCode: '000000', password: PASSWORD },
    })
    expect(direct.code).toBe(10003)
    const fresh = uniqueEmail()
    const wrong = await t().call('register', {
      body: { email: fresh, emailCode: '000000', password: PASSWORD },
    })
    expect(wrong.code).toBe(10003)
    const bad = await t().call('register', {
      body: { email: 'not-an-email', emailCode: '000000', password: PASSWORD },
    })
    expect([bad.status, bad.code]).toEqual([200, 10102])
  })

  it('answers 10001 for an unknown e-mail and a wrong password', async () => {
    expect(
      (await t().call('accountLogin', { body: { email: uniqueEmail(), password: 'x' } })).code,
    ).toBe(10001)
    const { email } = await registerUser(t())
    expect((await t().call('accountLogin', { body: { email, password: 'Wrong1234' } })).code).toBe(
      10001,
    )
  })

  it('locks the login behind a captcha at the third wrong password until a success', async () => {
    const { email } = await registerUser(t())
    const wrong = { email, password: 'Wrong1234' }
    expect((await t().call('accountLogin', { body: wrong })).code).toBe(10001)
    expect((await t().call('accountLogin', { body: wrong })).code).toBe(10001)
    expect((await t().call('accountLogin', { body: wrong })).code).toBe(99001)
    // Now even the right password needs a ticket.
    expect((await t().call('accountLogin', { body: { email, password: PASSWORD } })).code).toBe(
      10004,
    )
    const badTicket = 'tk_' + 'x'.repeat(43)
    expect(
      (await t().call('accountLogin', { body: { email, password: PASSWORD, ticket: badTicket } }))
        .code,
    ).toBe(10004)
    // A ticket of another scene does not count.
    const registerTicket = await ticketFor(t(), 'register')
    expect(
      (
        await t().call('accountLogin', {
          body: { email, password: PASSWORD, ticket: registerTicket },
        })
      ).code,
    ).toBe(10004)
    // A wrong password with a valid ticket is 10004 too, and uses the ticket up.
    const ticket = await ticketFor(t(), 'login')
    expect((await t().call('accountLogin', { body: { ...wrong, ticket } })).code).toBe(10004)
    expect(
      (await t().call('accountLogin', { body: { email, password: PASSWORD, ticket } })).code,
    ).toBe(10004)
    const ok = await t().call('accountLogin', {
      body: { email, password: PASSWORD, ticket: await ticketFor(t(), 'login') },
    })
    expect(ok.code).toBe(0)
    // The counter starts again.
    expect((await t().call('accountLogin', { body: wrong })).code).toBe(10001)
    expect((await t().call('accountLogin', { body: { email, password: PASSWORD } })).code).toBe(0)
  })

  it('answers 10006 for a frozen account whether or not the password is right', async () => {
    const { email, token } = await registerUser(t())
    const { setFrozen } = await import('./services/account-freeze.ts')
    await setFrozen(t().app.ctx, email, true)
    expect((await t().call('queryAccountInfo', { token })).code).toBe(10005)
    // A frozen account does not confirm its password.
    expect((await t().call('accountLogin', { body: { email, password: 'Wrong1234' } })).code).toBe(
      10006,
    )
    expect((await t().call('accountLogin', { body: { email, password: PASSWORD } })).code).toBe(
      10006,
    )
    await setFrozen(t().app.ctx, email, false)
    expect((await t().call('accountLogin', { body: { email, password: PASSWORD } })).code).toBe(0)
  })

  it('checks captchas once, case-insensitively, within 2 minutes and for their own scene', async () => {
    const issue = async (scene: string) =>
      (await t().call('getVerificationCode', { query: { scene } })).data
    const captcha = await issue('register')
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(captcha.image.split(',')[1], 'base64').toString()).toContain('<svg')
    expect(captcha.expiresIn).toBe(120)
    // A wrong answer burns the captcha.
    const wrong = await t().call('verifyImgCaptcha', {
      body: { captchaId: captcha.captchaId, answer: 'ZZZZ' },
    })
    expect(wrong.code).toBe(10002)
    const late = await t().call('verifyImgCaptcha', {
      body: { captchaId: captcha.captchaId, answer: FIXED_CAPTCHA },
    })
    expect(late.code).toBe(10002)
    // Login captchas only through the login call, and the others only through the account call.
    const login = await issue('login')
    expect(
      (
        await t().call('verifyImgCaptcha', {
          body: { captchaId: login.captchaId, answer: FIXED_CAPTCHA },
        })
      ).code,
    ).toBe(10002)
    const recovery = await issue('recovery')
    expect(
      (
        await t().call('verifyLoginCaptcha', {
          body: { captchaId: recovery.captchaId, answer: FIXED_CAPTCHA },
        })
      ).code,
    ).toBe(10002)
    const old = await issue('findPassword')
    t().clock.advance(121_000)
    expect(
      (
        await t().call('verifyImgCaptcha', {
          body: { captchaId: old.captchaId, answer: FIXED_CAPTCHA },
        })
      ).code,
    ).toBe(10002)
    const good = await issue('findPassword')
    const ticket = await t().call('verifyImgCaptcha', {
      body: { captchaId: good.captchaId, answer: 'ab12' },
    })
    expect(ticket.data.expiresIn).toBe(300)
    // Tickets expire after 5 minutes.
    t().clock.advance(301_000)
    const sent = await t().call('sendEmailVerificationCode', {
      body: { email: uniqueEmail(), purpose: 'findPassword', ticket: ticket.data.ticket },
    })
    expect(sent.code).toBe(10002)
  })

  it('ends sessions on logout, after 2 idle hours and after 7 days', async () => {
    const { email, token } = await registerUser(t())
    expect((await t().call('logout', { token })).code).toBe(0)
    expect((await t().call('queryAccountInfo', { token })).code).toBe(10005)
    expect((await t().call('logout', { token })).code).toBe(10005)
    expect((await t().call('logout', {})).code).toBe(10005)

    const login = async () =>
      (await t().call('accountLogin', { body: { email, password: PASSWORD } })).data.token as string
    const idle = await login()
    t().clock.advance(119 * 60_000)
    expect((await t().call('queryAccountInfo', { token: idle })).code).toBe(0)
    t().clock.advance(119 * 60_000)
    expect((await t().call('queryAccountInfo', { token: idle })).code).toBe(0)
    t().clock.advance(121 * 60_000)
    expect((await t().call('queryAccountInfo', { token: idle })).code).toBe(10005)

    const busy = await login()
    for (let hour = 0; hour < 7 * 24; hour += 1) {
      t().clock.advance(3_600_000)
      if (hour % 24 === 0)
        expect((await t().call('queryAccountInfo', { token: busy })).code).toBe(0)
      else await t().call('queryAccountInfo', { token: busy })
    }
    expect((await t().call('queryAccountInfo', { token: busy })).code).toBe(10005)
  })

  it('changes the password (10010, 10011) and ends the other sessions', async () => {
    const { email, token } = await registerUser(t())
    const other = (await t().call('accountLogin', { body: { email, password: PASSWORD } })).data
      .token
    expect(
      (
        await t().call('updatePassword', {
          token,
          body: { oldPassword: 'Nope12345', newPassword: 'Newpass123' },
        })
      ).code,
    ).toBe(10010)
    expect(
      (
        await t().call('updatePassword', {
          token,
          body: { oldPassword: PASSWORD, newPassword: PASSWORD },
        })
      ).code,
    ).toBe(10011)
    expect(
      (
        await t().call('updatePassword', {
          body: { oldPassword: PASSWORD, newPassword: 'Newpass123' },
        })
      ).code,
    ).toBe(10005)
    expect(
      (
        await t().call('updatePassword', {
          token,
          body: { oldPassword: PASSWORD, newPassword: 'Newpass123' },
        })
      ).code,
    ).toBe(0)
    expect((await t().call('queryAccountInfo', { token })).code).toBe(0)
    expect((await t().call('queryAccountInfo', { token: other })).code).toBe(10005)
    expect((await t().call('accountLogin', { body: { email, password: 'Newpass123' } })).code).toBe(
      0,
    )
  })

  it('resets a forgotten password with an e-mail code and ends every session', async () => {
    const { email, token } = await registerUser(t())
    const unknown = await t().call('sendEmailVerificationCode', {
      body: {
        email: uniqueEmail(),
        purpose: 'findPassword',
        ticket: await ticketFor(t(), 'findPassword'),
      },
    })
    expect(unknown.code).toBe(10103)
    expect(
      (await t().call('sendEmailVerificationCode', { body: { email, purpose: 'findPassword' } }))
        .code,
    ).toBe(10002)
    const sent = await t().call('sendEmailVerificationCode', {
      body: { email, purpose: 'findPassword', ticket: await ticketFor(t(), 'findPassword') },
    })
    expect(sent.data).toEqual({ cooldown: 60, expiresIn: 600 })
    const body = { email, emailCode: t().mailer.codeFor(email), password: 'Reset1234' }
    // The code is checked before the account: an unknown address answers 10003 too.
    expect((await t().call('findPassword', { body: { ...body, email: uniqueEmail() } })).code).toBe(
      10003,
    )
    expect((await t().call('findPassword', { body: { ...body, email: 'broken' } })).code).toBe(
      10102,
    )
    expect(
      (
        await t().call('findPassword', {
          body: { ...body, emailCode: '999999' === body.emailCode ? '999998' : '999999' },
        })
      ).code,
    ).toBe(10003)
    expect((await t().call('findPassword', { body })).code).toBe(0)
    expect((await t().call('findPassword', { body })).code).toBe(10003)
    expect((await t().call('queryAccountInfo', { token })).code).toBe(10005)
    expect((await t().call('accountLogin', { body: { email, password: 'Reset1234' } })).code).toBe(
      0,
    )
  })

  it('answers in English when asked', async () => {
    const reply = await t().call('accountLogin', {
      body: { email: uniqueEmail(), password: 'x' },
      lang: 'en',
    })
    expect(reply.msg).toBe('The e-mail or password is incorrect')
  })
})
