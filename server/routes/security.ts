import type { AppContext, HandlerMap } from '../context.ts'
import { maskAddress } from '../lib/client-address.ts'
import { verifyPassword } from '../lib/crypto.ts'
import { ApiError } from '../lib/api-error.ts'
import { readUserAgent } from '../lib/user-agent.ts'
import { findAccountById } from '../repositories/accounts.ts'
import { provePasskey } from './passkeys.ts'
import { proveAccountCode } from './two-step.ts'
import { Code } from '../../generated/error-catalogue.ts'

/**
 * A developer's own sessions (tag `security`): list them, end one, end all but this one, and
 * prove who is using this one (verifyIdentity) before changing how the account signs in.
 */
export function securityRoutes(ctx: AppContext): HandlerMap {
  return {
    async verifyIdentity({ body, session }) {
      const { account: cached, hash } = await session()
      const byPassword = body.password !== undefined
      const byPasskey = body.credential !== undefined || body.challengeId !== undefined
      if (byPassword && byPasskey) throw new ApiError(Code.invalidParameter)
      if (byPasskey) {
        if (!body.credential || !body.challengeId) throw new ApiError(Code.missingParameter)
        const passkey = await provePasskey(ctx, body.credential, {
          purpose: 'signIn',
          challengeId: body.challengeId,
        })
        // Another account's passkey proves nothing about this session.
        if (!passkey || String(passkey.account_id) !== String(cached.id)) {
          throw new ApiError(Code.passkeyFailed)
        }
      } else {
        if (!byPassword) throw new ApiError(Code.missingParameter)
        // Fresh: two-step sign-in may have been turned on since the account was cached.
        const account = (await findAccountById(ctx.db, cached.id)) ?? cached
        if (!(await verifyPassword(body.password!, account.password_hash))) {
          throw new ApiError(Code.wrongAccountOrPassword)
        }
        if (account.totp_enabled_at) {
          if (body.code === undefined) throw new ApiError(Code.wrongCode)
          await proveAccountCode(ctx, account, body.code, {
            totpSecret: account.totp_secret,
            allowRecovery: false,
          })
        }
      }
      const verifiedUntil = await ctx.sessions.markVerified(hash)
      return { verifiedUntil: verifiedUntil.toISOString() }
    },

    async listSessions({ session }) {
      const { account, hash } = await session()
      const rows = await ctx.sessions.list(account.id)
      const sessions = rows.map((row) => {
        const agent = readUserAgent(row.userAgent)
        return {
          id: row.publicId,
          browser: agent.browser,
          os: agent.os,
          address: maskAddress(row.address),
          createdAt: row.createdAt.toISOString(),
          lastActiveAt: row.lastSeenAt.toISOString(),
          current: row.hash === hash,
        }
      })
      // This device first, then the others as the store ordered them (most recently used first).
      return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)]
    },

    async endSession({ body, session }) {
      const { account } = await session()
      // Only the account's own sessions: another account's id is as unknown as a made-up one
      // (441, reason sessionNotFound, HTTP 200).
      if (!(await ctx.sessions.endByPublicId(account.id, body.id)))
        throw new ApiError(Code.invalidParameter, { status: 200 })
      return null
    },

    async endOtherSessions({ session }) {
      const { account, hash } = await session()
      return { ended: await ctx.sessions.endOthers(ctx.db, account.id, hash) }
    },
  }
}
