import type { Db } from '../db/database.ts'

export interface OutboxRow {
  id: string
  channel: 'email' | 'sms'
  recipient: string
  subject: string
  body: string
  created_at: Date
}

export async function addToOutbox(
  db: Db,
  message: { channel: 'email' | 'sms'; to: string; subject: string; body: string },
  now: Date,
) {
  await db.query(
    'insert into outbox (channel, recipient, subject, body, created_at) values ($1, $2, $3, $4, $5)',
    [message.channel, message.to, message.subject, message.body, now],
  )
}

export async function listOutbox(db: Db, to?: string, limit = 200): Promise<OutboxRow[]> {
  return to
    ? db.query<OutboxRow>(
        'select * from outbox where lower(recipient) = lower($1) order by id desc limit $2',
        [to, limit],
      )
    : db.query<OutboxRow>('select * from outbox order by id desc limit $1', [limit])
}
