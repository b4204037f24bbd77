import type { SecondStep, SecondStepMethod } from '../../generated/model/index.ts'
import type { AppContext, HandlerMap } from '../context.ts'
import { randomToken, sha256, verifyPassword } from '../lib/crypto.ts'
import { ApiError } from '../lib/api-error.ts'
import { requestOptions } from '../lib/passkeys.ts'
import {
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  proveCode,
  recoveryCodeHash,
} from '../services/second-factor.ts'
import { openSession, sendSecurityNotice } from '../lib/sign-in.ts'
import { findAccountById, type AccountRow } from '../repositories/accounts.ts'
import { createChallenge, listPasskeys, passkeyToApi } from '../repositories/passkeys.ts'
import { recoveryCodesLeft, replaceRecoveryCodes } from '../repositories/second-factor.ts'
import {
  countStepAnswer,
  createLoginStep,
  enableTwoStep,
  loginStepPending,
  MAX_STEP_ANSWERS,
  removeSecondFactors,
  spendLoginStep,
  startEnrolment,
} from '../repositories/two-step.ts'
import { provePasskey } from './passkeys.ts'
import { requireRecentProof } from './recent-proof.ts'
import { Code } from '../../generated/error-catalogue.ts'

/**
 * Code checks allowed per account in CODE_WINDOW_MS, however they come (second steps, confirm,
 * disable, renew); the next ones answer 31004 unchecked until the window passes.
 */
export const MAX_ACCOUNT_CODE_CHECKS = 10

/**
 * A sign-in whose password was right, for an account with two-step sign-in on: the step to take
 * (accountLogin answers it with 31001). No session yet, and no device remembered.
 */
export async function beginSecondStep(ctx: AppContext, account: AccountRow): Promise<SecondStep> {
  const now = ctx.now()
  const stepToken = randomToken()
  const stepHash = sha256(stepToken)
  const expiresAt = await createLoginStep(ctx.db, account.id, stepHash, now)
  const passkeys = await listPasskeys(ctx.db, account.id)
  const methods: SecondStepMethod[] = ['totp', 'recovery']
  let passkeyOptions: SecondStep['passkeyOptions'] = null
  if (passkeys.length > 0) {
    const options = await requestOptions(ctx.settings, passkeys)
    await createChallenge(ctx.db, options.challenge, 'secondStep', { stepHash }, now)
    methods.push('passkey')
    passkeyOptions = { ...options }
  }
  return { stepToken, expiresAt: expiresAt.toISOString(), methods, passkeyOptions }
}

/** Checks a code of the account, counted towards its limit (31004) before it is checked. */
export async function proveAccountCode(
  ctx: AppContext,
  account: AccountRow,
  code: string,
  options: { totpSecret: string | null; allowRecovery: boolean },
) {
  const proved = await proveCode(
    {
      db: ctx.db,
      key: ctx.secret,
      owner: 'accounts',
      id: account.id,
      ...options,
      maxChecks: MAX_ACCOUNT_CODE_CHECKS,
      now: ctx.now(),
    },
    code,
  )
  if (proved === 'limit') throw new ApiError(Code.tooManyWrongCodes)
  if (!proved) throw new ApiError(Code.wrongCode)
  return proved
}

