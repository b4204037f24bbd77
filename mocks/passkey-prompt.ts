// The browser's passkey prompt for stories, replaced by one that answers at once (or is
// cancelled), so that @simplewebauthn/browser runs for real on what the "authenticator" returns;
// with passkeyLoginOptions' challenge. The sign-in and the security page's stories share it.
import type { PasskeyChallenge } from '@generated/model'

/** passkeyLoginOptions' challenge, as in the contract's example. */
export const passkeyChallengeFixture: PasskeyChallenge = {
  challengeId: 'Ch4Ds6Mf1Ng8Vk2Zx5Cq7W',
  options: {
    // base64url of "sample-challenge-for-sign-in"
    challenge: 'c2FtcGxlLWNoYWxsZW5nZS1mb3Itc2lnbi1pbg',
    timeout: 300000,
    userVerification: 'required',
    allowCredentials: [],
  },
}

const bytes = (text: string) => new TextEncoder().encode(text).buffer
const base64url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** The fields of the assertion the stub returns, as text (its byte fields are these encoded). */
const assertion = {
  rawId: 'credential-id-1',
  authenticatorData: 'authenticator-data',
  clientDataJSON: '{"type":"webauthn.get"}',
  signature: 'signature',
  userHandle: 'user-1',
}

/** What the screen must send as `credential`: @simplewebauthn/browser's JSON of that assertion. */
export const passkeyCredentialJson = {
  id: base64url(assertion.rawId),
  rawId: base64url(assertion.rawId),
  response: {
    authenticatorData: base64url(assertion.authenticatorData),
    clientDataJSON: base64url(assertion.clientDataJSON),
    signature: base64url(assertion.signature),
    userHandle: base64url(assertion.userHandle),
  },
  type: 'public-key',
  clientExtensionResults: {},
  authenticatorAttachment: 'platform',
}

/** The challenges the stubbed prompt was asked to sign, decoded to text, oldest first. */
export const passkeyPrompts: string[] = []

/**
 * For a story's `beforeEach`: `navigator.credentials.get` answers with the assertion above, is
 * dismissed as a browser does when the developer closes its prompt (NotAllowedError), or fails
 * as where passkeys cannot be used (NotSupportedError). Returns the clean-up that puts the
 * browser's own back.
 */
export function stubPasskeyPrompt(outcome: 'answer' | 'cancel' | 'fail') {
  passkeyPrompts.length = 0
  const credentials = navigator.credentials
  const get = async (options?: CredentialRequestOptions) => {
    const challenge = options?.publicKey?.challenge
    passkeyPrompts.push(
      challenge ? new TextDecoder().decode(challenge as ArrayBuffer) : '(no challenge)',
    )
    if (outcome === 'cancel') {
      throw new DOMException(
        'The operation either timed out or was not allowed.',
        'NotAllowedError',
      )
    }
    if (outcome === 'fail') throw new DOMException('Not supported here.', 'NotSupportedError')
    return {
      id: base64url(assertion.rawId),
      rawId: bytes(assertion.rawId),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: {
        authenticatorData: bytes(assertion.authenticatorData),
        clientDataJSON: bytes(assertion.clientDataJSON),
        signature: bytes(assertion.signature),
        userHandle: bytes(assertion.userHandle),
      },
      getClientExtensionResults: () => ({}),
    } as unknown as Credential
  }
  Object.defineProperty(credentials, 'get', { value: get, configurable: true, writable: true })
  return () => {
    // The own property hides the prototype's method: removing it restores the browser's.
    delete (credentials as { get?: unknown }).get
  }
}
