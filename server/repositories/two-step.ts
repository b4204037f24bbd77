import type { Db } from '../db/database.ts'

// A developer's two-step sign-in: the authenticator on the account row, and the sign-ins that
// wait for their second step (login_steps). The counting of code checks, the replay guard and the
// recovery codes are shared with the staff (second-factor.ts).

/** An enrolment (startTwoStep) not confirmed within this long lapses. */
export const ENROLMENT_MS = 30 * 60_000
/** A sign-in waits this long for its second step. */
export const LOGIN_STEP_MS = 5 * 60_000
/** Answers a step allows; the next one (right or wrong) answers "sign in again". */
export const MAX_STEP_ANSWERS = 5

/** Keeps a new pending secret; false when two-step sign-in is on already. */
export async function startEnrolment(
  db: Db,
  accountId: string,
  secret: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `update accounts set totp_pending_secret = $2, totp_pending_expires_at = $3, updated_at = $4
     where id = $1 and totp_enabled_at is null returning 1`,
    [accountId, secret, new Date(now.getTime() + ENROLMENT_MS), now],
  )
  return rows.length > 0
}

/**
 * Turns two-step sign-in on with the pending secret that was proved: false when it is on already
 * or the pending secret changed meanwhile (two confirmations racing, or a new start).
 */
export async function enableTwoStep(
  db: Db,
  accountId: string,
  provedSecret: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `update accounts set totp_secret = totp_pending_secret, totp_enabled_at = $3,
       totp_pending_secret = null, totp_pending_expires_at = null, updated_at = $3
     where id = $1 and totp_enabled_at is null and totp_pending_secret = $2 returning 1`,
    [accountId, provedSecret, now],
  )
  return rows.length > 0
}

/**
 * Removes the authenticator and the recovery codes, and with `passkeys` the passkeys too (an
 * approved e-mail recovery); answers whether the account had any of them.
 */
export async function removeSecondFactors(
  db: Db,
  accountId: string,
  now: Date,
  options: { passkeys: boolean },
): Promise<boolean> {
  const totp = await db.query(
    `update accounts set totp_secret = null, totp_enabled_at = null, totp_pending_secret = null,
       totp_pending_expires_at = null, updated_at = $2
     where id = $1 and totp_enabled_at is not null returning 1`,
    [accountId, now],
  )
  await db.query('delete from account_recovery_codes where account_id = $1', [accountId])
  await db.query('delete from login_steps where account_id = $1', [accountId])
  const passkeys = options.passkeys
    ? await db.query('delete from passkeys where account_id = $1 returning 1', [accountId])
    : []
  return totp.length > 0 || passkeys.length > 0
}

/**
 * Ends the account's sign-ins that wait for their second step, with the passkey challenges issued
 * to the account (a registration's; a second step's go with its step): whatever ends the
 * account's sessions ends these too, or a step begun with an old password would still open a
 * session. Run before the sessions' delete, in the same transaction: a second step racing it
 * rechecks its step (loginStepPending) once its session exists.
 */
export async function endPendingSignIns(db: Db, accountId: string): Promise<void> {
  await db.query('delete from login_steps where account_id = $1', [accountId])
  await db.query('delete from passkey_challenges where account_id = $1', [accountId])
}

/**
 * Whether the step is still there (used or not), waiting for a transaction that is deleting it:
 * false once something ended the account's pending sign-ins (endPendingSignIns).
 */
export async function loginStepPending(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db.query('select 1 from login_steps where token_hash = $1 for update', [
    tokenHash,
  ])
  return rows.length > 0
}

export async function createLoginStep(
  db: Db,
  accountId: string,
  tokenHash: string,
  now: Date,
): Promise<Date> {
  const expiresAt = new Date(now.getTime() + LOGIN_STEP_MS)
  // Steps a day past their end are forgotten now and then.
  if (Math.random() < 0.02) {
    await db.query('delete from login_steps where expires_at < $1', [
      new Date(now.getTime() - 86_400_000),
    ])
  }
  await db.query(
    'insert into login_steps (token_hash, account_id, expires_at) values ($1, $2, $3)',
    [tokenHash, accountId, expiresAt],
  )
  return expiresAt
}

/**
 * Counts an answer to a live step before it is checked, in one statement, and returns the step's
 * account with the answer's number: concurrent answers get distinct numbers, so no more than
 * MAX_STEP_ANSWERS are ever checked. Undefined for a step that is unknown, used or expired.
 */
export async function countStepAnswer(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ accountId: string; answer: number } | undefined> {
  const rows = await db.query<{ account_id: string; answers: number }>(
    `update login_steps set answers = answers + 1
     where token_hash = $1 and used_at is null and expires_at > $2
     returning account_id, answers`,
    [tokenHash, now],
  )
  const row = rows[0]
  return row && { accountId: String(row.account_id), answer: Number(row.answers) }
}

/** Uses a step up: false when another answer used it first. */
export async function spendLoginStep(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    'update login_steps set used_at = $2 where token_hash = $1 and used_at is null returning 1',
    [tokenHash, now],
  )
  return rows.length > 0
}
