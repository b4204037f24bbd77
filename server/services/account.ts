import type { Account, Session } from '../../generated/model/index.ts'
import { Code } from '../../generated/error-catalogue.ts'
import type { AppContext, SessionInfo } from '../context.ts'
import { ApiError } from '../lib/api-error.ts'
import { hashPassword, verifyPassword } from '../lib/crypto.ts'
import { readUserAgent } from '../lib/user-agent.ts'
import { passwordChangedMail } from '../mail/messages.ts'
import {
  accountToApi,
  findAccountByEmail,
  insertAccount,
  normaliseEmail,
  updateAccount,
  type AccountRow,
} from '../repositories/accounts.ts'
import { deviceKey, rememberDevice } from '../repositories/known-devices.ts'
import { forgetLoginFailures } from '../repositories/login-failures.ts'
import { sendNotice } from './notices.ts'
import { transact } from './transaction.ts'
import { spendCodes } from './verification-codes.ts'

// An account's life outside its profile: registering, and its password.

/** The contract's Account of the caller's own account. */
export const accountInfo = (account: AccountRow): Account => accountToApi(account)

/** Opens an account and its first session, proven by the code mailed for `register`. */
export async function register(
  ctx: AppContext,
  signUp: { email: string; password: string; emailCode: string },
  client: { ip: string; userAgent: string },
): Promise<Session> {
  // The code first: without a valid one the answer is 10003, registered address or not.
  const email = normaliseEmail(signUp.email)
  const now = ctx.now()
  const passwordHash = await hashPassword(signUp.password)
  const code = { channel: 'email', purpose: 'register', target: email } as const
  // An address registered meanwhile answers 10101; the rollback leaves the code unspent.
  return transact(
    ctx,
    async (tx) => {
      await spendCodes(ctx, tx, now, [{ ...code, code: signUp.emailCode }], Code.wrongEmailCode)
      const account = await insertAccount(tx, email, passwordHash, now)
      // The device that registered is known: signing in from it again sends no notice.
      const device = deviceKey(readUserAgent(client.userAgent), client.ip)
      await rememberDevice(tx, account.id, device, now)
      const session = await ctx.sessions.create(tx, account.id, client)
      return { token: session.token, expiresAt: session.expiresAt.toISOString() }
    },
    { onUnique: Code.emailRegistered, failAs: Code.registrationFailed },
  )
}

/** Sets a new password with the code mailed for `findPassword`, and ends every session. */
export async function recoverPassword(
  ctx: AppContext,
  recovery: { email: string; emailCode: string; password: string },
) {
  // The code is checked before the account: without a valid code the answer is 10003
  // whether or not the address has an account.
  const email = normaliseEmail(recovery.email)
  const now = ctx.now()
  const passwordHash = await hashPassword(recovery.password)
  const code = { channel: 'email', purpose: 'findPassword', target: email } as const
  const account = await transact(
    ctx,
    async (tx) => {
      await spendCodes(ctx, tx, now, [{ ...code, code: recovery.emailCode }], Code.wrongEmailCode)
      const account = await findAccountByEmail(tx, email)
      if (!account) throw new ApiError(Code.emailNotFound)
      await updateAccount(tx, account.id, { password_hash: passwordHash }, now)
      await forgetLoginFailures(tx, email)
      await ctx.sessions.endOthers(tx, account.id)
      return account
    },
    { failAs: Code.passwordRecoveryFailed },
  )
  ctx.accountCache.forget(account.id)
  sendNotice(ctx, passwordChangedMail(account.email, now), 'the password notice')
}

/** Changes the password, proven by the old one, and ends the account's other sessions. */
export async function changePassword(
  ctx: AppContext,
  { account, hash }: SessionInfo,
  oldPassword: string,
  newPassword: string,
) {
  if (!(await verifyPassword(oldPassword, account.password_hash))) {
    throw new ApiError(Code.wrongAccountOrPassword)
  }
  if (newPassword === oldPassword) throw new ApiError(Code.samePassword)
  const passwordHash = await hashPassword(newPassword)
  const now = ctx.now()
  await transact(
    ctx,
    async (tx) => {
      await updateAccount(tx, account.id, { password_hash: passwordHash }, now)
      await ctx.sessions.endOthers(tx, account.id, hash)
    },
    { failAs: Code.passwordChangeFailed },
  )
  sendNotice(ctx, passwordChangedMail(account.email, now), 'the password notice')
}
