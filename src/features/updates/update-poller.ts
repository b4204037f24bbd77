/** Where the build's version file is served (written by the plugin in vite.config.ts). */
export const VERSION_FILE = 'version.json'

export interface UpdatePollerOptions {
  /** The running build's id; when unknown (dev), the first version read becomes the baseline. */
  current: string | undefined
  /** Reads the deployed build's id; rejects when the file is missing or unreadable. */
  fetchVersion: () => Promise<string>
  intervalMs: number
  /** Called once, when the deployed build differs from the running one; polling then stops. */
  onUpdate: (version: string) => void
  /** A missing or broken version file is only logged, once, never shown to the user. */
  log?: (message: string, error: unknown) => void
}

/** Polls the version file; returns a function that stops polling. */
export function startUpdatePoller({
  current,
  fetchVersion,
  intervalMs,
  onUpdate,
  log = (message, error) => console.warn(message, error),
}: UpdatePollerOptions): () => void {
  let baseline = current
  let stopped = false
  let logged = false
  let timer: ReturnType<typeof setTimeout> | undefined

  const schedule = () => {
    if (!stopped) timer = setTimeout(() => void tick(), intervalMs)
  }

  const tick = async () => {
    try {
      const version = await fetchVersion()
      if (stopped) return
      if (baseline === undefined) {
        baseline = version
      } else if (version !== baseline) {
        stopped = true
        onUpdate(version)
        return
      }
    } catch (error) {
      if (!logged) log('[updates] the version file could not be read', error)
      logged = true
    }
    schedule()
  }

  schedule()
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}

/** Reads `{ version }` from the version file, bypassing every cache. */
export async function fetchVersionFile(base = import.meta.env?.BASE_URL ?? '/'): Promise<string> {
  const response = await fetch(`${base}${VERSION_FILE}?t=${Date.now()}`, { cache: 'no-store' })
  if (!response.ok) throw new Error(`${VERSION_FILE}: HTTP ${response.status}`)
  const body: unknown = await response.json()
  const version = (body as { version?: unknown } | null)?.version
  if (typeof version !== 'string' || version === '') throw new Error(`${VERSION_FILE}: no version`)
  return version
}
