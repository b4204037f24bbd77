import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppContext, HandlerInput } from '../context.ts'
import { languageOf } from '../lib/api-error.ts'
import type { Operation } from '../lib/contract.ts'
import { answer, answerDownload } from './answer.ts'
import { developerCaller, staffCaller } from './callers.ts'
import { formInput, uploadInput, validateInput } from './form-input.ts'
import { limitAddress, limitTarget } from './rate-limits.ts'

export type OperationHandler = (input: HandlerInput) => Promise<unknown>

/**
 * One call of a contract operation, step by step: the address limit, the input, the developer's
 * session (for operations that need one), the staff member's session and role (for staff
 * operations), validation against the contract, the target limit, the handler, the answer (an
 * envelope, or a download's bytes). An upload's body is read only once its caller is known and
 * within its limits, and in one of the upload slots. Refusals are thrown as ApiError at any step and answered by the app's error
 * handler.
 */
export async function runOperation(
  ctx: AppContext,
  op: Operation,
  handler: OperationHandler,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const lang = languageOf(request)
  await limitAddress(ctx, op, request.ip)
  const upload = op.files.size > 0
  const body = upload ? {} : formInput(op, request)
  const session = developerCaller(ctx, op, request)
  if (op.needsSession) await session()
  const staff = staffCaller(ctx, op, request)
  if (op.staffRole) await staff()
  if (upload) await limitTarget(ctx, op, body, session.found?.account)
  const userAgent = request.headers['user-agent'] ?? ''
  const handle = () => handler({ body, lang, ip: request.ip, userAgent, session, staff })
  try {
    if (upload) {
      // Read, checked and stored in a slot (APP_UPLOADS_AT_ONCE): the uploads waiting for one
      // hold no memory, their bodies unread.
      return await ctx.uploadSlots.run(async () => {
        Object.assign(body, await uploadInput(ctx.settings, op, request))
        validateInput(op, body)
        return answer(op, lang, handle)
      })
    }
    validateInput(op, body)
    await limitTarget(ctx, op, body, session.found?.account)
    return op.download ? await answerDownload(op, reply, handle) : await answer(op, lang, handle)
  } finally {
    // What the call changed is read fresh by the next read-only call.
    if (session.found && op.method !== 'GET') ctx.accountCache.forget(session.found.account.id)
  }
}
