import { expect, it } from 'vitest'
import { setFrozen } from './services/account-freeze.ts'
import { SoftAuthenticator } from './test/authenticator.ts'
import {
  describeBackends,
  PASSWORD,
  registerUser,
  ticketFor,
  type TestApp,
} from './test/harness.ts'
import { nextStep, totpCode } from './test/staff.ts'
import {
  originOf,
  passwordStep,
  proveIdentity,
  turnOnTwoStep,
  type TwoStepUser,
} from './test/two-step.ts'

// A sign-in that waits for its second step was begun with the password: whatever ends the
// account's sessions because of the password (a reset, a change), or ends them all (a freeze,
// ending the other sessions), ends that step and the passkey challenges issued to the account.

const answer = (t: TestApp, stepToken: string, code: string) =>
  t.call('accountLoginSecondStep', { body: { stepToken, code } })

async function resetPassword(t: TestApp, email: string, password = 'Another123') {
  const sent = await t.call('sendEmailVerificationCode', {
    body: { email, purpose: 'findPassword', ticket: await ticketFor(t, 'findPassword') },
  })
  expect(sent.code).toBe(0)
  const reset = await t.call('findPassword', {
    body: { email, emailCode: t.mailer.codeFor(email), password },
  })
  expect(reset.code).toBe(0)
}

/** A step begun with the password, and a passkey registration begun on the session, then `end`. */
async function pendingThen(t: TestApp, end: (user: TwoStepUser) => Promise<void>) {
  const user = await turnOnTwoStep(t, await registerUser(t))
  const step = await passwordStep(t, user.email)
  await proveIdentity(t, user)
  const options = await t.call('passkeyRegistrationOptions', { token: user.token })
  expect(options.code).toBe(0)
  await end(user)
  return { user, step, options: options.data }
}

describeBackends('sign-ins waiting for their second step', (t) => {
  it('end with a password reset: a right recovery code opens no session', async () => {
    const { user, step } = await pendingThen(t(), (user) => resetPassword(t(), user.email))
    expect((await answer(t(), step.stepToken, user.recoveryCodes[0]!)).code).toBe(31003)
    // The new password's sign-in takes its second step as usual.
    const login = await t().call('accountLogin', {
      body: { email: user.email, password: 'Another123' },
    })
    expect(login.code).toBe(31001)
    expect((await answer(t(), login.data.stepToken, user.recoveryCodes[0]!)).code).toBe(0)
  })

  it('end with a password change, with the registration challenge of the session that changed it', async () => {
    const { user, step, options } = await pendingThen(t(), async (user) => {
      const changed = await t().call('updatePassword', {
        token: user.token,
        body: { oldPassword: PASSWORD, newPassword: 'Another123' },
      })
      expect(changed.code).toBe(0)
    })
    expect((await answer(t(), step.stepToken, user.recoveryCodes[0]!)).code).toBe(31003)
    nextStep(t())
    expect((await answer(t(), step.stepToken, await totpCode(t(), user.secret))).code).toBe(31003)
    // The challenge issued before the change answers nothing any more, even on a new proof.
    const verified = await t().call('verifyIdentity', {
      token: user.token,
      body: { password: 'Another123', code: await totpCode(t(), user.secret) },
    })
    expect(verified.code).toBe(0)
    const credential = new SoftAuthenticator().create(options, { origin: originOf(t()) })
    const late = await t().call('registerPasskey', {
      token: user.token,
      body: { name: 'Late', credential },
    })
    expect(late.code).toBe(31007)
  })

  it('end with a freeze, and stay ended after the unfreeze', async () => {
    const { user, step } = await pendingThen(t(), async (user) => {
      await setFrozen(t().app.ctx, user.email, true)
      await setFrozen(t().app.ctx, user.email, false)
    })
    expect((await answer(t(), step.stepToken, user.recoveryCodes[0]!)).code).toBe(31003)
  })

  it('end when the developer ends their other sessions', async () => {
    const { user, step } = await pendingThen(t(), async (user) => {
      const ended = await t().call('endOtherSessions', { token: user.token })
      expect(ended.code).toBe(0)
    })
    expect((await answer(t(), step.stepToken, user.recoveryCodes[0]!)).code).toBe(31003)
  })

  it('a second step that races a password reset keeps no session', async () => {
    const user = await turnOnTwoStep(t(), await registerUser(t()))
    for (let round = 0; round < 3; round++) {
      const step = await passwordStep(t(), user.email)
      const [signedIn] = await Promise.all([
        answer(t(), step.stepToken, user.recoveryCodes[round]!),
        resetPassword(t(), user.email, PASSWORD),
      ])
      // Whichever came first, a session it answered with does not outlive the reset.
      if (signedIn.code === 0) {
        const info = await t().call('queryAccountInfo', { token: signedIn.data.token })
        expect(info.code).toBe(10005)
      } else {
        expect(signedIn.code).toBe(31003)
      }
      // Past the e-mail code's cooldown.
      t().clock.advance(61_000)
    }
  })
})
