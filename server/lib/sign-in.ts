import type { AppContext } from '../context.ts'
import { newDeviceSignInMail, securityChangeMail, type SecurityChange } from '../mail/messages.ts'
import type { Mail } from '../mail/mailer.ts'
import type { AccountRow } from '../repositories/accounts.ts'
import { deviceKey, rememberDevice } from '../repositories/known-devices.ts'
import { publicBase } from '../settings.ts'
import { maskAddress } from './client-address.ts'
import { readUserAgent } from './user-agent.ts'

/** Where the caller is: the session keeps it, the new-device notice tells it. */
export interface SignInClient {
  ip: string
  userAgent: string
}

/** The account's security page, where mails send the developer. */
export const securityUrl = (ctx: AppContext) =>
  `${publicBase(ctx.settings)}/account/personal/security`

/**
 * Mails a notice without holding the answer (a slow mail server retries for seconds); a failed
 * mail is logged.
 */
export function sendNotice(ctx: AppContext, mail: Mail, what: string) {
  void ctx.mailer.send(mail).catch((error: unknown) => {
    ctx.log.error({ err: error }, `${what} could not be sent`)
  })
}

/** Tells the account's owner of a change to how they sign in (two-step sign-in, passkeys). */
export function sendSecurityNotice(ctx: AppContext, to: string, change: SecurityChange) {
  sendNotice(ctx, securityChangeMail(to, change, ctx.now(), securityUrl(ctx)), 'a security notice')
}

/**
 * Every sign-in of a developer opens its session here, whichever way they proved who they are
 * (password, password and a second step, passkey): the device is remembered and a device not seen
 * for 90 days gets the account a notice. (Registration opens the account's first session in its
 * own transaction, with the device remembered there and no notice.)
 */
export async function openSession(ctx: AppContext, account: AccountRow, client: SignInClient) {
  const now = ctx.now()
  // Statements of their own, not a transaction: none needs another to have happened (a failure
  // between them leaves a sign-in to repeat), and on PGlite a transaction would hold the one
  // database thread across every round trip to a busy event loop.
  const agent = readUserAgent(client.userAgent)
  const newDevice = await rememberDevice(ctx.db, account.id, deviceKey(agent, client.ip), now)
  const session = await ctx.sessions.create(ctx.db, account.id, client)
  if (newDevice) {
    const mail = newDeviceSignInMail(account.email, {
      at: now,
      browser: agent.browser,
      os: agent.os,
      address: maskAddress(client.ip),
      securityUrl: securityUrl(ctx),
    })
    sendNotice(ctx, mail, 'a sign-in notice')
  }
  return { token: session.token, expiresAt: session.expiresAt.toISOString() }
}
