import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { describe, expect, it } from 'vitest'
import { freshPglite } from './test/database.ts'
import {
  describeBackends,
  PASSWORD,
  registerUser,
  startTestApp,
  testSettings,
  ticketFor,
  uniqueEmail,
  uniquePhone,
  type TestApp,
} from './test/harness.ts'

async function askRegisterCode(t: TestApp, email: string) {
  return t.call('sendEmailVerificationCode', {
    body: { email, purpose: 'register', ticket: await ticketFor(t, 'register') },
  })
}

describeBackends('e-mail and SMS codes', (t) => {
  it('refuses a new code within 60 s for the same address and purpose (10104)', async () => {
    const email = uniqueEmail()
    expect((await askRegisterCode(t(), email)).code).toBe(0)
    t().clock.advance(59_000)
    expect((await askRegisterCode(t(), email)).code).toBe(10104)
    expect((await askRegisterCode(t(), uniqueEmail())).code).toBe(0)
    t().clock.advance(2_000)
    expect((await askRegisterCode(t(), email)).code).toBe(0)
  })

  it('expires codes after 10 minutes', async () => {
    const email = uniqueEmail()
    await askRegisterCode(t(), email)
    const code = t().mailer.codeFor(email)
    t().clock.advance(600_001)
    expect(
      (await t().call('register', { body: { email, emailCode: code, password: PASSWORD } })).code,
    ).toBe(10003)
  })

  it('kills a code after 5 wrong tries, and a code is single use', async () => {
    const email = uniqueEmail()
    await askRegisterCode(t(), email)
    const code = t().mailer.codeFor(email)
    const wrong = code === '000000' ? '000001' : '000000'
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await t().call('register', { body: { email, emailCode: wrong, password: PASSWORD } }))
          .code,
      ).toBe(10003)
    }
    expect(
      (await t().call('register', { body: { email, emailCode: code, password: PASSWORD } })).code,
    ).toBe(10003)
    // A fresh code after the cooldown works, and once only.
    t().clock.advance(61_000)
    await askRegisterCode(t(), email)
    const fresh = t().mailer.codeFor(email)
    expect(
      (await t().call('register', { body: { email, emailCode: fresh, password: PASSWORD } })).code,
    ).toBe(0)
    const other = uniqueEmail()
    expect(
      (await t().call('register', { body: { email: other, emailCode: fresh, password: PASSWORD } }))
        .code,
    ).toBe(10003)
  })

  it('writes the mail in the language of the request', async () => {
    const email = uniqueEmail()
    await t().call('sendEmailVerificationCode', {
      lang: 'en',
      body: { email, purpose: 'register', ticket: await ticketFor(t(), 'register') },
    })
    expect(t().mailer.sent.at(-1)!.text).toMatch(/^Your code for registering/)
  })

  it('changes the e-mail with codes to the old and the new address', async () => {
    const { email, token } = await registerUser(t())
    const send = (purpose: string, to: string, withToken = true) =>
      t().call('sendEmailVerificationCode', {
        token: withToken ? token : undefined,
        body: { email: to, purpose },
      })
    expect((await send('updateEmailOld', email, false)).code).toBe(10005)
    expect((await send('updateEmailOld', uniqueEmail())).code).toBe(441)
    expect((await send('updateEmailNew', email)).code).toBe(10106)
    const taken = await registerUser(t())
    expect((await send('updateEmailNew', taken.email)).code).toBe(10107)
    const newEmail = uniqueEmail('moved')
    expect((await send('updateEmailOld', email)).code).toBe(0)
    expect((await send('updateEmailNew', newEmail)).code).toBe(0)
    const oldCode = t().mailer.codeFor(email)
    const newCode = t().mailer.codeFor(newEmail)
    const body = { oldEmailCode: oldCode, newEmail, newEmailCode: newCode }
    expect((await t().call('updateEmail', { body })).code).toBe(10005)
    expect(
      (await t().call('updateEmail', { token, body: { ...body, newEmail: email } })).code,
    ).toBe(10106)
    // Without codes for it, a registered address is not told apart from a free one.
    expect(
      (await t().call('updateEmail', { token, body: { ...body, newEmail: taken.email } })).code,
    ).toBe(10003)
    expect(
      (await t().call('updateEmail', { token, body: { ...body, newEmail: 'bad@' } })).code,
    ).toBe(10102)
    const wrong = newCode === '000000' ? '000001' : '000000'
    expect(
      (await t().call('updateEmail', { token, body: { ...body, newEmailCode: wrong } })).code,
    ).toBe(10003)
    expect((await t().call('updateEmail', { token, body })).code).toBe(0)
    expect((await t().call('queryAccountInfo', { token })).data.email).toBe(newEmail)
    expect(
      (await t().call('accountLogin', { body: { email: newEmail, password: PASSWORD } })).code,
    ).toBe(0)
  })

  it('sends SMS codes for a purpose, with the same cooldown per number and purpose', async () => {
    const { token } = await registerUser(t())
    const phone = uniquePhone()
    const body = { phone, purpose: 'contact' }
    expect((await t().call('sendConfirmSms', { body })).code).toBe(10005)
    expect((await t().call('sendConfirmSms', { token, body })).data).toEqual({
      cooldown: 60,
      expiresIn: 600,
    })
    expect((await t().call('sendConfirmSms', { token, body })).code).toBe(10104)
    // Another purpose is another code.
    expect(
      (await t().call('sendConfirmSms', { token, body: { phone, purpose: 'completeProfile' } }))
        .code,
    ).toBe(0)
    const noPurpose = await t().call('sendConfirmSms', { token, body: { phone } })
    expect([noPurpose.status, noPurpose.code]).toEqual([400, 440])
  })
})

