import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshPglite } from '../test/database.ts'
import { startTestApp, testSettings, ticketFor, uniqueEmail } from '../test/harness.ts'
import { codeMail } from './messages.ts'
import { MailSendError, smtpMailer } from './mailer.ts'

/** An SMTP server on loopback that answers each message with the next of `replies` (then OK). */
async function playSmtp() {
  const received: string[] = []
  let replies: (number | 'ok')[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let text = ''
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()))
      stream.on('end', () => {
        const reply = replies.shift() ?? 'ok'
        if (reply === 'ok') {
          received.push(text)
          return callback()
        }
        const error = new Error(reply >= 500 ? 'mailbox unavailable' : 'try again later')
        Object.assign(error, { responseCode: reply })
        callback(error)
      })
    },
  })
  server.listen(0, '127.0.0.1')
  await once(server.server, 'listening')
  return {
    received,
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}?ignoreTLS=true`,
    reply(...next: (number | 'ok')[]) {
      replies = next
      received.length = 0
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function captureLog() {
  const lines: string[] = []
  const write = (details: object, msg: string) => lines.push(JSON.stringify({ ...details, msg }))
  return { lines, log: { warn: write, error: write } as never }
}

describe('SMTP delivery', () => {
  let smtp: Awaited<ReturnType<typeof playSmtp>>
  beforeAll(async () => {
    smtp = await playSmtp()
  })
  afterAll(async () => {
    await smtp?.close()
  })

  it('tries a mail again after a temporary failure, and it arrives once', async () => {
    const { lines, log } = captureLog()
    const mailer = smtpMailer(smtp.url, 'portal@example.com', log)
    const email = uniqueEmail()
    const mail = codeMail(email, 'register', '482913', 'en')
    smtp.reply(451, 'ok')
    await mailer.send(mail)
    mailer.close()
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]).toContain(`To: ${email}`)
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: 'mail could not be sent, trying again',
      to: email,
      attempt: 1,
      responseCode: 451,
    })
    expect(lines.join('\n')).not.toContain('482913')
  })

  it('does not try again after a permanent refusal, and logs it without the code', async () => {
    const { lines, log } = captureLog()
    const mailer = smtpMailer(smtp.url, 'portal@example.com', log)
    const mail = codeMail(uniqueEmail(), 'register', '604127', 'zh-CN')
    smtp.reply(550, 'ok')
    const failure = await mailer.send(mail).catch((error: unknown) => error)
    mailer.close()
    expect(failure).toBeInstanceOf(MailSendError)
    expect(String(failure)).not.toContain('604127')
    expect(smtp.received).toHaveLength(0)
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: 'mail could not be sent',
      responseCode: 550,
      permanent: true,
    })
    expect(lines.join('\n')).not.toContain('604127')
    expect(lines.join('\n')).not.toContain(mail.text.slice(0, 10))
  })

  it('gives up after three tries when the server keeps failing', async () => {
    const { lines, log } = captureLog()
    const mailer = smtpMailer(smtp.url, 'portal@example.com', log)
    smtp.reply(421, 421, 421, 'ok')
    await expect(mailer.send(codeMail(uniqueEmail(), 'register', '111111', 'en'))).rejects.toThrow(
      MailSendError,
    )
    mailer.close()
    expect(smtp.received).toHaveLength(0)
    expect(lines.map((line) => JSON.parse(line).attempt)).toEqual([1, 2, 3])
  })

  it('answers the code once the retry got through (register through the API)', async () => {
    const db = await freshPglite()
    const t = await startTestApp(db, testSettings({ smtpUrl: smtp.url }), { realMailer: true })
    try {
      const email = uniqueEmail()
      smtp.reply(451, 'ok')
      const sent = await t.call('sendEmailVerificationCode', {
        body: { email, purpose: 'register', ticket: await ticketFor(t, 'register') },
        lang: 'en',
      })
      expect(sent.code).toBe(0)
      expect(smtp.received).toHaveLength(1)
      // An English mail is plain ASCII (quoted-printable at most: no soft line breaks).
      const code = /is (\d{6})\./.exec(smtp.received[0]!.replace(/=\r\n/g, ''))![1]!
      const registered = await t.call('register', {
        body: { email, emailCode: code, password: 'Secret123' },
      })
      expect(registered.code).toBe(0)
    } finally {
      await t.app.close()
      await db.close()
    }
  })
})
