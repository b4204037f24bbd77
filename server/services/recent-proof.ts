import type { AppContext, SessionInfo } from '../context.ts'
import { ApiError } from '../lib/api-error.ts'
import { verifyPassword } from '../lib/crypto.ts'
import { findAccountById } from '../repositories/accounts.ts'
import { proveAccountCode } from './second-factor.ts'
import { provePasskey } from './webauthn.ts'
import { Code } from '../../generated/error-catalogue.ts'

// What changes how the account signs in asks for a recent proof of who is using the session, so
// that a session someone else got hold of for a moment cannot plant a passkey or renew the
// recovery codes.

/** How the session's owner proves who they are: the password (with a code), or a passkey. */
export interface IdentityProof {
  password?: string
  /** An authenticator code, asked with the password when two-step sign-in is on. */
  code?: string
  /** A passkey's answer to a passkeyLoginOptions challenge. */
  credential?: string
  challengeId?: string
}

/**
 * Answers 31008 unless the session's owner proved who they are within the last five minutes
 * (verifyIdentity).
 */
export async function requireRecentProof(
  ctx: Pick<AppContext, 'sessions'>,
  sessionHash: string,
): Promise<void> {
  if (!(await ctx.sessions.verifiedRecently(sessionHash))) throw new ApiError(Code.proofRequired)
}

/** Checks the proof and marks the session as proved; answers until when the mark counts. */
export async function verifyIdentity(
  ctx: AppContext,
  session: SessionInfo,
  proof: IdentityProof,
): Promise<Date> {
  const { account: cached, hash } = session
  const byPassword = proof.password !== undefined
  const byPasskey = proof.credential !== undefined || proof.challengeId !== undefined
  if (byPassword && byPasskey) throw new ApiError(Code.invalidParameter)
  if (byPasskey) {
    if (!proof.credential || !proof.challengeId) throw new ApiError(Code.missingParameter)
    const passkey = await provePasskey(ctx, proof.credential, {
      purpose: 'signIn',
      challengeId: proof.challengeId,
    })
    // Another account's passkey proves nothing about this session.
    if (!passkey || String(passkey.account_id) !== String(cached.id)) {
      throw new ApiError(Code.passkeyFailed)
    }
  } else {
    if (proof.password === undefined) throw new ApiError(Code.missingParameter)
    // Fresh: two-step sign-in may have been turned on since the account was cached.
    const account = (await findAccountById(ctx.db, cached.id)) ?? cached
    if (!(await verifyPassword(proof.password, account.password_hash))) {
      throw new ApiError(Code.wrongAccountOrPassword)
    }
    if (account.totp_enabled_at) {
      if (proof.code === undefined) throw new ApiError(Code.wrongCode)
      await proveAccountCode(ctx, account, proof.code, {
        totpSecret: account.totp_secret,
        allowRecovery: false,
      })
    }
  }
  return ctx.sessions.markVerified(hash)
}
