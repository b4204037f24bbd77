import type { AppContext } from '../context.ts'
import type { Db } from '../db/database.ts'
import { ApiError } from '../lib/api-error.ts'
import { verifyPassword } from '../lib/crypto.ts'
import { findAccountById, type AccountRow } from '../repositories/accounts.ts'
import { recoveryCodesLeft, replaceRecoveryCodes } from '../repositories/second-factor.ts'
import { enableTwoStep, removeSecondFactors, startEnrolment } from '../repositories/two-step.ts'
import { requireRecentProof } from './recent-proof.ts'
import {
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  proveAccountCode,
  recoveryCodeHash,
} from './second-factor.ts'
import { sendSecurityNotice } from './security-notices.ts'
import { transact } from './transaction.ts'
import { Code } from '../../generated/error-catalogue.ts'

// A developer's two-step sign-in: an authenticator (TOTP) and ten recovery codes, turned on,
// off and renewed from the security page. The sign-in's second step is the sign-in's (sign-in.ts).

/** Whether two-step sign-in is on, since when, and how many recovery codes are left. */
export async function twoStepStatus(
  ctx: Pick<AppContext, 'db'>,
  cached: AccountRow,
): Promise<{ enabledAt: Date | null; recoveryCodesLeft: number }> {
  // Fresh: the session's account may come from the short-lived cache.
  const account = (await findAccountById(ctx.db, cached.id)) ?? cached
  const enabledAt = account.totp_enabled_at
  return {
    enabledAt: enabledAt ? new Date(enabledAt) : null,
    recoveryCodesLeft: enabledAt ? await recoveryCodesLeft(ctx.db, 'accounts', account.id) : 0,
  }
}

/** A new pending authenticator secret, to be proved by confirmTwoStep. */
export async function startTwoStep(ctx: AppContext, account: AccountRow, sessionHash: string) {
  await requireRecentProof(ctx, sessionHash)
  const secret = newTotpSecret()
  // Starting again (a lost QR code) replaces the pending secret.
  if (!(await startEnrolment(ctx.db, account.id, secret, ctx.now()))) {
    throw new ApiError(Code.twoStepAlreadyOn)
  }
  return { secret, otpauthUri: otpauthUri('accounts', account.email, secret) }
}

/** Proves a code of the pending secret and turns two-step sign-in on: the new recovery codes. */
export async function confirmTwoStep(
  ctx: AppContext,
  account: AccountRow,
  code: string,
): Promise<string[]> {
  const now = ctx.now()
  if (account.totp_enabled_at) throw new ApiError(Code.twoStepAlreadyOn)
  const pending = account.totp_pending_secret
  const live = account.totp_pending_expires_at && account.totp_pending_expires_at > now
  if (!pending || !live) {
    throw new ApiError(Code.invalidParameter, { status: 200, reason: 'twoStepNotStarted' })
  }
  await proveAccountCode(ctx, account, code, { totpSecret: pending, allowRecovery: false })
  const recoveryCodes = await transact(ctx, async (tx) => {
    // A confirmation racing this one (or a new start) got there first.
    if (!(await enableTwoStep(tx, account.id, pending, now))) {
      throw new ApiError(Code.twoStepAlreadyOn)
    }
    return newCodesFor(ctx, tx, account)
  })
  sendSecurityNotice(ctx, account.email, { kind: 'twoStepOn' })
  return recoveryCodes
}

/** Turns two-step sign-in off with the password and a code (or a recovery code). */
export async function disableTwoStep(
  ctx: AppContext,
  account: AccountRow,
  password: string,
  code: string,
): Promise<void> {
  if (!account.totp_enabled_at) throw new ApiError(Code.twoStepNotOn)
  if (!(await verifyPassword(password, account.password_hash))) {
    throw new ApiError(Code.wrongAccountOrPassword)
  }
  await proveAccountCode(ctx, account, code, {
    totpSecret: account.totp_secret,
    allowRecovery: true,
  })
  // Passkeys stay: they sign in on their own.
  const removed = await transact(ctx, (tx) =>
    removeSecondFactors(tx, account.id, ctx.now(), { passkeys: false }),
  )
  if (!removed) throw new ApiError(Code.twoStepNotOn)
  sendSecurityNotice(ctx, account.email, { kind: 'twoStepOff' })
}

/** Ten new recovery codes in place of the old ones. */
export async function renewRecoveryCodes(
  ctx: AppContext,
  account: AccountRow,
  sessionHash: string,
): Promise<string[]> {
  if (!account.totp_enabled_at) throw new ApiError(Code.twoStepNotOn)
  // The recent proof included an authenticator code, since two-step sign-in is on.
  await requireRecentProof(ctx, sessionHash)
  const recoveryCodes = await transact(ctx, (tx) => newCodesFor(ctx, tx, account))
  sendSecurityNotice(ctx, account.email, { kind: 'recoveryCodesRenewed' })
  return recoveryCodes
}

/** Ten new recovery codes for the account, replacing the old ones (call it in a transaction). */
async function newCodesFor(ctx: Pick<AppContext, 'secret'>, tx: Db, account: AccountRow) {
  const codes = newRecoveryCodes()
  await replaceRecoveryCodes(
    tx,
    'accounts',
    account.id,
    codes.map((code) => recoveryCodeHash(ctx.secret, 'accounts', account.id, code)),
  )
  return codes
}