/** Two-step sign-in (TOTP and recovery codes) of a developer, and the sign-in's second step. */
export function twoStepRoutes(ctx: AppContext): HandlerMap {
  const { db } = ctx

  /** Ten new recovery codes for the account, replacing the old ones (call it in a transaction). */
  async function newCodesFor(tx: typeof db, account: AccountRow) {
    const codes = newRecoveryCodes()
    await replaceRecoveryCodes(
      tx,
      'accounts',
      account.id,
      codes.map((code) => recoveryCodeHash(ctx.secret, 'accounts', account.id, code)),
    )
    return codes
  }

  return {
    async getAccountSecurity({ session }) {
      const { account: cached } = await session()
      // Fresh: the session's account may come from the short-lived cache.
      const account = (await findAccountById(db, cached.id)) ?? cached
      const enabledAt = account.totp_enabled_at
      return {
        twoStep: {
          enabled: enabledAt !== null,
          enabledAt: enabledAt ? new Date(enabledAt).toISOString() : null,
          recoveryCodesLeft: enabledAt ? await recoveryCodesLeft(db, 'accounts', account.id) : 0,
        },
        passkeys: (await listPasskeys(db, account.id)).map(passkeyToApi),
      }
    },

    async startTwoStep({ session }) {
      const { account, hash } = await session()
      await requireRecentProof(ctx, hash)
      const secret = newTotpSecret()
      // Starting again (a lost QR code) replaces the pending secret.
      if (!(await startEnrolment(db, account.id, secret, ctx.now())))
        throw new ApiError(Code.twoStepAlreadyOn)
      return { secret, otpauthUri: otpauthUri('accounts', account.email, secret) }
    },

    async confirmTwoStep({ body, session }) {
      const { account } = await session()
      const now = ctx.now()
      if (account.totp_enabled_at) throw new ApiError(Code.twoStepAlreadyOn)
      const pending = account.totp_pending_secret
      const live = account.totp_pending_expires_at && account.totp_pending_expires_at > now
      if (!pending || !live) throw new ApiError(Code.invalidParameter, { status: 200 })
      await proveAccountCode(ctx, account, body.code, { totpSecret: pending, allowRecovery: false })
      const recoveryCodes = await db.transaction(async (tx) => {
        // A confirmation racing this one (or a new start) got there first.
        if (!(await enableTwoStep(tx, account.id, pending, now)))
          throw new ApiError(Code.twoStepAlreadyOn)
        return newCodesFor(tx, account)
      })
      sendSecurityNotice(ctx, account.email, { kind: 'twoStepOn' })
      return { recoveryCodes }
    },

    async disableTwoStep({ body, session }) {
      const { account } = await session()
      if (!account.totp_enabled_at) throw new ApiError(Code.twoStepNotOn)
      if (!(await verifyPassword(body.password, account.password_hash))) {
        throw new ApiError(Code.wrongAccountOrPassword)
      }
      await proveAccountCode(ctx, account, body.code, {
        totpSecret: account.totp_secret,
        allowRecovery: true,
      })
      // Passkeys stay: they sign in on their own.
      const removed = await db.transaction((tx) =>
        removeSecondFactors(tx, account.id, ctx.now(), { passkeys: false }),
      )
      if (!removed) throw new ApiError(Code.twoStepNotOn)
      sendSecurityNotice(ctx, account.email, { kind: 'twoStepOff' })
      return null
    },

    async renewRecoveryCodes({ session }) {
      const { account, hash } = await session()
      if (!account.totp_enabled_at) throw new ApiError(Code.twoStepNotOn)
      // The recent proof included an authenticator code, since two-step sign-in is on.
      await requireRecentProof(ctx, hash)
      const recoveryCodes = await db.transaction((tx) => newCodesFor(tx, account))
      sendSecurityNotice(ctx, account.email, { kind: 'recoveryCodesRenewed' })
      return { recoveryCodes }
    },

    async accountLoginSecondStep({ body, ip, userAgent }) {
      const hasCode = body.code !== undefined
      const hasCredential = body.credential !== undefined
      if (!hasCode && !hasCredential) throw new ApiError(Code.missingParameter)
      if (hasCode && hasCredential) throw new ApiError(Code.invalidParameter)
      const now = ctx.now()
      const stepHash = sha256(body.stepToken)
      // Counted before anything is checked: a burst of answers gets at most MAX_STEP_ANSWERS
      // checked, and the right one arriving after them is refused too.
      const counted = await countStepAnswer(db, stepHash, now)
      if (!counted || counted.answer > MAX_STEP_ANSWERS) throw new ApiError(Code.signInExpired)
      const account = await findAccountById(db, counted.accountId)
      // Two-step sign-in turned off meanwhile (an approved recovery): sign in again.
      if (!account?.totp_enabled_at) throw new ApiError(Code.signInExpired)
      if (account.status === 'frozen') throw new ApiError(Code.accountFrozen)
      let method: 'totp' | 'recovery' | 'passkey'
      if (body.code !== undefined) {
        method = await proveAccountCode(ctx, account, body.code, {
          totpSecret: account.totp_secret,
          allowRecovery: true,
        })
      } else {
        const proved = await provePasskey(ctx, body.credential!, {
          purpose: 'secondStep',
          stepHash,
          accountId: account.id,
        })
        if (!proved) throw new ApiError(Code.passkeyFailed)
        method = 'passkey'
      }
      // Used once: of two right answers racing, one signs in.
      if (!(await spendLoginStep(db, stepHash, now))) throw new ApiError(Code.signInExpired)
      const session = await openSession(ctx, account, { ip, userAgent })
      // A password change or reset, a recovery or a freeze that ended the account's pending
      // sign-ins while this one was answered: its session goes too.
      if (!(await loginStepPending(db, stepHash))) {
        await ctx.sessions.end(sha256(session.token))
        throw new ApiError(Code.signInExpired)
      }
      if (method === 'recovery') {
        const left = await recoveryCodesLeft(db, 'accounts', account.id)
        sendSecurityNotice(ctx, account.email, { kind: 'recoveryCodeSignIn', left })
      }
      return session
    },
  }
}
