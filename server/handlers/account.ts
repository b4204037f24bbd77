import type { AppContext, TagHandlers } from '../context.ts'
import { accountInfo, changePassword, recoverPassword, register } from '../services/account.ts'
import { applyForEmailRecovery, changeEmail, lookUpForRecovery } from '../services/email-change.ts'
import { completeProfile, revokeProfileCompletion, updateContact } from '../services/profile.ts'
import { sendEmailCode, sendSmsCode } from '../services/verification-codes.ts'

export function accountHandlers(ctx: AppContext): TagHandlers<'account'> {
  return {
    async queryAccountInfo({ session }) {
      return accountInfo((await session()).account)
    },

    async sendEmailVerificationCode({ body, lang, session }) {
      return sendEmailCode(ctx, body, lang, session)
    },

    async findPassword({ body }) {
      await recoverPassword(ctx, body)
      return null
    },

    async queryAccountByEmail({ body }) {
      return lookUpForRecovery(ctx, body.email, body.ticket)
    },

    async register({ body, ip, userAgent }) {
      return register(ctx, body, { ip, userAgent })
    },

    async updatePassword({ body, session }) {
      await changePassword(ctx, await session(), body.oldPassword, body.newPassword)
      return null
    },

    async updateEmail({ body, session }) {
      await changeEmail(ctx, (await session()).account, body)
      return null
    },

    async updateEmailApply({ body }) {
      return applyForEmailRecovery(ctx, body)
    },

    async sendConfirmSms({ body, lang, session }) {
      await session()
      return sendSmsCode(ctx, body.phone, body.purpose, lang)
    },

    async updateContactInfo({ body, session }) {
      return updateContact(ctx, (await session()).account, body)
    },

    async revokeCompleteAccountInfo({ session }) {
      return revokeProfileCompletion(ctx, (await session()).account)
    },

    async completeAccountInfo({ body, session }) {
      return completeProfile(ctx, (await session()).account, body)
    },
  }
}
