import { setTimeout as sleep } from 'node:timers/promises'
import nodemailer from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/database.ts'
import { addToOutbox } from '../repositories/outbox.ts'

export interface Mail {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
  close(): void
}

/** A mail that could not be sent; its message holds no part of the mail (a code is in the body). */
export class MailSendError extends Error {
  constructor(reason: string) {
    super(`SMTP failed: ${reason}`)
    this.name = 'MailSendError'
  }
}

type MailLog = Pick<FastifyBaseLogger, 'warn' | 'error'>

/** Attempts of one mail, and the wait before each retry (doubling). */
const ATTEMPTS = 3
const BACKOFF_MS = 500

/**
 * What went wrong, from nodemailer's error: its code and the server's reply code, never the reply's
 * text (a server may quote the message) nor the mail.
 */
function failureOf(error: unknown) {
  const { code, responseCode, command } = error as {
    code?: string
    responseCode?: number
    command?: string
  }
  // A 5xx reply (no such mailbox, refused) or refused credentials will not change by trying again;
  // a lost connection, a timeout or a 4xx ("try later") may.
  const permanent = (responseCode !== undefined && responseCode >= 500) || code === 'EAUTH'
  return { error: code ?? 'unknown', responseCode, command, permanent }
}

/**
 * Mail over SMTP, each mail tried up to 3 times (0.5 s, then 1 s apart) unless the server refused
 * it for good; every failure is logged with the recipient and the subject, never the body.
 */
export function smtpMailer(url: string, from: string, log: MailLog = console): Mailer {
  // nodemailer waits up to 2 minutes to connect and 10 for a silent server by default: a person is
  // waiting for the answer, and there are retries.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    async send(mail) {
      for (let attempt = 1; ; attempt++) {
        try {
          await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text })
          return
        } catch (error) {
          const failure = failureOf(error)
          const details = { to: mail.to, subject: mail.subject, attempt, ...failure }
          if (failure.permanent || attempt === ATTEMPTS) {
            log.error(details, 'mail could not be sent')
            throw new MailSendError(`${failure.error} ${failure.responseCode ?? ''}`.trim())
          }
          log.warn(details, 'mail could not be sent, trying again')
          await sleep(BACKOFF_MS * 2 ** (attempt - 1))
        }
      }
    },
    close: () => transport.close(),
  }
}

/** Without SMTP the mail goes to the outbox table and the log, so registration works on a laptop. */
export function outboxMailer(db: Db, log: FastifyBaseLogger, now: () => Date): Mailer {
  return {
    async send(mail) {
      await addToOutbox(
        db,
        { channel: 'email', to: mail.to, subject: mail.subject, body: mail.text },
        now(),
      )
      log.info({ to: mail.to, subject: mail.subject }, 'mail written to the outbox (no SMTP_URL)')
    },
    close: () => undefined,
  }
}
