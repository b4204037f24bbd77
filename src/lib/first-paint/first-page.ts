/**
 * Code that a page does not need for its first paint (menus, dialogs, the toast region, a form's
 * rules: afterPage and lazyResolver) is asked for once that paint is done. Asked for earlier, it
 * loads while the page's own files still arrive on a slow link, and it lengthens the chain of
 * requests that Lighthouse's simulation puts before the largest paint (docs/performance.md).
 */
let firstPage: Promise<void> = Promise.resolve()

/**
 * Holds what waits for afterFirstPage() until the returned function is called: the app's entry
 * calls it once its first page, not the loading state before it, has been rendered
 * (src/main.tsx). Without a hold (tests, stories) only the next paint is waited for.
 */
export function holdUntilFirstPage(): () => void {
  let release!: () => void
  firstPage = new Promise((resolve) => (release = resolve))
  return release
}

/**
 * Resolves once the browser's next paint is on screen and the main thread is idle: two frames
 * (the paint is presented during the second), then an idle period, or a task where the browser
 * has no idle callbacks (within a second either way). A hidden page paints no frames (and has
 * no paint to wait for): a task is enough there.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function')
        requestIdleCallback(() => resolve(), { timeout: 1000 })
      else setTimeout(resolve, 0)
    }
    if (typeof requestAnimationFrame !== 'function' || document.hidden) setTimeout(resolve, 0)
    else requestAnimationFrame(() => requestAnimationFrame(whenIdle))
  })
}

/** Resolves once the first page has been painted (at once, after a paint, later on). */
export function afterFirstPage(): Promise<void> {
  return firstPage.then(afterNextPaint)
}

/**
 * Resolves with `value` in a task of its own. Lighthouse counts every main-thread task over 50 ms
 * as blocking (the part over 50 ms): what the first page does (theme, router, the page's code, its
 * render) is split into tasks where it can be, each shorter than all of it in one.
 */
export function nextTask<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), 0))
}
