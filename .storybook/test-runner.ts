import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner'

// Stories with `parameters.viewportWidth` (e.g. 320 for a phone) run at that width, so the
// responsive styles (which follow the window, not the story's box) are the phone's; the others
// at the runner's own size.
let defaultSize: { width: number; height: number } | null = null

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    defaultSize ??= page.viewportSize()
    const story = await getStoryContext(page, context)
    const width = story.parameters?.viewportWidth as number | undefined
    if (width) await page.setViewportSize({ width, height: 720 })
    else if (defaultSize) await page.setViewportSize(defaultSize)
  },
}

export default config
