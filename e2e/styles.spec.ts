import { expect, test } from '@playwright/test'
import { waitForHydration } from './support/portal'

// Chakra's global CSS (reset, global styles, tokens) arrives with the page, and the running app
// does not add a second copy of it.

// Run in the page (as strings: the e2e code is type-checked without the DOM's types).
/** Where the rules that define the brand colour token come from, one entry per rule. */
const TOKEN_RULES = `[...document.styleSheets].flatMap((sheet) =>
  [...sheet.cssRules]
    .flatMap((rule) => (rule instanceof CSSLayerBlockRule ? [...rule.cssRules] : [rule]))
    .filter((rule) => rule.cssText.includes('--chakra-colors-brand-700:'))
    .map((rule) => rule.cssText.length))`
const ROOT_TOKENS = `(() => {
  const style = getComputedStyle(document.documentElement)
  return {
    brand: style.getPropertyValue('--chakra-colors-brand-700').trim(),
    fonts: style.getPropertyValue('--chakra-fonts-body'),
  }
})()`
const BODY_FONT = 'getComputedStyle(document.body).fontFamily'

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the stylesheet alone defines the theme’s tokens and fonts', async ({ page }) => {
    await page.goto('/')
    const root = await page.evaluate<{ brand: string; fonts: string }>(ROOT_TOKENS)
    expect(root.brand).toBe('#1d4ed8')
    expect(root.fonts).toContain('PingFang SC')
  })
})

test('the rendered page defines the theme’s tokens once', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('banner')).toBeVisible()
  expect(await page.evaluate<number[]>(TOKEN_RULES)).toHaveLength(1)
  const body = await page.evaluate<string>(BODY_FONT)
  expect(body).toContain('PingFang SC')
})

/**
 * Run in the page: where each shown element of the page's content and footer is and how it looks.
 * The header is left out: its account entry and menus change as React takes them over.
 */
const LOOK = `[...document.querySelectorAll('main *, footer *')]
  .filter((element) => element.getClientRects().length > 0)
  .map((element) => {
    const box = element.getBoundingClientRect()
    const style = getComputedStyle(element)
    return [element.tagName, box.x, box.y, box.width, box.height, style.padding, style.margin,
      style.font, style.color, style.backgroundColor, style.borderWidth].join(' ')
  })`

// The page's global styles (the cascade layers' order, the reset, the tokens) and its own arrive in
// its HTML in that order and keep it as the app takes them over (src/theme/emotion-cache.ts): were
// the layers' order declared after the page's styles, the reset would win over every recipe.
for (const address of [
  '/?lang=en',
  '/document',
  '/devtool?lang=en',
  '/commonProblem/faq/packaging',
]) {
  test(`${address} looks the same before and after React takes it over`, async ({
    browser,
    baseURL,
    locale,
    page,
  }) => {
    const served = await browser.newContext({ baseURL, locale, javaScriptEnabled: false })
    const servedPage = await served.newPage()
    await servedPage.goto(address)
    const before = await servedPage.evaluate<string[]>(LOOK)
    await served.close()

    await page.goto(address)
    await waitForHydration(page)
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    expect(await page.evaluate<string[]>(LOOK)).toEqual(before)
  })
}
