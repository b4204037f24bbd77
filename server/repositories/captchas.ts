import { randomUUID } from 'node:crypto'
import type { Db } from '../db/db.ts'
import { randomToken, sha256 } from '../lib/crypto.ts'

export const CAPTCHA_TTL_S = 120
export const TICKET_TTL_S = 300

export type CaptchaScene = 'register' | 'login' | 'findPassword' | 'recovery'

export async function storeCaptcha(db: Db, scene: CaptchaScene, answer: string, now: Date) {
  const id = randomUUID()
  await db.query(
    'insert into captchas (id, scene, answer_hash, expires_at) values ($1, $2, $3, $4)',
    [id, scene, sha256(answer.toLowerCase()), new Date(now.getTime() + CAPTCHA_TTL_S * 1000)],
  )
  // Expired captchas and tickets are useless; clearing them here keeps the tables small.
  if (Math.random() < 0.05) {
    await db.query('delete from captchas where expires_at < $1', [now])
    await db.query('delete from captcha_tickets where expires_at < $1', [now])
  }
  return id
}

/**
 * Checks an answer once: the captcha is gone afterwards, right or wrong. Only captchas of
 * `scenes` count. Returns a ticket for the captcha's scene, or undefined.
 */
export async function checkCaptcha(
  db: Db,
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
  if (row.answer_hash !== sha256(answer.toLowerCase())) return undefined
  const ticket = `tk_${randomToken()}`
  await db.query(
    'insert into captcha_tickets (ticket_hash, scene, expires_at) values ($1, $2, $3)',
    [sha256(ticket), row.scene, new Date(now.getTime() + TICKET_TTL_S * 1000)],
  )
  return ticket
}

/** Uses up a ticket of `scene`; false when it is missing, unknown, expired or of another scene. */
export async function consumeTicket(
  db: Db,
  ticket: string | undefined,
  scene: CaptchaScene,
  now: Date,
): Promise<boolean> {
  if (!ticket) return false
  const rows = await db.query(
    `delete from captcha_tickets where ticket_hash = $1 and scene = $2 and expires_at > $3
     returning 1`,
    [sha256(ticket), scene, now],
  )
  return rows.length > 0
}
