import { vi } from 'vitest'

/**
 * Gives a Node test a `localStorage` of its own (Vitest's node environment has none), optionally
 * holding a session token: the session check asks the API only when the browser holds a token.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function stubLocalStorage(entries: Record<string, string> = {}) {
  const store = new Map(Object.entries(entries))
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  })
}
