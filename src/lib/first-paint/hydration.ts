/**
 * For a page the server rendered: what must wait until React has hydrated it. The first render in
 * the browser must produce the server's HTML; what the browser alone knows (the session, the
 * window's width) is applied after that render, by the checks that wait here (src/app/router.tsx).
 * Without a hold (a page rendered in the browser alone, tests, stories) nothing waits.
 */
let hydrated: Promise<void> = Promise.resolve()
let hydrating = false
let day: string | undefined

/**
 * Holds afterHydration() until the returned function is called (src/main.tsx, once hydrated);
 * `renderedOn` is the day the server rendered the page on (YYYY-MM-DD).
 */
export function holdUntilHydrated(renderedOn?: string): () => void {
  day = renderedOn
  let release!: () => void
  hydrating = true
  hydrated = new Promise((resolve) => (release = resolve))
  return () => {
    hydrating = false
    release()
  }
}

/**
 * True where a render must be what the server renders: on the server, and in the browser while a
 * page the server rendered hydrates.
 */
export function rendersAsServer(): boolean {
  return hydrating || typeof document === 'undefined'
}

/** Resolves once the page the server rendered has hydrated (at once when there was none). */
export function afterHydration(): Promise<void> {
  return hydrated
}

/** The day the page being hydrated was rendered on, if the server said (src/hooks/use-today.ts). */
export function renderedDay(): string | undefined {
  return day
}
