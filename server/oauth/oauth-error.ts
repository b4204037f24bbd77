/**
 * How talking to a vendor failed, as the binding tells the developer:
 * - `unreachable`: the vendor did not answer in time, or not as an authorisation server does
 *   (discovery failed, a network error, a timeout, an address it may not be reached at);
 * - `denied`: the vendor sent the browser back with an `error` (the developer refused, most often
 *   `access_denied`);
 * - `token`: the vendor refused the code (spent or wrong code, PKCE verifier, client
 *   authentication) or its answer failed the checks (issuer, nonce, ID token);
 * - `info`: the developer's information or qualification could not be read, or has no id.
 */
export type OAuthFailure = 'unreachable' | 'denied' | 'token' | 'info'

export class OAuthError extends Error {
  override name = 'OAuthError'
  readonly kind: OAuthFailure
  constructor(kind: OAuthFailure, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.kind = kind
  }
}

/** A request to a vendor that got no answer: the network, or the timeout. */
export class VendorUnreachableError extends Error {
  override name = 'VendorUnreachableError'
}

/** Whether `error` or one of its causes is a request that got no answer. */
export function noAnswer(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth++) {
    if (current instanceof VendorUnreachableError) return true
    const { name, code } = current as { name?: string; code?: string }
    // openid-client's own timeout and abort (the body of an answer cut short by its signal).
    if (code === 'OAUTH_TIMEOUT' || code === 'OAUTH_ABORT' || name === 'TimeoutError') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * What went wrong, with the OAuth error codes the vendor gave (`invalid_grant`, and those of a
 * WWW-Authenticate challenge), for logs and the error's message.
 */
export function failureText(error: unknown): string {
  const parts: string[] = []
  const add = (text: unknown) => {
    if (typeof text === 'string' && text && !parts.includes(text)) parts.push(text)
  }
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (Array.isArray(current)) {
      // A WWW-Authenticate challenge's parameters.
      for (const challenge of current as { parameters?: { error?: string } }[]) {
        add(challenge.parameters?.error)
      }
      break
    }
    const { message, error: code } = current as { message?: string; error?: string }
    add(code)
    add(message)
    current = (current as { cause?: unknown }).cause
  }
  return parts.join(': ') || String(error)
}
