import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner'

/**
 * A story can ask the runner for a viewport (`parameters.testViewport = { width, height }`, e.g. a
 * 320 px phone), so that responsive styles and overflow are tested at that size and not only in a
 * narrow box; every other story gets the runner's default size back.
 */
export interface TestViewport {
  width: number
  height: number
}

let defaultViewport: TestViewport | null = null

// A story whose screen calls an operation the story gave no handler for fails, instead of silently
// showing a network error: the request log of mocks/ lists such calls.
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    defaultViewport ??= page.viewportSize()
    const { parameters } = await getStoryContext(page, context)
    const wanted = (parameters.testViewport as TestViewport | undefined) ?? defaultViewport
    if (wanted) await page.setViewportSize(wanted)
  },
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
