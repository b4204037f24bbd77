import { expect, test, type Page } from '@playwright/test'
import { field, sendEmailCode } from './support/portal'
import { address, paths, table } from './support/routes'

// No horizontal scrolling, with a real CJK font (fonts-wqy-microhei): every route of the route
// table in both languages at 320, 390, 768, 1024 and 1280 px, signed out; the account routes and
// the home page once more signed in (a fresh registration: its profile is not complete, so the
// change screens show where such an account is sent). Each route is loaded once per language and
// measured at every width by resizing the same page (responsive styles and JS both follow the
// window), which keeps the run to a few minutes.

const WIDTHS = [320, 390, 768, 1024, 1280] as const
const LANGUAGES = ['zh-CN', 'en'] as const
const PASSWORD = 'Overflow2026'

const everyRoute = table.map((entry) => address(entry.path))
const signedInRoutes = [
  paths.home,
  ...table.filter((entry) => entry.path.startsWith('/account/')).map((e) => address(e.path)),
]

const withLang = (to: string, lang: string) => `${to}${to.includes('?') ? '&' : '?'}lang=${lang}`

/** Run in the page (strings: this file is type-checked without the DOM library). */
const MEASURE = '[document.documentElement.scrollWidth, window.innerWidth]'
const SETTLED =
  'document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => r(0))))'

/** Loads `to` and measures it at every width; returns "route @ width: scrollWidth > innerWidth". */
async function measure(page: Page, to: string, lang: string): Promise<string[]> {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(withLang(to, lang))
  await expect(page.locator('main')).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  // Most pages end up with a heading; wait for it, but measure whatever rendered.
  await page
    .locator('main h1')
    .first()
    .waitFor({ timeout: 5_000 })
    .catch(() => undefined)
  const failures: string[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    await page.evaluate(SETTLED)
    const [scrollWidth, innerWidth] = await page.evaluate<[number, number]>(MEASURE)
    if (scrollWidth > innerWidth) failures.push(`${to} @ ${width} (${lang}): ${scrollWidth} px`)
  }
  return failures
}

test.describe('no horizontal overflow', () => {
  for (const lang of LANGUAGES) {
    test(`every route, signed out, ${lang}`, async ({ page }) => {
      test.setTimeout(180_000)
      const failures: string[] = []
      for (const to of everyRoute) failures.push(...(await measure(page, to, lang)))
      expect(failures).toEqual([])
    })
  }

  test('the account routes and the home page, signed in, both languages', async ({ page }) => {
    test.setTimeout(180_000)
    const email = `overflow-${Date.now()}@example.com`
    await page.goto('/account/register?lang=zh-CN')
    await sendEmailCode(page, email)
    await field(page, '新密码').fill(PASSWORD)
    await field(page, '确认密码').fill(PASSWORD)
    await page.getByRole('button', { name: '注册', exact: true }).click()
    await expect(page).toHaveURL(/\/account\/data$/)

    const failures: string[] = []
    for (const lang of LANGUAGES) {
      for (const to of signedInRoutes) failures.push(...(await measure(page, to, lang)))
    }
    expect(failures).toEqual([])
    // Still the same session: the header's account entry names the account.
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/?lang=zh-CN')
    await expect(page.getByRole('button', { name: `账号菜单: ${email}` })).toBeVisible()
  })
})
