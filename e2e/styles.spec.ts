import { expect, test } from '@playwright/test'

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
