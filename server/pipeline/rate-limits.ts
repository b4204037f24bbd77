import type { AppContext } from '../context.ts'
import { ApiError } from '../lib/api-error.ts'
import { clientKey } from '../lib/client-address.ts'
import type { Operation } from '../lib/contract.ts'
import { normaliseEmail, type AccountRow } from '../repositories/accounts.ts'
import type { Settings } from '../settings.ts'
import { Code } from '../../generated/error-catalogue.ts'

type Bucket = Exclude<keyof Settings['rateLimits'], 'target'> | 'upload'

export interface LimitRule {
  /** The per-client-address limit that guards the operation. */
  bucket: Bucket
  /** The account or address the call is about: limited too (RATE_LIMIT_TARGET_PER_MINUTE). */
  target?: (body: Record<string, unknown>, account: AccountRow | undefined) => string | undefined
  /** The target is held to the bucket's own limit instead of RATE_LIMIT_TARGET_PER_MINUTE. */
  targetAtBucketLimit?: boolean
}

/** A bucket's calls per minute: the rate-limit settings', and the open platform's uploads. */
const perMinute = (settings: Settings, bucket: Bucket) =>
  bucket === 'upload' ? settings.apps.uploadsPerMinute : settings.rateLimits[bucket]

const email = (body: Record<string, unknown>) =>
  typeof body.email === 'string' ? `email:${normaliseEmail(body.email)}` : undefined
const account = (_body: unknown, row: AccountRow | undefined) =>
  row ? `account:${row.id}` : undefined

/** Which limits guard which operation; each of them lists 443 in the contract (checked at start). */
export const LIMITS: Record<string, LimitRule> = {
  getVerificationCode: { bucket: 'captcha' },
  accountLogin: { bucket: 'login', target: email },
  // The other ways into an account: per address like the password (the step's answers and the
  // account's codes are counted apart, in the database).
  accountLoginSecondStep: { bucket: 'login' },
  passkeyLoginOptions: { bucket: 'login' },
  passkeyLogin: { bucket: 'login' },
  sendEmailVerificationCode: { bucket: 'code', target: email },
  queryAccountByEmail: { bucket: 'code', target: email },
  register: { bucket: 'code', target: email },
  findPassword: { bucket: 'code', target: email },
  updateEmailApply: { bucket: 'code', target: email },
  sendConfirmSms: {
    bucket: 'code',
    target: (body) => (typeof body.phone === 'string' ? `phone:${body.phone}` : undefined),
  },
  updatePassword: { bucket: 'code', target: account },
  // A password guessed through a session someone got hold of: limited like a password change.
  verifyIdentity: { bucket: 'code', target: account },
  updateEmail: { bucket: 'code', target: account },
  // The staff console: sign-in per address and per staff e-mail (apart from developer e-mails);
  // the set-up link's calls per address (its token is 256 random bits, its codes counted apart).
  staffLogin: {
    bucket: 'login',
    target: (body) =>
      typeof body.email === 'string' ? `staff:${normaliseEmail(body.email)}` : undefined,
  },
  staffSetupStart: { bucket: 'login' },
  staffSetupConfirm: { bucket: 'login' },
  // Uploads are read whole and checked: per address and per account (APP_UPLOADS_PER_MINUTE),
  // counted before the body is read (run-operation.ts).
  uploadVersion: { bucket: 'upload', target: account, targetAtBucketLimit: true },
  uploadIcon: { bucket: 'upload', target: account, targetAtBucketLimit: true },
  addScreenshot: { bucket: 'upload', target: account, targetAtBucketLimit: true },
}

/** The address limit, before anything else: 443 once the client's address used its bucket. */
export async function limitAddress(
  ctx: Pick<AppContext, 'limiter' | 'settings'>,
  op: Operation,
  ip: string,
): Promise<void> {
  const rule = LIMITS[op.operationId]
  if (!rule) return
  const allowed = await ctx.limiter.hit(
    `${rule.bucket}:ip:${clientKey(ip)}`,
    perMinute(ctx.settings, rule.bucket),
  )
  if (!allowed) throw new ApiError(Code.busy)
}

/**
 * The target limit, once the input is valid: 443 once the account or address the call is about
 * was asked about too often, from any number of client addresses.
 */
export async function limitTarget(
  ctx: Pick<AppContext, 'limiter' | 'settings'>,
  op: Operation,
  body: Record<string, unknown>,
  account: AccountRow | undefined,
): Promise<void> {
  const rule = LIMITS[op.operationId]
  const target = rule?.target?.(body, account)
  if (!rule || !target) return
  const limit = rule.targetAtBucketLimit
    ? perMinute(ctx.settings, rule.bucket)
    : ctx.settings.rateLimits.target
  if (!(await ctx.limiter.hit(`${rule.bucket}:target:${target}`, limit))) {
    throw new ApiError(Code.busy)
  }
}
