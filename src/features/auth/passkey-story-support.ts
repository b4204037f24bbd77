// What the sign-in stories need for the second step and passkeys: the second step the server
// answers 31001 with, and a browser without WebAuthn (the passkey prompt's stand-in is
// mocks/passkey-prompt.ts).
import type { SecondStep, SecondStepMethod } from '@generated/model'
import { failure } from '@mocks/envelopes'
import { answer } from '@mocks/handlers'
import { Code } from '@generated/error-catalogue'

/** A second step as in the contract's example E31001; with a passkey, its request options. */
export function secondStepFixture(
  methods: SecondStepMethod[] = ['totp', 'recovery', 'passkey'],
): SecondStep {
  return {
    stepToken: 'st_Xq3Lr8Tn2Vb7Kd9Fh4Jm6PBn5Wc2Yz8Qa1Rt7',
    expiresAt: '2026-03-05T09:46:00.000Z',
    methods,
    passkeyOptions: methods.includes('passkey')
      ? {
          // base64url of "sample-challenge-for-second-step"
          challenge: 'c2FtcGxlLWNoYWxsZW5nZS1mb3Itc2Vjb25kLXN0ZXA',
          timeout: 300000,
          userVerification: 'preferred',
          allowCredentials: [
            { id: 'Y3JlZGVudGlhbC1pZC0x', type: 'public-key', transports: ['internal'] },
          ],
        }
      : null,
  }
}

/** accountLogin: the password was right, the account asks for a second step (31001). */
export const answerSecondStep = (step: SecondStep = secondStepFixture()) =>
  answer('accountLogin', { ...failure(Code.secondStepRequired, 'accountLogin'), data: step })

/** For a story's `beforeEach`: a browser without WebAuthn. Returns the clean-up. */
export function withoutWebAuthn() {
  const own = Object.getOwnPropertyDescriptor(window, 'PublicKeyCredential')
  Object.defineProperty(window, 'PublicKeyCredential', { value: undefined, configurable: true })
  return () => {
    if (own) Object.defineProperty(window, 'PublicKeyCredential', own)
  }
}
