import type { AppContext, HandlerMap } from '../context.ts'
import { maskAddress } from '../lib/client-address.ts'
import { ApiError } from '../lib/errors.ts'
import { readUserAgent } from '../lib/user-agent.ts'

/** A developer's own sessions (tag `security`): list them, end one, end all but this one. */
export function securityRoutes(ctx: AppContext): HandlerMap {
  return {
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
      if (!(await ctx.sessions.endByPublicId(account.id, body.id))) throw new ApiError(441, 200)
      return null
    },

    async endOtherSessions({ session }) {
      const { account, hash } = await session()
      return { ended: await ctx.sessions.endOthers(ctx.db, account.id, hash) }
    },
  }
}