describe('mail delivery', () => {
  it('sends through SMTP when SMTP_URL is set', async () => {
    const received: string[] = []
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let text = ''
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()))
        stream.on('end', () => {
          received.push(text)
          callback()
        })
      },
    })
    smtp.listen(0, '127.0.0.1')
    await once(smtp.server, 'listening')
    const { port } = smtp.server.address() as AddressInfo
    const db = await freshPglite()
    const t = await startTestApp(
      db,
      testSettings({
        smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
        mailFrom: 'portal@example.com',
      }),
      { realMailer: true },
    )
    try {
      const email = uniqueEmail()
      expect((await askRegisterCode(t, email)).code).toBe(0)
      expect(received).toHaveLength(1)
      expect(received[0]).toContain(`To: ${email}`)
      expect(received[0]).toMatch(/Subject: =\?UTF-8\?/)
      // Nothing goes to the outbox when SMTP is configured.
      expect((await t.app.inject({ url: `/dev/outbox.json?to=${email}` })).json()).toEqual([])
      // A dead SMTP server is 10105.
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
      expect((await askRegisterCode(t, uniqueEmail())).code).toBe(10105)
    } finally {
      await t.app.close()
      await db.close()
    }
  })

  it('writes to the outbox without SMTP, listed newest first at /dev/outbox', async () => {
    const db = await freshPglite()
    const t = await startTestApp(db, testSettings(), { realMailer: true })
    try {
      const email = uniqueEmail()
      await askRegisterCode(t, email)
      const list = (
        await t.app.inject({ url: `/dev/outbox.json?to=${email.toUpperCase()}` })
      ).json()
      expect(list).toHaveLength(1)
      expect(list[0]).toMatchObject({ channel: 'email', to: email })
      const code = /\b(\d{6})\b/.exec(list[0].body)![1]!
      expect(
        (await t.call('register', { body: { email, emailCode: code, password: PASSWORD } })).code,
      ).toBe(0)
      const page = await t.app.inject({ url: '/dev/outbox' })
      expect(page.headers['content-type']).toContain('text/html')
      expect(page.body).toContain(email)
      expect(page.body).toContain(code)
    } finally {
      await t.app.close()
      await db.close()
    }
  })
})
