// The two sessions' tokens: the developer's, kept across visits, and the staff console's, kept for
// the browser tab only. The mutator (src/lib/api/api-client.ts) sends each to its own calls only, and
// ends it when one of those calls answers 10005; the developer's session and the staff console
// listen for that end.

function tokenStore(storage: () => Storage | undefined, key: string) {
  const invalidListeners = new Set<() => void>()
  const clear = () => storage()?.removeItem(key)
  return {
    get: (): string | null => storage()?.getItem(key) ?? null,
    set: (token: string) => storage()?.setItem(key, token),
    clear,
    /** A call answered 10005: the token is dropped and the listeners are told. */
    invalidate() {
      clear()
      invalidListeners.forEach((listener) => listener())
    },
    /** Tells `listener` when a call answers 10005; returns the function that stops it. */
    onInvalid(listener: () => void): () => void {
      invalidListeners.add(listener)
      return () => invalidListeners.delete(listener)
    },
  }
}

export const sessionToken = tokenStore(() => globalThis.localStorage, 'portal.token')

/**
 * The staff console's session, apart from the developer's: its own token, sent only to the staff
 * calls (/api/staff/, in the `staff-token` header).
 */
export const staffToken = tokenStore(() => globalThis.sessionStorage, 'portal.staffToken')
