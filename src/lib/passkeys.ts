import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser'
import type { PasskeyOptions } from '@generated/model'

// The browser's side of passkeys, for the login page (sign in, second step) and the security page
// (create). @simplewebauthn/browser is imported only when a passkey is asked for, so no page's
// first load carries it (docs/performance.md, "Size budget").

/**
 * Whether this browser has WebAuthn: the test of @simplewebauthn/browser's
 * `browserSupportsWebAuthn` (which its calls run again), written out here because importing it
 * would bring the whole library into the page's first load. Only known in the browser: read it
 * after hydration.
 */
export const browserHasWebAuthn = () => typeof globalThis.PublicKeyCredential === 'function'

/**
 * How the browser's refusal reads to the user: `cancelled` when they closed the browser's dialog
 * or it timed out (WebAuthn gives both as NotAllowedError, on purpose) or it was aborted,
 * `exists` when this authenticator already holds one of the account's passkeys (the server's
 * excludeCredentials), else `failed`.
 */
export function browserRefusal(error: unknown): 'cancelled' | 'exists' | 'failed' {
  const name = error instanceof Error ? error.name : ''
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled'
  if (name === 'InvalidStateError') return 'exists'
  return 'failed'
}

// The server builds the options with @simplewebauthn/server; the contract names only their
// challenge, and the rest is handed to the browser as it came.

/** Creates a passkey for the server's creation options: the JSON `registerPasskey` takes. */
export async function createPasskey(options: PasskeyOptions): Promise<string> {
  const { startRegistration } = await import('@simplewebauthn/browser')
  const optionsJSON = options as unknown as PublicKeyCredentialCreationOptionsJSON
  return JSON.stringify(await startRegistration({ optionsJSON }))
}

/**
 * Asks for a passkey answering the server's request options: the JSON the server verifies, or
 * null when the user cancelled (see `browserRefusal`). Any other refusal throws.
 */
export async function askForPasskey(options: PasskeyOptions): Promise<string | null> {
  const { startAuthentication } = await import('@simplewebauthn/browser')
  const optionsJSON = options as unknown as PublicKeyCredentialRequestOptionsJSON
  try {
    return JSON.stringify(await startAuthentication({ optionsJSON }))
  } catch (error) {
    if (browserRefusal(error) === 'cancelled') return null
    throw error
  }
}

/** The device this browser runs on, for a passkey's suggested name ("Windows", "iPhone"). */
export function deviceName(userAgent = globalThis.navigator?.userAgent ?? ''): string | undefined {
  const known: [RegExp, string][] = [
    [/iPhone/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/Android/, 'Android'],
    [/CrOS/, 'ChromeOS'],
    [/Mac OS X|Macintosh/, 'Mac'],
    [/Windows/, 'Windows'],
    [/Linux/, 'Linux'],
  ]
  return known.find(([pattern]) => pattern.test(userAgent))?.[1]
}
