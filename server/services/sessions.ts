import type { AppContext } from '../context.ts'
import { ApiError } from '../lib/api-error.ts'
import type { SessionRow } from '../repositories/sessions.ts'
import { Code } from '../../generated/error-catalogue.ts'

// A developer's own sessions: list them, end one, end all but this one, and sign out. Sessions
// open with a sign-in (sign-in.ts) or a registration.

/**
 * The account's live sessions, `current` marking the caller's: this device first, then the
 * others as the store orders them (most recently used first).
 */
export async function listSessions(
  ctx: Pick<AppContext, 'sessions'>,
  accountId: string,
  currentHash: string,
): Promise<(SessionRow & { current: boolean })[]> {
  const rows = await ctx.sessions.list(accountId)
  const sessions = rows.map((row) => ({ ...row, current: row.hash === currentHash }))
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)]
}

/** Ends one of the account's sessions by its public id. */
export async function endSession(
  ctx: Pick<AppContext, 'sessions'>,
  accountId: string,
  publicId: string,
): Promise<void> {
  // Only the account's own sessions: another account's id is as unknown as a made-up one.
  if (!(await ctx.sessions.endByPublicId(accountId, publicId))) {
    throw new ApiError(Code.invalidParameter, { status: 200, reason: 'sessionNotFound' })
  }
}

/** Ends every other session of the account; answers how many were live. */
export function endOtherSessions(
  ctx: Pick<AppContext, 'db' | 'sessions'>,
  accountId: string,
  keepHash: string,
): Promise<number> {
  return ctx.sessions.endOthers(ctx.db, accountId, keepHash)
}

/** Ends the caller's own session. */
export async function signOut(ctx: Pick<AppContext, 'sessions'>, hash: string): Promise<void> {
  await ctx.sessions.end(hash)
}
