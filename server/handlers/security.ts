import type { AppContext, TagHandlers } from '../context.ts'
import { maskAddress } from '../lib/client-address.ts'
import { readUserAgent } from '../lib/user-agent.ts'
import {
  listAccountPasskeys,
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
} from '../services/passkeys.ts'
import { verifyIdentity } from '../services/recent-proof.ts'
import { endOtherSessions, endSession, listSessions } from '../services/sessions.ts'
import { answerSecondStep, passkeySignInOptions, signInWithPasskey } from '../services/sign-in.ts'
import {
  confirmTwoStep,
  disableTwoStep,
  renewRecoveryCodes,
  startTwoStep,
  twoStepStatus,
} from '../services/two-step.ts'

/**
 * A developer's security (tag `security`): their sessions, the proof of who is using this one,
 * two-step sign-in, passkeys, and the sign-ins that use them (the second step, a passkey alone).
 */
export function securityHandlers(ctx: AppContext): TagHandlers<'security'> {
  return {
    async listSessions({ session }) {
      const { account, hash } = await session()
      return (await listSessions(ctx, account.id, hash)).map((row) => {
        const agent = readUserAgent(row.userAgent)
        return {
          id: row.publicId,
          browser: agent.browser,
          os: agent.os,
          address: maskAddress(row.address),
          createdAt: row.createdAt.toISOString(),
          lastActiveAt: row.lastSeenAt.toISOString(),
          current: row.current,
        }
      })
    },

    async endSession({ body, session }) {
      const { account } = await session()
      await endSession(ctx, account.id, body.id)
      return null
    },

    async endOtherSessions({ session }) {
      const { account, hash } = await session()
      return { ended: await endOtherSessions(ctx, account.id, hash) }
    },

    async getAccountSecurity({ session }) {
      const { account } = await session()
      const { enabledAt, recoveryCodesLeft } = await twoStepStatus(ctx, account)
      return {
        twoStep: {
          enabled: enabledAt !== null,
          enabledAt: enabledAt?.toISOString() ?? null,
          recoveryCodesLeft,
        },
        passkeys: await listAccountPasskeys(ctx, account.id),
      }
    },

    async verifyIdentity({ body, session }) {
      const verifiedUntil = await verifyIdentity(ctx, await session(), body)
      return { verifiedUntil: verifiedUntil.toISOString() }
    },

    async startTwoStep({ session }) {
      const { account, hash } = await session()
      return startTwoStep(ctx, account, hash)
    },

    async confirmTwoStep({ body, session }) {
      const { account } = await session()
      return { recoveryCodes: await confirmTwoStep(ctx, account, body.code) }
    },

    async disableTwoStep({ body, session }) {
      const { account } = await session()
      await disableTwoStep(ctx, account, body.password, body.code)
      return null
    },

    async renewRecoveryCodes({ session }) {
      const { account, hash } = await session()
      return { recoveryCodes: await renewRecoveryCodes(ctx, account, hash) }
    },

    async passkeyRegistrationOptions({ session }) {
      const { account, hash } = await session()
      return { ...(await passkeyRegistrationOptions(ctx, account, hash)) }
    },

    async registerPasskey({ body, session }) {
      const { account, hash } = await session()
      return registerPasskey(ctx, account, hash, body.credential, body.name)
    },

    async removePasskey({ body, session }) {
      const { account, hash } = await session()
      await removePasskey(ctx, account, hash, body.id)
      return null
    },

    async accountLoginSecondStep({ body, ip, userAgent }) {
      const answer = { code: body.code, credential: body.credential }
      return answerSecondStep(ctx, body.stepToken, answer, { ip, userAgent })
    },

    async passkeyLoginOptions() {
      const { challengeId, options } = await passkeySignInOptions(ctx)
      return { challengeId, options: { ...options } }
    },

    async passkeyLogin({ body, ip, userAgent }) {
      return signInWithPasskey(ctx, body.challengeId, body.credential, { ip, userAgent })
    },
  }
}
