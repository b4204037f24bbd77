import type { FastifyRequest } from 'fastify'
import type { AppContext, SessionInfo } from '../context.ts'
import { ApiError } from '../lib/api-error.ts'
import { staffRoleCovers, staffScopeAdmits, type Operation } from '../lib/contract.ts'
import { findAccountById } from '../repositories/accounts.ts'
import type { StaffSessionInfo } from '../repositories/staff-sessions.ts'
import { Code } from '../../generated/error-catalogue.ts'

/** Who calls, asked for once and remembered for the rest of the request. */
export interface Caller<T> {
  (): Promise<T>
  /** What the first call found, if it was made and succeeded. */
  readonly found: T | undefined
}

function once<T>(resolve: () => Promise<T>): Caller<T> {
  let found: T | undefined
  const caller = async () => (found ??= await resolve())
  return Object.defineProperty(caller, 'found', { get: () => found }) as Caller<T>
}

/**
 * The developer calling (the `token` header): 10005 without a live session of an existing account.
 * A staff operation acts for no developer, whatever `token` it carries. Read-only calls may use the
 * short-lived account cache; calls that change things read the account fresh.
 */
export function developerCaller(
  ctx: Pick<AppContext, 'sessions' | 'accountCache' | 'db'>,
  op: Operation,
  request: FastifyRequest,
): Caller<SessionInfo> {
  return once(async () => {
    if (op.staffRole) throw new ApiError(Code.sessionInvalid)
    const header = request.headers.token
    const found = await ctx.sessions.resolve(
      typeof header === 'string' ? header : undefined,
      request.ip,
    )
    const account =
      found &&
      (op.method === 'GET'
        ? await ctx.accountCache.get(ctx.db, found.accountId)
        : await findAccountById(ctx.db, found.accountId))
    if (!found || !account) throw new ApiError(Code.sessionInvalid)
    return { account, hash: found.hash }
  })
}

/**
 * The staff member calling (the `staff-token` header), for every staff operation and only those: a
 * live staff session of an enabled member (10005) whose role covers the operation's
 * `x-staff-role` and who is of its `x-staff-scope` (21004): a vendor's member never calls the
 * alliance's operations, nor the alliance's staff a vendor's. Whether a target is the caller's
 * vendor's (21006) is the services' check. The developer `token` means nothing to these operations.
 */
export function staffCaller(
  ctx: Pick<AppContext, 'staffSessions'>,
  op: Operation,
  request: FastifyRequest,
): Caller<StaffSessionInfo> {
  return once(async () => {
    if (!op.staffRole) throw new ApiError(Code.sessionInvalid)
    const header = request.headers['staff-token']
    const found = await ctx.staffSessions.resolve(typeof header === 'string' ? header : undefined)
    if (!found) throw new ApiError(Code.sessionInvalid)
    if (!staffRoleCovers(found.role, op.staffRole)) throw new ApiError(Code.noPermission)
    if (!staffScopeAdmits(op.staffScope ?? 'alliance', found.vendorId !== null)) {
      throw new ApiError(Code.noPermission)
    }
    return found
  })
}
