import { expect, test } from '@playwright/test'
import { address, paths, table } from './support/routes'
import { waitForHydration } from './support/portal'

// Every content page in both languages, on the real server: the HTML names the language and the
// page before any script runs, the page shows its own heading once its content has loaded, and no
// page still says it is being prepared. Unknown paths are HTTP 404 with the app's 404 page.

const routes = table
  .filter((entry) => !entry.path.startsWith('/account/') && entry.path !== paths.error)
  .map((entry) => address(entry.path))

/** Run in the page (a string: this file is type-checked without the DOM library). */
const HORIZONTAL_OVERFLOW =
  'document.documentElement.scrollWidth - document.documentElement.clientWidth'

const unescapeHtml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')

const withLang = (address: string, lang: string) =>
  `${address}${address.includes('?') ? '&' : '?'}lang=${lang}`

for (const lang of ['zh-CN', 'en'] as const) {
  test.describe(`content pages in ${lang}`, () => {
    for (const address of routes) {
      test(address, async ({ page }) => {
        const response = await page.goto(withLang(address, lang))
        expect(response?.status()).toBe(200)
        // What the server sent, before any script ran.
        const served = await response!.text()
        expect(served).toContain(`<html lang="${lang}">`)
        const servedTitle = unescapeHtml(/<title>([^<]*)<\/title>/.exec(served)?.[1] ?? '')
        expect(servedTitle).toMatch(/ - /)
        expect(served).toMatch(/<meta name="description" content="[^"]{10,}"/)

        const heading = page.getByRole('heading', { level: 1 })
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
        await expect(heading).toBeVisible()
        await expect(heading).toHaveCount(1)
        // The page's own heading: the served title names it (the home page has its hero instead).
        if (address !== paths.home) {
          await expect(heading).toHaveText(servedTitle.split(' - ')[0]!)
        }
        await expect(page).toHaveTitle(servedTitle)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.locator('body')).not.toContainText(/being prepared|正在准备/)
        // No horizontal scrolling at this width.
        const overflow = await page.evaluate<number>(HORIZONTAL_OVERFLOW)
        expect(overflow).toBeLessThanOrEqual(0)
      })
    }
  })
}

test('an unknown path is HTTP 404 with the 404 page', async ({ page }) => {
  const response = await page.goto('/no/such/page?lang=en')
  expect(response?.status()).toBe(404)
  expect(await response!.text()).toContain('<title>Page not found - ')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
})

test('phone width: the help search finds Chinese questions as you type, without overflow', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto(withLang(paths.help.search('commonProblem'), 'zh-CN'))
  // The search page arrives as HTML: what is typed before React has taken it over is not searched.
  await waitForHydration(page)
  await page.getByRole('searchbox', { name: '搜索问题' }).fill('快应用打包')
  await expect(page).toHaveURL(/q=%E5%BF%AB%E5%BA%94%E7%94%A8%E6%89%93%E5%8C%85/)
  const first = page
    .getByRole('region', { name: /中的结果/ })
    .first()
    .getByRole('link')
    .first()
  await expect(first).toContainText('打包')
  await expect(first.locator('mark').first()).toBeVisible()
  const overflow = await page.evaluate<number>(HORIZONTAL_OVERFLOW)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('the sitemap lists the content pages and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/commonProblem/faqInfo?id=build-rpk&amp;lang=en')
  expect(sitemap).toContain(`${paths.showcaseDetail}?id=sunny-weather&amp;lang=zh-CN`)
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ')
})
