import type { Db } from '../db/database.ts'

/**
 * Counts a sign-in attempt for an e-mail (known or not) and returns the count including it, in one
 * statement: the row's lock orders concurrent attempts.
 */
export async function countLoginAttempt(db: Db, email: string, now: Date): Promise<number> {
  const rows = await db.query<{ failures: number }>(
    `insert into login_failures as f (email, failures, updated_at) values ($1, 1, $2)
     on conflict (email) do update set failures = f.failures + 1, updated_at = $2
     returning failures`,
    [email, now],
  )
  // Counts of e-mails without an account are forgotten after a week.
  if (Math.random() < 0.01) {
    await db.query(
      `delete from login_failures f where updated_at < $1
       and not exists (select 1 from accounts a where a.email = f.email)`,
      [new Date(now.getTime() - 7 * 86_400_000)],
    )
  }
  return Number(rows[0]!.failures)
}

/** A password reset or a recovery starts the count again. */
export async function forgetLoginFailures(db: Db, email: string) {
  await db.query('delete from login_failures where email = $1', [email])
}

/**
 * A successful sign-in that was attempt number `attempt` takes itself and the attempts before it
 * off the count; attempts counted after it (a concurrent burst) stay, so they cannot win free
 * password checks from the reset.
 */
export async function settleLoginFailures(db: Db, email: string, attempt: number) {
  await db.query(
    'update login_failures set failures = greatest(0, failures - $2) where email = $1',
    [email, attempt],
  )
}
