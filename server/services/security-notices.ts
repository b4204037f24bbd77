import type { AppContext } from '../context.ts'
import { maskAddress } from '../lib/client-address.ts'
import type { UserAgentInfo } from '../lib/user-agent.ts'
import { newDeviceSignInMail, securityChangeMail, type SecurityChange } from '../mail/messages.ts'
import { publicBase } from '../settings.ts'
import { linkedPages } from '../../rules/linked-pages.ts'
import { sendNotice } from './notices.ts'

// The mails that tell a developer how their account was signed in to or how its sign-in changed:
// each points to the security page, where a session can be ended and a second factor managed.

type NoticeDeps = Pick<AppContext, 'settings' | 'mailer' | 'log' | 'now'>

/** The account's security page, where mails send the developer. */
export const securityUrl = (ctx: Pick<AppContext, 'settings'>) =>
  `${publicBase(ctx.settings)}${linkedPages.security}`

/** Tells the account's owner of a change to how they sign in (two-step sign-in, passkeys). */
export function sendSecurityNotice(ctx: NoticeDeps, to: string, change: SecurityChange) {
  sendNotice(ctx, securityChangeMail(to, change, ctx.now(), securityUrl(ctx)), 'a security notice')
}

/** Tells the account's owner of a sign-in from a device not seen for a while. */
export function sendNewDeviceNotice(
  ctx: NoticeDeps,
  to: string,
  signIn: { at: Date; agent: UserAgentInfo; ip: string },
) {
  const mail = newDeviceSignInMail(to, {
    at: signIn.at,
    browser: signIn.agent.browser,
    os: signIn.agent.os,
    address: maskAddress(signIn.ip),
    securityUrl: securityUrl(ctx),
  })
  sendNotice(ctx, mail, 'a sign-in notice')
}
