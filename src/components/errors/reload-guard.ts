/** Spec section 9: after one automatic reload, another is refused for this long. */
export const RELOAD_GUARD_TTL_MS = 10_000

const RELOAD_KEY = 'portal.chunkReloadAt'

/**
 * A lazily loaded page file that no longer exists (a new build replaced it) fails with one of
 * these, depending on the browser and bundler.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  )
}

type Store = Pick<Storage, 'getItem' | 'setItem'>

function lastReload(storage: Store | undefined): number {
  try {
    const last = Number(storage?.getItem(RELOAD_KEY))
    return Number.isFinite(last) ? last : 0
  } catch {
    return 0
  }
}

/** Whether the guard would allow a reload now (reads only; claimReload records it). */
export function reloadAllowed(storage: Store | undefined, now: number): boolean {
  if (!storage) return false
  const last = lastReload(storage)
  return !(last > 0 && now - last < RELOAD_GUARD_TTL_MS)
}

/**
 * Whether to reload now. True at most once per TTL: the time of the reload is kept in session
 * storage, so a build that is broken for good shows its error instead of reloading forever.
 */
export function claimReload(storage: Store | undefined, now: number): boolean {
  if (!reloadAllowed(storage, now)) return false
  try {
    storage?.setItem(RELOAD_KEY, String(now))
    return true
  } catch {
    // Without storage there is no loop protection across reloads: refuse rather than risk a loop.
    return false
  }
}

/** Reload once for a chunk that failed to load; true when the page is being reloaded. */
export function reloadForChunkError(
  error: unknown,
  {
    storage = globalThis.sessionStorage,
    now = Date.now(),
    reload = () => globalThis.location.reload(),
  }: { storage?: Store; now?: number; reload?: () => void } = {},
): boolean {
  if (!isChunkLoadError(error) || !claimReload(storage, now)) return false
  reload()
  return true
}
