/**
 * Fixed one-minute windows per key, in memory: one process serves the portal, and a restart
 * forgetting the counts is harmless.
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>()
  constructor(private readonly now: () => number) {}

  /** Counts one hit; false when the key is over `perMinute` in the current window. */
  hit(key: string, perMinute: number): boolean {
    const now = this.now()
    const window = this.windows.get(key)
    if (!window || now - window.start >= 60_000) {
      if (this.windows.size > 50_000) this.sweep(now)
      this.windows.set(key, { start: now, count: 1 })
      return perMinute >= 1
    }
    window.count += 1
    return window.count <= perMinute
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) {
      if (now - window.start >= 60_000) this.windows.delete(key)
    }
  }
}
