import type { SecondStep, SecondStepMethod, Session } from '../../generated/model/index.ts'
import type { AppContext } from '../context.ts'
import { ApiError } from '../lib/api-error.ts'
import {
  hashPassword,
  needsRehash,
  randomToken,
  sha256,
  verifyNothing,
  verifyPassword,
} from '../lib/crypto.ts'
import { readUserAgent } from '../lib/user-agent.ts'
import {
  findAccountByEmail,
  findAccountById,
  normaliseEmail,
  updateAccount,
  type AccountRow,
} from '../repositories/accounts.ts'
import { consumeTicket } from '../repositories/captchas.ts'
import { deviceKey, rememberDevice } from '../repositories/known-devices.ts'
import { countLoginAttempt, settleLoginFailures } from '../repositories/login-failures.ts'
import { createChallenge, listPasskeys } from '../repositories/passkeys.ts'
import { recoveryCodesLeft } from '../repositories/second-factor.ts'
import {
  countStepAnswer,
  createLoginStep,
  loginStepPending,
  MAX_STEP_ANSWERS,
  spendLoginStep,
} from '../repositories/two-step.ts'
import { proveAccountCode } from './second-factor.ts'
import { sendNewDeviceNotice, sendSecurityNotice } from './security-notices.ts'
import { provePasskey, requestOptions } from './webauthn.ts'
import { Code } from '../../generated/error-catalogue.ts'

// A developer's sign-in, whichever way they prove who they are: the password (and, with two-step
// sign-in on, a second step), or a passkey alone. Every sign-in's session opens here
// (openSession); the one other place a developer's session opens is registration, which opens
// the account's first session in its own transaction, with the device remembered there and no
// notice.

/** Where the caller is: the session keeps it, the new-device notice tells it. */
export interface SignInClient {
  ip: string
  userAgent: string
}

/** The wrong password that makes the login captcha required (specification §4). */
const CAPTCHA_AFTER_FAILURES = 3

/**
 * Signs in with the e-mail and password (and the login captcha's ticket after three wrong
 * passwords). With two-step sign-in on, answers 31001 carrying the second step instead.
 */
export async function signInWithPassword(
  ctx: AppContext,
  credentials: { email: string; password: string; ticket?: string },
  client: SignInClient,
): Promise<Session> {
  const email = normaliseEmail(credentials.email)
  const now = ctx.now()
  // The attempt is counted before the password is checked, in one statement that returns the
  // count: concurrent attempts get distinct numbers, and only the first three check a
  // password without a captcha. Unknown e-mails are counted the same way.
  const attempt = await countLoginAttempt(ctx.db, email, now)
  const captchaRequired = attempt > CAPTCHA_AFTER_FAILURES
  if (captchaRequired && !(await consumeTicket(ctx.db, credentials.ticket, 'login', now))) {
    throw new ApiError(Code.wrongPasswordCaptchaNeeded)
  }
  const account = await findAccountByEmail(ctx.db, email)
  // An unknown e-mail spends the time of a password check too.
  const right = account
    ? await verifyPassword(credentials.password, account.password_hash)
    : await verifyNothing(credentials.password)
  // A frozen account does not tell whether the password was right (the attempt stays counted).
  if (account?.status === 'frozen') throw new ApiError(Code.accountFrozen)
  if (!account || !right) {
    if (captchaRequired) throw new ApiError(Code.wrongPasswordCaptchaNeeded)
    throw new ApiError(
      attempt >= CAPTCHA_AFTER_FAILURES ? Code.loginCaptchaRequired : Code.wrongEmailOrPassword,
    )
  }
  // A hash of an older scheme or cost is replaced now that the password is known.
  if (needsRehash(account.password_hash)) {
    const upgraded = await hashPassword(credentials.password)
    await updateAccount(ctx.db, account.id, { password_hash: upgraded }, now)
  }
  // The password was right: the failures before this attempt are settled either way.
  await settleLoginFailures(ctx.db, email, attempt)
  // With two-step sign-in on, the session waits for the second step (31001 carries it).
  if (account.totp_enabled_at) {
    throw new ApiError(Code.secondStepRequired, { data: await beginSecondStep(ctx, account) })
  }
  return openSession(ctx, account, client)
}

/**
 * A sign-in whose password was right, for an account with two-step sign-in on: the step to take.
 * No session yet, and no device remembered.
 */
