import formbody from '@fastify/formbody'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { AppContext, HandlerInput, HandlerMap } from '../context.ts'
import {
  classifyErrors,
  createAjv,
  loadContract,
  loadOperations,
  staffRoleCovers,
  type Operation,
} from '../lib/contract.ts'
import { ApiError, envelope, languageOf } from '../lib/api-error.ts'
import { clientKey, LIMITS } from '../lib/limits.ts'
import { findAccountById } from '../repositories/accounts.ts'
import { createHandlers } from '../handlers/index.ts'
import { Code } from '../../generated/error-catalogue.ts'

/**
 * The contract's operations (openapi/), each at its method and path, served by its handler in
 * routes/; and /api/health, outside the contract. Every operation runs through runOperation:
 * rate limits, the session (a developer's, or a staff member's with the operation's role), the
 * contract's validation, then the handler, answered as an envelope.
 */
export const contractRoutes = fp(
  async (app: FastifyInstance) => {
    const ctx = app.ctx
    // Only form bodies: the contract has no JSON requests, and a JSON body is refused with 415.
    app.removeAllContentTypeParsers()
    await app.register(formbody)

    const contract = loadContract()
    const operations = loadOperations(contract, createAjv(contract, { coerceTypes: true }))
    for (const op of operations) {
      if (LIMITS[op.operationId] && !op.codes.has(Code.busy)) {
        throw new Error(
          `${op.operationId} is rate-limited but the contract does not list 443 for it`,
        )
      }
    }
    const handlers = createHandlers(ctx)
    for (const op of operations) {
      const handler = handlers[op.operationId as keyof HandlerMap] as
        ((input: HandlerInput) => Promise<unknown>) | undefined
      if (!handler) throw new Error(`no handler for ${op.operationId}`)
      app.route({
        method: op.method,
        url: op.path,
        config: { operationId: op.operationId },
        handler: (request, reply) => runOperation(ctx, op, handler, request, reply),
      })
    }

    // Outside the contract: for load balancers and the benchmark.
    // Its answer is always a few bytes: the compression hook would only look at it and pass.
    app.get('/api/health', { compress: false }, async () => ({ status: 'ok' }))
  },
  { name: 'contract-routes', fastify: '5.x', dependencies: ['context', 'compression'] },
)

async function runOperation(
  ctx: AppContext,
  op: Operation,
  handler: (input: HandlerInput) => Promise<unknown>,
  request: FastifyRequest,
  _reply: FastifyReply,
) {
  const lang = languageOf(request)
  const limits = ctx.settings.rateLimits
  const rule = LIMITS[op.operationId]
  if (
    rule &&
    !(await ctx.limiter.hit(`${rule.bucket}:ip:${clientKey(request.ip)}`, limits[rule.bucket]))
  ) {
    throw new ApiError(Code.busy)
  }
  const raw = op.method === 'GET' ? request.query : (request.body ?? {})
  if (typeof raw !== 'object' || raw === null) throw new ApiError(Code.invalidParameter)
  // An empty form field counts as not sent: forms post every field, filled or not.
  const body: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(raw)) if (value !== '') body[key] = value

  let cached: Awaited<ReturnType<HandlerInput['session']>> | undefined
  const session: HandlerInput['session'] = async () => {
    if (cached) return cached
    // A staff operation acts for no developer, whatever `token` it carries.
    if (op.staffRole) throw new ApiError(Code.sessionInvalid)
    const header = request.headers.token
    const found = await ctx.sessions.resolve(
      typeof header === 'string' ? header : undefined,
      request.ip,
    )
    // Read-only calls may use the short-lived account cache; calls that change things read fresh.
    const account =
      found &&
      (op.method === 'GET'
        ? await ctx.accountCache.get(ctx.db, found.accountId)
        : await findAccountById(ctx.db, found.accountId))
    if (!found || !account) throw new ApiError(Code.sessionInvalid)
    cached = { account, hash: found.hash }
    return cached
  }
  if (op.needsSession) await session()

  // Staff authorisation, for every staff operation, here and only here: a live staff session of
  // an enabled member (10005), whose role covers the operation's x-staff-role (21004). The
  // developer `token` header means nothing to these operations, nor `staff-token` to the others.
  let staffCached: Awaited<ReturnType<HandlerInput['staff']>> | undefined
  const staff: HandlerInput['staff'] = async () => {
    if (staffCached) return staffCached
    if (!op.staffRole) throw new ApiError(Code.sessionInvalid)
    const header = request.headers['staff-token']
    const found = await ctx.staffSessions.resolve(typeof header === 'string' ? header : undefined)
    if (!found) throw new ApiError(Code.sessionInvalid)
    if (!staffRoleCovers(found.role, op.staffRole)) throw new ApiError(Code.noPermission)
    staffCached = found
    return found
  }
  if (op.staffRole) await staff()

  if ((op.hasInput || op.method === 'POST') && !op.validate(body)) {
    throw new ApiError(classifyErrors(op, op.validate.errors ?? []))
  }
  const target = rule?.target?.(body, cached?.account)
  if (target && !(await ctx.limiter.hit(`${rule!.bucket}:target:${target}`, limits.target))) {
    throw new ApiError(Code.busy)
  }
  try {
    const userAgent = request.headers['user-agent'] ?? ''
    const data = await handler({ body, lang, ip: request.ip, userAgent, session, staff })
    return envelope(0, lang, data ?? null)
  } catch (error) {
    // A business answer whose code covers several causes says which (x-reasons).
    const reason =
      error instanceof ApiError &&
      error.status === 200 &&
      !error.reason &&
      op.reasons.get(error.code)
    if (reason)
      throw new ApiError((error as ApiError).code, { data: (error as ApiError).data, reason })
    throw error
  } finally {
    if (cached && op.method !== 'GET') ctx.accountCache.forget(cached.account.id)
  }
}
