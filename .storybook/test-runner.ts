import type { TestRunnerConfig } from '@storybook/test-runner'

// Stories whose name ends in "Phone" run in a 320 px wide window, so that the responsive styles
// (which follow the window, not the story's box) are the phone's; the others at the runner's own
// size. (The story's name, not a parameter: reading parameters here races the story's loading.)
const PHONE = { width: 320, height: 720 }
let defaultSize: { width: number; height: number } | null = null

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    defaultSize ??= page.viewportSize()
    if (/Phone$/.test(context.name)) await page.setViewportSize(PHONE)
    else if (defaultSize) await page.setViewportSize(defaultSize)
  },
  // A story whose screen calls an operation the story gave no handler for fails, instead of
  // silently showing a network error: the request log of mocks/ lists such calls.
  async postVisit(page, context) {
    const unhandled = await page.evaluate(
      () =>
        (globalThis as { __unhandledApiCalls?: () => readonly string[] }).__unhandledApiCalls?.() ??
        [],
    )
    if (unhandled.length > 0) {
      throw new Error(`${context.id}: API calls without a handler: ${unhandled.join(', ')}`)
    }
  },
}

export default config
