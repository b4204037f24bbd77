import type { Db } from '../db/database.ts'
import { hmac, sixDigits } from '../lib/crypto.ts'

export const CODE_TTL_S = 600
export const CODE_COOLDOWN_S = 60
export const CODE_MAX_ATTEMPTS = 5

export type CodeChannel = 'email' | 'sms'

export interface CodeAttempt {
  channel: CodeChannel
  purpose: string
  target: string
  code: string
}

// The keyed hash binds the code to its target and purpose (a code cannot be replayed elsewhere)
// and to the server's secret (the table alone does not give the codes away).
const codeHash = (secret: Buffer, c: Omit<CodeAttempt, 'code'>, code: string) =>
  hmac(secret, `${c.channel}:${c.purpose}:${c.target}:${code}`)

/**
 * A new code, or undefined while the last one for this target and purpose is in its cooldown.
 * Run it in a transaction: a lock on the target and purpose makes concurrent requests wait, so
 * a burst issues one code, not several live ones.
 */
export async function issueCode(
  db: Db,
  secret: Buffer,
  channel: CodeChannel,
  purpose: string,
  target: string,
  now: Date,
): Promise<{ id: string; code: string } | undefined> {
  await db.query('select pg_advisory_xact_lock(hashtext($1))', [
    `code:${channel}:${purpose}:${target}`,
  ])
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
      codeHash(secret, { channel, purpose, target }, code),
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

// The live code of a target and purpose; the statements below re-check its state under the row's
// lock (PostgreSQL re-evaluates the WHERE of an UPDATE on the row version it waited for).
const LIVE_CODE = `id = (select id from verification_codes
    where channel = $1 and purpose = $2 and target = $3 and used_at is null and expires_at > $4
    order by created_at desc limit 1)
  and used_at is null and expires_at > $4 and attempts < ${CODE_MAX_ATTEMPTS}`

/**
 * Checks and spends codes; call it first in the transaction of the operation they authorise.
 *
 * One code: one statement compares it and either spends it (right) or counts a wrong try, under
 * the row's lock; `attempts < 5` and `used_at is null` are part of the statement, so no
 * concurrency gets more than 5 wrong comparisons or 2 uses. Several codes (a change of e-mail
 * needs the old and the new address's): each is compared and locked, a wrong one counts a try,
 * and they are spent together only when all are right.
 *
 * Returns false when a code is wrong, missing, expired, used or out of tries: the caller then
 * refuses with `keepsWork` (services/transaction.ts), so that the counted try is kept. When the
 * operation itself fails, the rollback un-spends the codes.
 */
export async function takeCodes(
  tx: Db,
  secret: Buffer,
  now: Date,
  codes: CodeAttempt[],
): Promise<boolean> {
  if (codes.length === 1) {
    const c = codes[0]!
    const rows = await tx.query<{ ok: boolean }>(
      `update verification_codes
       set attempts = attempts + case when code_hash = $5 then 0 else 1 end,
           used_at = case when code_hash = $5 then $4 else used_at end
       where ${LIVE_CODE}
       returning used_at is not null as ok`,
      [c.channel, c.purpose, c.target, now, codeHash(secret, c, c.code)],
    )
    return rows[0]?.ok === true
  }
  const ids: string[] = []
  let allRight = true
  for (const c of codes) {
    const rows = await tx.query<{ id: string; ok: boolean }>(
      `update verification_codes
       set attempts = attempts + case when code_hash = $5 then 0 else 1 end
       where ${LIVE_CODE}
       returning id, code_hash = $5 as ok`,
      [c.channel, c.purpose, c.target, now, codeHash(secret, c, c.code)],
    )
    const row = rows[0]
    if (!row?.ok) allRight = false
    else ids.push(String(row.id))
  }
  if (!allRight) return false
  await tx.query('update verification_codes set used_at = $2 where id = any($1::bigint[])', [
    ids,
    now,
  ])
  return true
}
