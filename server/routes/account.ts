import type { AppContext, HandlerMap } from '../context.ts'
import type { Db } from '../db/database.ts'
import { hashPassword, maskEmail, maskName, verifyPassword } from '../lib/crypto.ts'
import { ApiError } from '../lib/api-error.ts'
import { failAs } from '../lib/fail-as.ts'
import { identitySnapshotOf } from '../lib/identity.ts'
import { checkIdDocument, checkIdentity } from '../lib/input-rules.ts'
import { readUserAgent } from '../lib/user-agent.ts'
import type { Mail } from '../mail/mailer.ts'
import {
  codeMail,
  emailChangedMail,
  passwordChangedMail,
  recoveryFiledMail,
  smsText,
  type EmailPurpose,
} from '../mail/messages.ts'
import {
  accountToApi,
  findAccountByEmail,
  findAccountById,
  insertAccount,
  normaliseEmail,
  updateAccount,
} from '../repositories/accounts.ts'
import {
  issueRecoveryTicket,
  restoreTicket,
  takeRecoveryTicket,
  takeTicket,
  type SpentTicket,
} from '../repositories/captchas.ts'
import {
  findReviewing,
  insertRecord,
  isUniqueViolation,
  recordSummary,
  snapshot,
  closeRecord,
} from '../repositories/change-records.ts'
import {
  CODE_COOLDOWN_S,
  CODE_TTL_S,
  dropCode,
  issueCode,
  useCodes,
  WRONG_CODE,
} from '../repositories/codes.ts'
import { deviceKey, rememberDevice } from '../repositories/known-devices.ts'
import { forgetLoginFailures } from '../repositories/login-failures.ts'
import { Code } from '../../generated/error-catalogue.ts'

/** An operation's transaction ended with a refusal that must keep what it spent (a ticket). */
class Refusal {
  readonly code: number
  constructor(code: number) {
    this.code = code
  }
}

