import type { TestRunnerConfig } from '@storybook/test-runner'

// A story whose screen calls an operation the story gave no handler for fails, instead of silently
// showing a network error: the request log of mocks/ lists such calls.
const config: TestRunnerConfig = {
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