async function beginSecondStep(ctx: AppContext, account: AccountRow): Promise<SecondStep> {
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

/** Answers the second step of a password sign-in: an authenticator or recovery code, or a passkey. */
export async function answerSecondStep(
  ctx: AppContext,
  stepToken: string,
  answer: { code?: string; credential?: string },
  client: SignInClient,
): Promise<Session> {
  const hasCode = answer.code !== undefined
  const hasCredential = answer.credential !== undefined
  if (!hasCode && !hasCredential) throw new ApiError(Code.missingParameter)
  if (hasCode && hasCredential) throw new ApiError(Code.invalidParameter)
  const now = ctx.now()
  const stepHash = sha256(stepToken)
  // Counted before anything is checked: a burst of answers gets at most MAX_STEP_ANSWERS
  // checked, and the right one arriving after them is refused too.
  const counted = await countStepAnswer(ctx.db, stepHash, now)
  if (!counted || counted.answer > MAX_STEP_ANSWERS) throw new ApiError(Code.signInExpired)
  const account = await findAccountById(ctx.db, counted.accountId)
  // Two-step sign-in turned off meanwhile (an approved recovery): sign in again.
  if (!account?.totp_enabled_at) throw new ApiError(Code.signInExpired)
  if (account.status === 'frozen') throw new ApiError(Code.accountFrozen)
  let method: 'totp' | 'recovery' | 'passkey'
  if (answer.code !== undefined) {
    method = await proveAccountCode(ctx, account, answer.code, {
      totpSecret: account.totp_secret,
      allowRecovery: true,
    })
  } else {
    const proved = await provePasskey(ctx, answer.credential!, {
      purpose: 'secondStep',
      stepHash,
      accountId: account.id,
    })
    if (!proved) throw new ApiError(Code.passkeyFailed)
    method = 'passkey'
  }
  // Used once: of two right answers racing, one signs in.
  if (!(await spendLoginStep(ctx.db, stepHash, now))) throw new ApiError(Code.signInExpired)
  const session = await openSession(ctx, account, client)
  // A password change or reset, a recovery or a freeze that ended the account's pending
  // sign-ins while this one was answered: its session goes too.
  if (!(await loginStepPending(ctx.db, stepHash))) {
    await ctx.sessions.end(sha256(session.token))
    throw new ApiError(Code.signInExpired)
  }
  if (method === 'recovery') {
    const left = await recoveryCodesLeft(ctx.db, 'accounts', account.id)
    sendSecurityNotice(ctx, account.email, { kind: 'recoveryCodeSignIn', left })
  }
  return session
}

/** A challenge for signing in with any passkey the browser holds (or for verifyIdentity). */
export async function passkeySignInOptions(ctx: AppContext) {
  const options = await requestOptions(ctx.settings, undefined)
  const challengeId = await createChallenge(ctx.db, options.challenge, 'signIn', {}, ctx.now())
  return { challengeId, options }
}

/** Signs in with a passkey alone (user verification required), answering a sign-in challenge. */
export async function signInWithPasskey(
  ctx: AppContext,
  challengeId: string,
  credential: string,
  client: SignInClient,
): Promise<Session> {
  const passkey = await provePasskey(ctx, credential, { purpose: 'signIn', challengeId })
  if (!passkey) throw new ApiError(Code.passkeyFailed)
  const account = await findAccountById(ctx.db, passkey.account_id)
  if (!account) throw new ApiError(Code.passkeyFailed)
  // Told only to someone who holds the passkey.
  if (account.status === 'frozen') throw new ApiError(Code.accountFrozen)
  return openSession(ctx, account, client)
}

/**
 * Opens the session of a sign-in: the device is remembered and a device not seen for 90 days
 * gets the account a notice.
 */
async function openSession(
  ctx: AppContext,
  account: AccountRow,
  client: SignInClient,
): Promise<Session> {
  const now = ctx.now()
  // Statements of their own, not a transaction: none needs another to have happened (a failure
  // between them leaves a sign-in to repeat), and on PGlite a transaction would hold the one
  // database thread across every round trip to a busy event loop.
  const agent = readUserAgent(client.userAgent)
  const newDevice = await rememberDevice(ctx.db, account.id, deviceKey(agent, client.ip), now)
  const session = await ctx.sessions.create(ctx.db, account.id, client)
  if (newDevice) sendNewDeviceNotice(ctx, account.email, { at: now, agent, ip: client.ip })
  return { token: session.token, expiresAt: session.expiresAt.toISOString() }
}
