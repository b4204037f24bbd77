import { expect, test, type Page } from '@playwright/test'
import { field, sendEmailCode, waitForHydration } from './support/portal'

// Public pages arrive as finished HTML (docs/rendering.md): a reader without JavaScript sees the
// page itself, and with JavaScript React hydrates that HTML without a mismatch and without moving
// anything on screen.

/** Run in the page before its scripts (a string: this file is type-checked without the DOM library). */
const WATCH_LAYOUT_SHIFTS = `window.layoutShift = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShift += entry.value
}).observe({ type: 'layout-shift', buffered: true })`

/** Console errors and warnings, and uncaught errors, while the page loads and hydrates. */
function watchConsole(page: Page) {
  const messages: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${message.type()}: ${message.text()}`)
    }
  })
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`))
  return messages
}

const hydrated = [
  { address: '/?lang=zh-CN', heading: '开发快应用，一点即达亿万用户' },
  {
    address: '/commonProblem/faqInfo?id=build-rpk&lang=en',
    heading: 'How do I package a Quick App into an RPK?',
  },
]

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    for (const { address, heading } of hydrated) {
      test(`${address} hydrates without a mismatch or a layout shift`, async ({ page }) => {
        const messages = watchConsole(page)
        await page.addInitScript(WATCH_LAYOUT_SHIFTS)
        const response = await page.goto(address)
        // The heading is in the first answer, before any script ran.
        expect(await response!.text()).toContain(heading)
        await expect(page.locator('main h1')).toHaveText(heading)
        await waitForHydration(page)
        // What runs once hydrated (the session check, the parts the window's width decides) has run.
        await page.waitForLoadState('networkidle')
        await page.waitForTimeout(500)
        expect(
          messages.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text)),
        ).toEqual([])
        expect(messages).toEqual([])
        expect(await page.evaluate<number>('window.layoutShift')).toBeLessThanOrEqual(0.02)
      })
    }
  })
}

// A signed-in page arrives as its layout and heading; the account, asked for while the page
// hydrates, fills it in once hydrated: no mismatch, and the home page then offers the account.
test('a signed-in page and the home page hydrate without a mismatch', async ({ page }) => {
  test.setTimeout(120_000)
  const email = `hydrate-${Date.now()}@example.com`
  await page.goto('/account/register?lang=zh-CN')
  await sendEmailCode(page, email)
  await field(page, '新密码').fill('Hydrate2026a')
  await field(page, '确认密码').fill('Hydrate2026a')
  await page.getByRole('button', { name: '注册', exact: true }).click()
  await expect(page).toHaveURL(/\/account\/data$/)

  const messages = watchConsole(page)
  await page.addInitScript(WATCH_LAYOUT_SHIFTS)
  await page.goto('/account/personal?lang=zh-CN')
  await waitForHydration(page)
  await expect(page.getByRole('main')).toContainText(email)
  await page.goto('/?lang=zh-CN')
  await waitForHydration(page)
  await expect(page.getByRole('link', { name: '进入账号中心' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(messages).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const { address, heading, text } of [
    { address: '/?lang=zh-CN', heading: '开发快应用，一点即达亿万用户', text: '平台栏目' },
    {
      address: '/commonProblem/faqInfo?id=build-rpk&lang=en',
      heading: 'How do I package a Quick App into an RPK?',
      text: 'npm run release',
    },
    { address: '/account/login?lang=en', heading: 'Welcome, please log in', text: 'E-mail' },
    // A signed-in page: its layout and heading, waiting for the account.
    { address: '/account/personal?lang=zh-CN', heading: '账号中心', text: '正在加载账号' },
  ]) {
    test(`${address} shows its heading and text`, async ({ page }) => {
      await page.goto(address)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.getByRole('main')).toContainText(text)
      await expect(page.getByRole('banner')).toBeVisible()
    })
  }
})
