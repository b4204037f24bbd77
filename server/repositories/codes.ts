import type { Db } from '../db/db.ts'
import { sha256, sixDigits } from '../lib/crypto.ts'

export const CODE_TTL_S = 600
export const CODE_COOLDOWN_S = 60
export const CODE_MAX_ATTEMPTS = 5

export type CodeChannel = 'email' | 'sms'

// The hash binds the code to its target and purpose, so a code cannot be replayed elsewhere.
const codeHash = (channel: CodeChannel, purpose: string, target: string, code: string) =>
  sha256(`${channel}:${purpose}:${target}:${code}`)

/** A new code, or undefined while the last one for this target and purpose is in its cooldown. */
export async function issueCode(
  db: Db,
  channel: CodeChannel,
  purpose: string,
  target: string,
  now: Date,
): Promise<{ id: string; code: string } | undefined> {
  const recent = await db.query(
    `select 1 from verification_codes
     where channel = $1 and purpose = $2 and target = $3 and created_at > $4 limit 1`,
    [channel, purpose, target, new Date(now.getTime() - CODE_COOLDOWN_S * 1000)],
  )
  if (recent.length > 0) return undefined
  const code = sixDigits()
  // A new code replaces the earlier ones.
  await db.query(
    `update verification_codes set used_at = $4
     where channel = $1 and purpose = $2 and target = $3 and used_at is null`,
    [channel, purpose, target, now],
  )
  const rows = await db.query<{ id: string }>(
    `insert into verification_codes (channel, purpose, target, code_hash, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      channel,
      purpose,
      target,
      codeHash(channel, purpose, target, code),
      now,
      new Date(now.getTime() + CODE_TTL_S * 1000),
    ],
  )
  return { id: String(rows[0]!.id), code }
}

/** Forgets a code whose message could not be sent, so that the cooldown does not block a retry. */
export async function dropCode(db: Db, id: string) {
  await db.query('delete from verification_codes where id = $1', [id])
}

/**
 * Checks a code: a wrong one counts a try, and the fifth wrong try kills it. Returns the code's id
 * when right; it is used up unless `consume` is false (when a second code must pass first).
 */
export async function checkCode(
  db: Db,
  channel: CodeChannel,
  purpose: string,
  target: string,
  code: string,
  now: Date,
  consume = true,
): Promise<string | undefined> {
  const rows = await db.query<{ id: string; code_hash: string; attempts: number }>(
    `select id, code_hash, attempts from verification_codes
     where channel = $1 and purpose = $2 and target = $3 and used_at is null and expires_at > $4
     order by created_at desc limit 1`,
    [channel, purpose, target, now],
  )
  const row = rows[0]
  if (!row || row.attempts >= CODE_MAX_ATTEMPTS) return undefined
  if (row.code_hash !== codeHash(channel, purpose, target, code)) {
    await db.query('update verification_codes set attempts = attempts + 1 where id = $1', [row.id])
    return undefined
  }
  if (consume) await spendCode(db, String(row.id), now)
  return String(row.id)
}

export async function spendCode(db: Db, id: string, now: Date) {
  await db.query('update verification_codes set used_at = $2 where id = $1', [id, now])
}
