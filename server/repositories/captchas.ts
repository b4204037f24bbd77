import { randomUUID } from 'node:crypto'
import type { Db } from '../db/database.ts'
import { hmac, randomToken, sha256 } from '../lib/crypto.ts'

export const CAPTCHA_TTL_S = 120
export const TICKET_TTL_S = 300
export const RECOVERY_TICKET_TTL_S = 600

export type CaptchaScene = 'register' | 'login' | 'findPassword' | 'recovery'

// A captcha's answer is short: it is kept as an HMAC under the server's secret, salted with the
// captcha's id, so that the table gives no answer away.
const answerHash = (secret: Buffer, id: string, answer: string) =>
  hmac(secret, `captcha:${id}:${answer.toLowerCase()}`)

export async function storeCaptcha(
  db: Db,
  secret: Buffer,
  scene: CaptchaScene,
  answer: string,
  now: Date,
) {
  const id = randomUUID()
  await db.query(
    'insert into captchas (id, scene, answer_hash, expires_at) values ($1, $2, $3, $4)',
    [id, scene, answerHash(secret, id, answer), new Date(now.getTime() + CAPTCHA_TTL_S * 1000)],
  )
  // Expired captchas and tickets are useless; clearing them here keeps the tables small.
  if (Math.random() < 0.05) {
    await db.query('delete from captchas where expires_at < $1', [now])
    await db.query('delete from captcha_tickets where expires_at < $1', [now])
    await db.query('delete from recovery_tickets where expires_at < $1', [now])
  }
  return id
}

/**
 * Checks an answer once: the captcha is gone afterwards, right or wrong. Only captchas of
 * `scenes` count. Returns a ticket for the captcha's scene, or undefined.
 */
export async function checkCaptcha(
  db: Db,
  secret: Buffer,
  id: string,
  answer: string,
  scenes: CaptchaScene[],
  now: Date,
): Promise<string | undefined> {
  const rows = await db.query<{ scene: CaptchaScene; answer_hash: string; expires_at: Date }>(
    'delete from captchas where id = $1 and scene = any($2) returning scene, answer_hash, expires_at',
    [id, scenes],
  )
  const row = rows[0]
  if (!row || new Date(row.expires_at) <= now) return undefined
  if (row.answer_hash !== answerHash(secret, id, answer)) return undefined
  const ticket = `tk_${randomToken()}`
  await db.query(
    'insert into captcha_tickets (ticket_hash, scene, expires_at) values ($1, $2, $3)',
    [sha256(ticket), row.scene, new Date(now.getTime() + TICKET_TTL_S * 1000)],
  )
  return ticket
}

export interface SpentTicket {
  hash: string
  scene: CaptchaScene
  expiresAt: Date
}

/** Uses up a ticket of `scene` in one statement; undefined when missing, unknown, expired or of another scene. */
export async function takeTicket(
  db: Db,
  ticket: string | undefined,
  scene: CaptchaScene,
  now: Date,
): Promise<SpentTicket | undefined> {
  if (!ticket) return undefined
  const rows = await db.query<{ expires_at: Date }>(
    `delete from captcha_tickets where ticket_hash = $1 and scene = $2 and expires_at > $3
     returning expires_at`,
    [sha256(ticket), scene, now],
  )
  return rows[0]
    ? { hash: sha256(ticket), scene, expiresAt: new Date(rows[0].expires_at) }
    : undefined
}

export async function consumeTicket(
  db: Db,
  ticket: string | undefined,
  scene: CaptchaScene,
  now: Date,
): Promise<boolean> {
  return (await takeTicket(db, ticket, scene, now)) !== undefined
}

/** Gives a ticket back when the operation it was spent on could not be done (a failed send). */
export async function restoreTicket(db: Db, spent: SpentTicket) {
  await db.query(
    `insert into captcha_tickets (ticket_hash, scene, expires_at) values ($1, $2, $3)
     on conflict do nothing`,
    [spent.hash, spent.scene, spent.expiresAt],
  )
}

/** The recovery flow's proof: a single-use ticket bound to the account the look-up found. */
export async function issueRecoveryTicket(db: Db, accountId: string, now: Date) {
  const ticket = `rt_${randomToken()}`
  await db.query(
    'insert into recovery_tickets (ticket_hash, account_id, expires_at) values ($1, $2, $3)',
    [sha256(ticket), accountId, new Date(now.getTime() + RECOVERY_TICKET_TTL_S * 1000)],
  )
  return ticket
}

/** Spends a recovery ticket in one statement; the account id it was bound to, or undefined. */
export async function takeRecoveryTicket(
  db: Db,
  ticket: string,
  now: Date,
): Promise<string | undefined> {
  const rows = await db.query<{ account_id: string }>(
    `delete from recovery_tickets where ticket_hash = $1 and expires_at > $2 returning account_id`,
    [sha256(ticket), now],
  )
  return rows[0] ? String(rows[0].account_id) : undefined
}
