import type { CodeSent, EmailCodePurpose, SmsPurpose } from '../../generated/model/index.ts'
import { Code, type CatalogueLanguage } from '../../generated/error-catalogue.ts'
import type { AppContext, SessionInfo } from '../context.ts'
import type { Db } from '../db/database.ts'
import { ApiError } from '../lib/api-error.ts'
import { codeMail, smsText } from '../mail/messages.ts'
import { findAccountByEmail, normaliseEmail } from '../repositories/accounts.ts'
import { restoreTicket, takeTicket, type SpentTicket } from '../repositories/captchas.ts'
import {
  CODE_COOLDOWN_S,
  CODE_TTL_S,
  dropCode,
  issueCode,
  takeCodes,
  type CodeAttempt,
  type CodeChannel,
} from '../repositories/codes.ts'
import { transact } from './transaction.ts'

/**
 * Spends the codes an operation needs, first in its transaction. A wrong one refuses with
 * `refusal` and keeps the counted try.
 */
export async function spendCodes(
  ctx: Pick<AppContext, 'secret'>,
  tx: Db,
  now: Date,
  codes: CodeAttempt[],
  refusal: number,
) {
  if (!(await takeCodes(tx, ctx.secret, now, codes))) {
    throw new ApiError(refusal, { keepsWork: true })
  }
}

/**
 * Issues a code and sends it; 10104 in the cooldown, 10105 when sending fails. `guard` runs first
 * in the code's transaction (a ticket is spent there); it may refuse with `keepsWork`, keeping
 * what it spent. A failed send gives the ticket back.
 */
async function sendCode(
  ctx: AppContext,
  channel: CodeChannel,
  purpose: string,
  target: string,
  deliver: (code: string) => Promise<void>,
  guard?: (tx: Db) => Promise<SpentTicket>,
): Promise<CodeSent> {
  const { issued, spent } = await transact(ctx, async (tx) => {
    const spent = guard ? await guard(tx) : undefined
    const issued = await issueCode(tx, ctx.secret, channel, purpose, target, ctx.now())
    if (!issued) throw new ApiError(Code.sentTooOften)
    return { issued, spent }
  })
  try {
    await deliver(issued.code)
  } catch (error) {
    ctx.log.error({ err: error, channel }, 'sending a code failed')
    await dropCode(ctx.db, issued.id)
    if (spent) await restoreTicket(ctx.db, spent)
    throw new ApiError(Code.sendFailed)
  }
  return { cooldown: CODE_COOLDOWN_S, expiresIn: CODE_TTL_S }
}

/**
 * Mails a code for `purpose`. Registering and recovering a password are behind a captcha ticket
 * (spent by any answer but a failed send); the e-mail change's codes need the caller's session.
 */
export async function sendEmailCode(
  ctx: AppContext,
  request: { email: string; purpose: EmailCodePurpose; ticket?: string },
  lang: CatalogueLanguage,
  session: () => Promise<SessionInfo>,
): Promise<CodeSent> {
  const email = normaliseEmail(request.email)
  const { purpose } = request
  const deliver = (code: string) => ctx.mailer.send(codeMail(email, purpose, code, lang))
  if (purpose === 'register' || purpose === 'findPassword') {
    const now = ctx.now()
    return sendCode(ctx, 'email', purpose, email, deliver, async (tx) => {
      const spent = await takeTicket(tx, request.ticket, purpose, now)
      if (!spent) throw new ApiError(Code.wrongVerificationCode)
      const exists = await findAccountByEmail(tx, email)
      if (purpose === 'register' && exists) {
        throw new ApiError(Code.emailRegistered, { keepsWork: true })
      }
      if (purpose === 'findPassword' && !exists) {
        throw new ApiError(Code.emailNotFound, { keepsWork: true })
      }
      return spent
    })
  }
  const { account } = await session()
  // Per account too: a session must not probe many addresses for 10107.
  const perAccount = `code:target:account:${account.id}`
  if (!(await ctx.limiter.hit(perAccount, ctx.settings.rateLimits.target))) {
    throw new ApiError(Code.busy)
  }
  if (purpose === 'updateEmailOld' && email !== account.email)
    throw new ApiError(Code.invalidParameter)
  if (purpose === 'updateEmailNew') {
    if (email === account.email) throw new ApiError(Code.sameEmail)
    if (await findAccountByEmail(ctx.db, email)) throw new ApiError(Code.newEmailRegistered)
  }
  return sendCode(ctx, 'email', purpose, email, deliver)
}

/** Texts a code to `phone`: it proves only the purpose it was sent for (completeProfile or contact). */
export function sendSmsCode(
  ctx: AppContext,
  phone: string,
  purpose: SmsPurpose,
  lang: CatalogueLanguage,
): Promise<CodeSent> {
  return sendCode(ctx, 'sms', purpose, phone, (code) =>
    ctx.sms.send({ to: phone, text: smsText(code, lang), code, purpose, language: lang }),
  )
}
