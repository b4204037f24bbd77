import type { AppContext, HandlerMap } from '../context.ts'
import { hashPassword, maskEmail, maskIdNumber, maskName, verifyPassword } from '../lib/crypto.ts'
import { ApiError } from '../lib/errors.ts'
import { failAs } from '../lib/fail-as.ts'
import { checkIdentity } from '../lib/input-rules.ts'
import { codeMail, smsText, type EmailPurpose } from '../mail/messages.ts'
import {
  accountToApi,
  findAccountByEmail,
  insertAccount,
  normaliseEmail,
  updateAccount,
} from '../repositories/accounts.ts'
import { consumeTicket } from '../repositories/captchas.ts'
import {
  closeRecord,
  findReviewing,
  insertRecord,
  isUniqueViolation,
  recordSummary,
  snapshot,
} from '../repositories/change-records.ts'
import {
  checkCode,
  CODE_COOLDOWN_S,
  CODE_TTL_S,
  dropCode,
  issueCode,
  spendCode,
} from '../repositories/codes.ts'

const SMS_PURPOSE = 'confirm'

export function accountRoutes(ctx: AppContext): HandlerMap {
  const { db } = ctx

  /** Issues a code and sends it; 10104 in the cooldown, 10105 when sending fails. */
  async function sendCode(
    channel: 'email' | 'sms',
    purpose: string,
    target: string,
    deliver: (code: string) => Promise<void>,
  ) {
    const issued = await issueCode(db, channel, purpose, target, ctx.now())
    if (!issued) throw new ApiError(10104)
    try {
      await deliver(issued.code)
    } catch (error) {
      ctx.log.error({ err: error, channel }, 'sending a code failed')
      await dropCode(db, issued.id)
      throw new ApiError(10105)
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
      if (purpose === 'register' || purpose === 'findPassword') {
        if (!(await consumeTicket(db, body.ticket, purpose, now))) throw new ApiError(10002)
        const exists = await findAccountByEmail(db, email)
        if (purpose === 'register' && exists) throw new ApiError(10101)
        if (purpose === 'findPassword' && !exists) throw new ApiError(10103)
      } else {
        const { account } = await session()
        if (purpose === 'updateEmailOld' && email !== account.email) throw new ApiError(441)
        if (purpose === 'updateEmailNew') {
          if (email === account.email) throw new ApiError(10106)
          if (await findAccountByEmail(db, email)) throw new ApiError(10107)
        }
      }
      return sendCode('email', purpose, email, (code) =>
        ctx.mailer.send(codeMail(email, purpose, code, lang)),
      )
    },

    async findPassword({ body }) {
      const account = await findAccountByEmail(db, body.email)
      if (!account) throw new ApiError(10103)
      const now = ctx.now()
      if (!(await checkCode(db, 'email', 'findPassword', account.email, body.emailCode, now))) {
        throw new ApiError(10003)
      }
      const passwordHash = await hashPassword(body.password)
      await failAs(11005, ctx.log, () =>
        db.transaction(async (tx) => {
          await updateAccount(
            tx,
            account.id,
            { password_hash: passwordHash, failed_logins: 0 },
            now,
          )
          await ctx.sessions.endOthers(tx, account.id)
        }),
      )
      return null
    },

    async queryAccountByEmail({ body }) {
      if (!(await consumeTicket(db, body.ticket, 'recovery', ctx.now()))) throw new ApiError(10002)
      const account = await findAccountByEmail(db, body.email)
      if (!account) throw new ApiError(10103)
      return {
        emailMasked: maskEmail(account.email),
        developerType: account.developer_type,
        profileStatus: account.profile_status,
        nameMasked: account.identity_name ? maskName(account.identity_name) : null,
      }
    },

    async register({ body }) {
      const email = normaliseEmail(body.email)
      if (await findAccountByEmail(db, email)) throw new ApiError(10101)
      const now = ctx.now()
      if (!(await checkCode(db, 'email', 'register', email, body.emailCode, now))) {
        throw new ApiError(10003)
      }
      const passwordHash = await hashPassword(body.password)
      return failAs(11003, ctx.log, () =>
        db
          .transaction(async (tx) => {
            const account = await insertAccount(tx, email, passwordHash, now)
            const session = await ctx.sessions.create(tx, account.id)
            return { token: session.token, expiresAt: session.expiresAt.toISOString() }
          })
          .catch((error: unknown) => {
            // Two registrations of one address at once: the second lost the race.
            if (isUniqueViolation(error)) throw new ApiError(10101)
            throw error
          }),
      )
    },

    async updatePassword({ body, session }) {
      const { account, hash } = await session()
      if (!(await verifyPassword(body.oldPassword, account.password_hash))) {
        throw new ApiError(10010)
      }
      if (body.newPassword === body.oldPassword) throw new ApiError(10011)
      const passwordHash = await hashPassword(body.newPassword)
      await failAs(11006, ctx.log, () =>
        db.transaction(async (tx) => {
          await updateAccount(tx, account.id, { password_hash: passwordHash }, ctx.now())
          await ctx.sessions.endOthers(tx, account.id, hash)
        }),
      )
      return null
    },

    async updateEmail({ body, session }) {
      const { account } = await session()
      const newEmail = normaliseEmail(body.newEmail)
      if (newEmail === account.email) throw new ApiError(10106)
      if (await findAccountByEmail(db, newEmail)) throw new ApiError(10107)
      const now = ctx.now()
      const oldId = await checkCode(
        db,
        'email',
        'updateEmailOld',
        account.email,
        body.oldEmailCode,
        now,
        false,
      )
      if (!oldId) throw new ApiError(10003)
      if (!(await checkCode(db, 'email', 'updateEmailNew', newEmail, body.newEmailCode, now))) {
        throw new ApiError(10003)
      }
      await failAs(11007, ctx.log, () =>
        db
          .transaction(async (tx) => {
            await spendCode(tx, oldId, now)
            await updateAccount(tx, account.id, { email: newEmail }, now)
          })
          .catch((error: unknown) => {
            if (isUniqueViolation(error)) throw new ApiError(10107)
            throw error
          }),
      )
      return null
    },

    async updateEmailApply({ body }) {
      const account = await findAccountByEmail(db, body.email)
      if (!account) throw new ApiError(10103)
      const newEmail = normaliseEmail(body.newEmail)
      if (newEmail === account.email) throw new ApiError(10106)
      if (await findAccountByEmail(db, newEmail)) throw new ApiError(10107)
      if (await findReviewing(db, account.id, 'emailRecovery')) throw new ApiError(11007)
      const record = await failAs(11007, ctx.log, () =>
        insertRecord(
          db,
          {
            accountId: account.id,
            type: 'emailRecovery',
            before: { email: account.email },
            after: { email: newEmail },
            proof: { name: body.name, idNumber: body.idNumber, phone: body.phone },
            reason: body.reason,
          },
          ctx.now(),
        ).catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new ApiError(11007)
          throw error
        }),
      )
      return recordSummary(record)
    },

    async sendConfirmSms({ body, lang, session }) {
      await session()
      return sendCode('sms', SMS_PURPOSE, body.phone, (code) =>
        ctx.sms.send(body.phone, smsText(code, lang)),
      )
    },

    async updateContactInfo({ body, session }) {
      const { account } = await session()
      if (account.profile_status !== 'complete') throw new ApiError(11001)
      const now = ctx.now()
      if (!(await checkCode(db, 'sms', SMS_PURPOSE, body.phone, body.smsCode, now))) {
        throw new ApiError(10002)
      }
      const updated = await updateAccount(
        db,
        account.id,
        {
          contact_name: body.contactName,
          contact_phone: body.phone,
          contact_wechat: body.wechat ?? null,
        },
        now,
      )
      return accountToApi(updated)
    },

    async revokeCompleteAccountInfo({ session }) {
      const { account } = await session()
      const now = ctx.now()
      return db.transaction(async (tx) => {
        const reviewing = await findReviewing(tx, account.id, 'completeProfile')
        const closed = reviewing && (await closeRecord(tx, reviewing.id, 'revoked', null, now))
        if (!closed) throw new ApiError(11004)
        await updateAccount(tx, account.id, { profile_status: 'incomplete' }, now)
        return recordSummary(closed)
      })
    },

    async completeAccountInfo({ body, session }) {
      const { account } = await session()
      await checkIdentity(ctx, body as never, body.developerType)
      if (account.profile_status === 'complete') throw new ApiError(11002)
      if (await findReviewing(db, account.id, 'completeProfile')) throw new ApiError(11004)
      const now = ctx.now()
      if (!(await checkCode(db, 'sms', SMS_PURPOSE, body.phone, body.smsCode, now))) {
        throw new ApiError(10002)
      }
      const company = body.developerType === 'company'
      const record = await failAs(11004, ctx.log, () =>
        db
          .transaction(async (tx) => {
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
                  name: body.name,
                  idType: body.idType,
                  idNumberMasked: maskIdNumber(body.idNumber),
                  companyName: company ? body.companyName : undefined,
                  creditCode: company ? body.creditCode : undefined,
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
            if (isUniqueViolation(error)) throw new ApiError(11004)
            throw error
          }),
      )
      return recordSummary(record)
    },
  }
}
