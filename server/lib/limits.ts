import { normaliseEmail } from '../repositories/accounts.ts'
import { ipv6Groups } from './client-address.ts'
import type { AccountRow } from '../repositories/accounts.ts'
import type { Settings } from '../settings.ts'

type Bucket = Exclude<keyof Settings['rateLimits'], 'target'>

export interface LimitRule {
  /** The per-client-address limit that guards the operation. */
  bucket: Bucket
  /** The account or address the call is about: limited too (RATE_LIMIT_TARGET_PER_MINUTE). */
  target?: (body: Record<string, unknown>, account: AccountRow | undefined) => string | undefined
}

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
}

/**
 * The key of a client address: IPv4 as is, IPv6 by its /64 (one host usually holds a whole /64,
 * so counting single addresses would let it rotate past every limit).
 */
export function clientKey(ip: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (v4) return v4[1]!
  const groups = ipv6Groups(ip)
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : ip
}