export function accountRoutes(ctx: AppContext): HandlerMap {
  const { db } = ctx

  /** Notices are best effort: the change is made; a failed mail is logged. */
  async function notify(mail: Mail) {
    try {
      await ctx.mailer.send(mail)
    } catch (error) {
      ctx.log.error({ err: error }, 'a notice could not be sent')
    }
  }

  /**
   * Issues a code and sends it; 10104 in the cooldown, 10105 when sending fails. `guard` runs first
   * in the code's transaction (a ticket is spent there); it may refuse, keeping what it spent.
   * A failed send gives the ticket back.
   */
  async function sendCode(
    channel: 'email' | 'sms',
    purpose: string,
    target: string,
    deliver: (code: string) => Promise<void>,
    guard?: (tx: Db) => Promise<SpentTicket | Refusal>,
  ) {
    const outcome = await db.transaction(async (tx) => {
      const spent = guard ? await guard(tx) : undefined
      if (spent instanceof Refusal) return spent
      const issued = await issueCode(tx, ctx.secret, channel, purpose, target, ctx.now())
      if (!issued) throw new ApiError(Code.sentTooOften)
      return { issued, spent }
    })
    if (outcome instanceof Refusal) throw new ApiError(outcome.code)
    try {
      await deliver(outcome.issued.code)
    } catch (error) {
      ctx.log.error({ err: error, channel }, 'sending a code failed')
      await dropCode(db, outcome.issued.id)
      if (outcome.spent) await restoreTicket(db, outcome.spent)
      throw new ApiError(Code.sendFailed)
    }
    return { cooldown: CODE_COOLDOWN_S, expiresIn: CODE_TTL_S }
  }

  return {
    async queryAccountInfo({ session }) {
      return accountToApi((await session()).account)
    },

    async sendEmailVerificationCode({ body, lang, session }) {
      const email = normaliseEmail(body.email)
      const purpose = body.purpose as EmailPurpose
      const now = ctx.now()
      let guard: ((tx: Db) => Promise<SpentTicket | Refusal>) | undefined
      if (purpose === 'register' || purpose === 'findPassword') {
        // Behind a captcha ticket (spent by any answer but a failed send) and the limits.
        guard = async (tx) => {
          const spent = await takeTicket(tx, body.ticket, purpose, now)
          if (!spent) throw new ApiError(Code.wrongVerificationCode)
          const exists = await findAccountByEmail(tx, email)
          if (purpose === 'register' && exists) return new Refusal(Code.emailRegistered)
          if (purpose === 'findPassword' && !exists) return new Refusal(Code.emailNotFound)
          return spent
        }
      } else {
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
          if (await findAccountByEmail(db, email)) throw new ApiError(Code.newEmailRegistered)
        }
      }
      return sendCode(
        'email',
        purpose,
        email,
        (code) => ctx.mailer.send(codeMail(email, purpose, code, lang)),
        guard,
      )
    },

    async findPassword({ body }) {
      // The code is checked before the account: without a valid code the answer is 10003
      // whether or not the address has an account.
      const email = normaliseEmail(body.email)
      const now = ctx.now()
      const passwordHash = await hashPassword(body.password)
      const code = { channel: 'email', purpose: 'findPassword', target: email } as const
      const outcome = await failAs(Code.passwordRecoveryFailed, ctx.log, () =>
        db.transaction(async (tx) => {
          if (!(await useCodes(tx, ctx.secret, now, [{ ...code, code: body.emailCode }]))) {
            return WRONG_CODE
          }
          const account = await findAccountByEmail(tx, email)
          if (!account) throw new ApiError(Code.emailNotFound)
          await updateAccount(tx, account.id, { password_hash: passwordHash }, now)
          await forgetLoginFailures(tx, email)
          await ctx.sessions.endOthers(tx, account.id)
          return account
        }),
      )
      if (outcome === WRONG_CODE) throw new ApiError(Code.wrongEmailCode)
      ctx.accountCache.forget(outcome.id)
      await notify(passwordChangedMail(outcome.email, now))
      return null
    },

    async queryAccountByEmail({ body }) {
      const now = ctx.now()
      const outcome = await db.transaction(async (tx) => {
        if (!(await takeTicket(tx, body.ticket, 'recovery', now)))
          throw new ApiError(Code.wrongVerificationCode)
        const account = await findAccountByEmail(tx, body.email)
        if (!account) return new Refusal(Code.emailNotFound)
        // The proof updateEmailApply needs: single use, 10 minutes, bound to this account.
        const recoveryTicket = await issueRecoveryTicket(tx, account.id, now)
        return { account, recoveryTicket }
      })
      if (outcome instanceof Refusal) throw new ApiError(outcome.code)
      const { account, recoveryTicket } = outcome
      return {
        emailMasked: maskEmail(account.email),
        developerType: account.developer_type,
        profileStatus: account.profile_status,
        nameMasked: account.identity_name ? maskName(account.identity_name) : null,
        recoveryTicket,
      }
    },

    async register({ body, ip, userAgent }) {
      // The code first: without a valid one the answer is 10003, registered address or not.
      const email = normaliseEmail(body.email)
      const now = ctx.now()
      const passwordHash = await hashPassword(body.password)
      const outcome = await failAs(Code.registrationFailed, ctx.log, () =>
        db
          .transaction(async (tx) => {
            const code = { channel: 'email', purpose: 'register', target: email } as const
            if (!(await useCodes(tx, ctx.secret, now, [{ ...code, code: body.emailCode }]))) {
              return WRONG_CODE
            }
            const account = await insertAccount(tx, email, passwordHash, now)
            // The device that registered is known: signing in from it again sends no notice.
            const device = deviceKey(readUserAgent(userAgent), ip)
            await rememberDevice(tx, account.id, device, now)
            const session = await ctx.sessions.create(tx, account.id, { userAgent, ip })
            return { token: session.token, expiresAt: session.expiresAt.toISOString() }
          })
          .catch((error: unknown) => {
            // The address was registered meanwhile: the rollback leaves the code unspent.
            if (isUniqueViolation(error)) throw new ApiError(Code.emailRegistered)
            throw error
          }),
      )
      if (outcome === WRONG_CODE) throw new ApiError(Code.wrongEmailCode)
      return outcome
    },

    async updatePassword({ body, session }) {
      const { account, hash } = await session()
      if (!(await verifyPassword(body.oldPassword, account.password_hash))) {
        throw new ApiError(Code.wrongAccountOrPassword)
      }
      if (body.newPassword === body.oldPassword) throw new ApiError(Code.samePassword)
      const passwordHash = await hashPassword(body.newPassword)
      const now = ctx.now()
      await failAs(Code.passwordChangeFailed, ctx.log, () =>
        db.transaction(async (tx) => {
          await updateAccount(tx, account.id, { password_hash: passwordHash }, now)
          await ctx.sessions.endOthers(tx, account.id, hash)
        }),
      )
      await notify(passwordChangedMail(account.email, now))
      return null
    },

    async updateEmail({ body, session }) {
      const { account } = await session()
      const newEmail = normaliseEmail(body.newEmail)
      if (newEmail === account.email) throw new ApiError(Code.sameEmail)
      const now = ctx.now()
      // Both codes before anything about the new address is told (10107).
      const outcome = await failAs(Code.emailChangeFailed, ctx.log, () =>
        db
          .transaction(async (tx) => {
            const right = await useCodes(tx, ctx.secret, now, [
              {
                channel: 'email',
                purpose: 'updateEmailOld',
                target: account.email,
                code: body.oldEmailCode,
              },
              {
                channel: 'email',
                purpose: 'updateEmailNew',
                target: newEmail,
                code: body.newEmailCode,
              },
            ])
            if (!right) return WRONG_CODE
            await updateAccount(tx, account.id, { email: newEmail }, now)
            return null
          })
          .catch((error: unknown) => {
            if (isUniqueViolation(error)) throw new ApiError(Code.newEmailRegistered)
            throw error
          }),
      )
      if (outcome === WRONG_CODE) throw new ApiError(Code.wrongEmailCode)
      await notify(emailChangedMail(account.email, maskEmail(newEmail), now))
      return null
    },

    async updateEmailApply({ body }) {
      const email = normaliseEmail(body.email)
      const newEmail = normaliseEmail(body.newEmail)
      const now = ctx.now()
      await checkIdDocument(ctx, body)
      // Needs the recovery look-up's ticket, bound to the account: spent by every answer but a
      // failure of the write itself, so one look-up (one captcha) is one application.
      // An unexpected failure is a 500: 11007 here means an application is already under review.
      const outcome = await db
        .transaction(async (tx) => {
          const accountId = await takeRecoveryTicket(tx, body.recoveryTicket, now)
          const account = accountId ? await findAccountById(tx, accountId) : undefined
          if (!account || account.email !== email) return new Refusal(Code.wrongVerificationCode)
          if (newEmail === account.email) return new Refusal(Code.sameEmail)
          if (await findAccountByEmail(tx, newEmail)) return new Refusal(Code.newEmailRegistered)
          if (await findReviewing(tx, account.id, 'emailRecovery'))
            return new Refusal(Code.emailChangeFailed)
          const record = await insertRecord(
            tx,
            {
              accountId: account.id,
              type: 'emailRecovery',
              before: { email: account.email },
              after: { email: newEmail },
              proof: {
                name: body.name,
                idType: body.idType,
                idNumber: body.idNumber,
                phone: body.phone,
              },
              reason: body.reason,
            },
            now,
          )
          return { account, record }
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new ApiError(Code.emailChangeFailed)
          throw error
        })
      if (outcome instanceof Refusal) throw new ApiError(outcome.code)
      await notify(recoveryFiledMail(outcome.account.email, outcome.record.id, now))
      return recordSummary(outcome.record)
    },

    async sendConfirmSms({ body, lang, session }) {
      await session()
      // A code proves only the purpose it was sent for (completeProfile or contact).
      return sendCode('sms', body.purpose, body.phone, (code) =>
        ctx.sms.send({
          to: body.phone,
          text: smsText(code, lang),
          code,
          purpose: body.purpose,
          language: lang,
        }),
      )
    },

    async updateContactInfo({ body, session }) {
      const { account } = await session()
      if (account.profile_status !== 'complete') throw new ApiError(Code.accountIncomplete)
      const now = ctx.now()
      // Only a new phone is proven by a code; keeping the phone needs none.
      const phoneChanges = body.phone !== account.contact_phone
      if (phoneChanges && body.smsCode === undefined) throw new ApiError(Code.missingParameter)
      const code = { channel: 'sms', purpose: 'contact', target: body.phone } as const
      const outcome = await db.transaction(async (tx) => {
        if (
          phoneChanges &&
          !(await useCodes(tx, ctx.secret, now, [{ ...code, code: body.smsCode! }]))
        ) {
          return WRONG_CODE
        }
        return updateAccount(
          tx,
          account.id,
          {
            contact_name: body.contactName,
            contact_phone: body.phone,
            contact_wechat: body.wechat ?? null,
          },
          now,
        )
      })
      if (outcome === WRONG_CODE) throw new ApiError(Code.wrongVerificationCode)
      return accountToApi(outcome)
    },

    async revokeCompleteAccountInfo({ session }) {
      const { account } = await session()
      const now = ctx.now()
      return db.transaction(async (tx) => {
        const reviewing = await findReviewing(tx, account.id, 'completeProfile')
        const closed = reviewing && (await closeRecord(tx, reviewing.id, 'revoked', null, now))
        if (!closed) throw new ApiError(Code.completeInfoFailed)
        await updateAccount(tx, account.id, { profile_status: 'incomplete' }, now)
        return recordSummary(closed)
      })
    },

    async completeAccountInfo({ body, session }) {
      const { account } = await session()
      await checkIdentity(ctx, body)
      if (account.profile_status === 'complete') throw new ApiError(Code.accountAlreadyComplete)
      if (await findReviewing(db, account.id, 'completeProfile'))
        throw new ApiError(Code.completeInfoFailed)
      const now = ctx.now()
      const code = { channel: 'sms', purpose: 'completeProfile', target: body.phone } as const
      // An unexpected failure is a 500: 11004 here means a completion is already under review.
      const record = await db
        .transaction(async (tx) => {
          if (!(await useCodes(tx, ctx.secret, now, [{ ...code, code: body.smsCode }]))) {
            return WRONG_CODE
          }
          const created = await insertRecord(
            tx,
            {
              accountId: account.id,
              type: 'completeProfile',
              before: snapshot({
                contactName: account.contact_name,
                phone: account.contact_phone,
                wechat: account.contact_wechat,
              }),
              after: snapshot({
                developerType: body.developerType,
                ...identitySnapshotOf(body),
                contactName: body.contactName,
                phone: body.phone,
                wechat: body.wechat,
              }),
              privateIdNumber: body.idNumber,
            },
            now,
          )
          // The contact is kept at once; identity and type wait for the review.
          await updateAccount(
            tx,
            account.id,
            {
              contact_name: body.contactName,
              contact_phone: body.phone,
              contact_wechat: body.wechat ?? null,
              profile_status: 'reviewing',
            },
            now,
          )
          return created
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new ApiError(Code.completeInfoFailed)
          throw error
        })
      if (record === WRONG_CODE) throw new ApiError(Code.wrongVerificationCode)
      return recordSummary(record)
    },
  }
}
