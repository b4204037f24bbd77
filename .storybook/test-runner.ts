import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner'

/**
 * The window a story runs in, so that responsive styles (which follow the window, not the story's
 * box) and overflow are tested at that size: a story whose name ends in "Phone" runs 320 px wide;
 * a story may also ask for a size (`parameters.testViewport = { width, height }`); every other
 * story gets the runner's default size back.
 */
export interface TestViewport {
  width: number
  height: number
}

const PHONE: TestViewport = { width: 320, height: 720 }
let defaultViewport: TestViewport | null = null

async function wantedViewport(
  page: Parameters<NonNullable<TestRunnerConfig['preVisit']>>[0],
  context: Parameters<NonNullable<TestRunnerConfig['preVisit']>>[1],
): Promise<TestViewport | null> {
  if (/Phone$/.test(context.name)) return PHONE
  try {
    const { parameters } = await getStoryContext(page, context)
    return (parameters.testViewport as TestViewport | undefined) ?? defaultViewport
  } catch {
    // The story's parameters are not readable yet: the default size.
    return defaultViewport
  }
}

/**
 * Every story's look once its play function has run, for `npm run test:visual` to compare with
 * the committed baseline (scripts/test-visual.mjs). Animations are stopped and the caret hidden so
 * that a shot depends on the screen, not on when it was taken. VISUAL_SHOTS=0 skips them.
 */
const VISUAL_ACTUAL_DIR = path.resolve('test-results/visual/actual')

/**
 * Resolves once the fonts are in, the parts still arriving are in (for up to two seconds: a part
 * marked aria-busy, such as a form loaded after the page is painted or an image being read, and
 * images not yet decoded), and every finite animation has ended (a dialog that closed hands focus
 * back after its exit animation; a toast slides in), then after one more frame: a shot does not
 * depend on which came first. A loading state's story stays busy and is shot as it is. Endless
 * animations (spinners) are the loading states' look and are stopped by the shot itself. Run in
 * the page: a string, as this file is type-checked without the DOM's types.
 */
const SETTLED = `(async () => {
  await document.fonts.ready
  const arriving = () =>
    document.querySelector('[aria-busy="true"]') !== null ||
    [...document.images].some((image) => !image.complete)
  for (let wait = 0; wait < 80 && arriving(); wait++) {
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  const moving = () =>
    document
      .getAnimations()
      .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
  for (let wait = 0; wait < 40 && moving(); wait++) {
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
})()`

const HIDE_CONTROL_FOCUS_RINGS = `button, a, [role='button'], [role='menuitem'], [role='tab'],
  [role='radio'], [role='checkbox'] { outline-color: transparent !important; }`

async function takeVisualShot(
  page: Parameters<NonNullable<TestRunnerConfig['postVisit']>>[0],
  id: string,
) {
  if (process.env.VISUAL_SHOTS === '0') return
  mkdirSync(VISUAL_ACTUAL_DIR, { recursive: true })
  // A play function's last click leaves the pointer on a control: its hover style would depend on
  // when the shot is taken. So does a button's or a link's focus ring after a click (whether the
  // browser counts it as focus-visible): those rings are left out of the shot; a field's ring stays
  // (stories assert focus appearance: UI/FormField KeyboardFocus).
  await page.mouse.move(0, 0)
  await page.addStyleTag({ content: HIDE_CONTROL_FOCUS_RINGS })
  await page.evaluate(SETTLED)
  // A full-page shot draws what is fixed (a toast, a dialog) where the window is scrolled to, and
  // how far a play function's last focus scrolled it depends on timing: every shot is from the top.
  await page.evaluate('window.scrollTo(0, 0)')
  await page.screenshot({
    path: path.join(VISUAL_ACTUAL_DIR, `${id}.png`),
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
  })
}

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    defaultViewport ??= page.viewportSize()
    const wanted = await wantedViewport(page, context)
    if (wanted) await page.setViewportSize(wanted)
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
    await takeVisualShot(page, context.id)
  },
}

export default config
