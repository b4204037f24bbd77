import type { AppContext } from '../context.ts'
import { ApiError } from '../lib/api-error.ts'
import { Code } from '../../generated/error-catalogue.ts'

/**
 * Answers 31008 unless the session's owner proved who they are within the last five minutes
 * (verifyIdentity): what changes how the account signs in asks for it, so that a session someone
 * else got hold of for a moment cannot plant a passkey or renew the recovery codes.
 */
export async function requireRecentProof(ctx: AppContext, sessionHash: string): Promise<void> {
  if (!(await ctx.sessions.verifiedRecently(sessionHash))) throw new ApiError(Code.proofRequired)
}
