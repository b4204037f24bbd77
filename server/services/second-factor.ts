import { randomInt } from 'node:crypto'
import { generateSecret, generateURI, verify } from 'otplib'
import type { AppContext } from '../context.ts'
import type { Db } from '../db/database.ts'
import { ApiError } from '../lib/api-error.ts'
import type { AccountRow } from '../repositories/accounts.ts'
import {
  countCodeAttempt,
  settleCodeAttempt,
  spendRecoveryCode,
  takeTotpStep,
  type FactorOwner,
} from '../repositories/second-factor.ts'
import { hmac } from '../lib/crypto.ts'
import { Code } from '../../generated/error-catalogue.ts'

// The second factor of staff members and of developers: TOTP as every authenticator app does it
// (SHA-1, 6 digits, 30-second steps, otplib's defaults), and single-use recovery codes.

/** The portal's name where another party shows it: authenticator apps, passkey prompts. */
export const PORTAL_NAME = 'Developer portal'

/** What an authenticator app lists the entry under: the console's apart from the portal's. */
const ISSUER: Record<FactorOwner, string> = {
  staff: `${PORTAL_NAME} staff`,
  accounts: PORTAL_NAME,
}
/** How far a code may be from the server's clock: one step either way (phone clocks drift). */
const TOLERANCE_SECONDS = 30

export const newTotpSecret = () => generateSecret()

export const otpauthUri = (owner: FactorOwner, email: string, secret: string) =>
  generateURI({ issuer: ISSUER[owner], label: email, secret })

/**
 * The time step a 6-digit code belongs to when it is right at `now` (± one step), else undefined.
 * The caller refuses a step not after the last one accepted, so a code works once.
 */
export async function totpStep(
  secret: string,
  code: string,
  now: Date,
): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
  })
  return result.valid && 'timeStep' in result ? result.timeStep : undefined
}

export const isRecoveryCode = (code: string) => /^[a-z0-9]{5}-[a-z0-9]{5}$/.test(code)

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'
const group = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')

/** Ten recovery codes `xxxxx-xxxxx` (about 51 bits each). */
export const newRecoveryCodes = () => Array.from({ length: 10 }, () => `${group()}-${group()}`)

const RECOVERY_PREFIX: Record<FactorOwner, string> = {
  staff: 'staff-recovery',
  accounts: 'account-recovery',
}

/** What the database keeps of a recovery code: keyed, and bound to its owner. */
export const recoveryCodeHash = (key: Buffer, owner: FactorOwner, id: string, code: string) =>
  hmac(key, `${RECOVERY_PREFIX[owner]}:${id}:${code}`)

export interface CodeCheck {
  db: Db
  /** The HMAC key of recovery codes (ctx.secret). */
  key: Buffer
  owner: FactorOwner
  id: string
  /** The proved authenticator's secret; null: no authenticator code can be right. */
  totpSecret: string | null
  allowRecovery: boolean
  /** Code checks allowed per window (CODE_WINDOW_MS); the next ones answer 'limit' unchecked. */
  maxChecks: number
  now: Date
}

/**
 * Checks an authenticator code (or, where allowed, a recovery code, then spent). The attempt is
 * counted before the check, in one statement, so at most `maxChecks` are checked per window
 * however many arrive at once; a right code takes itself off the count.
 */
export async function proveCode(
  check: CodeCheck,
  code: string,
): Promise<'totp' | 'recovery' | 'limit' | undefined> {
  const { db, owner, id, now } = check
  if ((await countCodeAttempt(db, owner, id, now)) > check.maxChecks) return 'limit'
  let proved: 'totp' | 'recovery' | undefined
  if (isRecoveryCode(code)) {
    const hash = recoveryCodeHash(check.key, owner, id, code)
    if (check.allowRecovery && (await spendRecoveryCode(db, owner, id, hash, now))) {
      proved = 'recovery'
    }
  } else if (check.totpSecret) {
    const step = await totpStep(check.totpSecret, code, now)
    // A step at or before the last one accepted is a replayed code.
    if (step !== undefined && (await takeTotpStep(db, owner, id, step))) proved = 'totp'
  }
  if (proved) await settleCodeAttempt(db, owner, id)
  return proved
}

/**
 * Code checks allowed per account in CODE_WINDOW_MS, however they come (second steps, confirm,
 * disable, renew); the next ones answer 31004 unchecked until the window passes.
 */
export const MAX_ACCOUNT_CODE_CHECKS = 10

/** Checks a code of a developer's account, counted towards its limit (31004) before it is checked. */
export async function proveAccountCode(
  ctx: Pick<AppContext, 'db' | 'secret' | 'now'>,
  account: AccountRow,
  code: string,
  options: { totpSecret: string | null; allowRecovery: boolean },
): Promise<'totp' | 'recovery'> {
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
