import nodemailer from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/db.ts'
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

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url)
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text })
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
