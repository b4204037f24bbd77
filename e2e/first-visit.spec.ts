import { expect, test } from '@playwright/test'

// A visitor without a session token is signed out: the portal does not ask the API to be told so,
// and the first page does not wait for that round trip (src/lib/session/session.ts).

test('a first visit, signed out, asks the API nothing about the session', async ({ page }) => {
  const apiCalls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url())
  })
  await page.goto('/?lang=zh-CN')
  await expect(page.locator('main h1')).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toBeVisible()
  await page.goto('/account/login?lang=zh-CN')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The login form asks for its captcha, nothing about the session.
  expect(apiCalls.filter((url) => url.includes('queryAccountInfo'))).toEqual([])
})

/** Run in the page (strings: this file is type-checked without the DOM library). */
const RECORD_BUSY = `window.busySeen = [];
new MutationObserver(() => {
  if (document.querySelector('main [aria-busy="true"] h1')) window.busySeen.push(location.pathname)
}).observe(document, { childList: true, subtree: true })`

// A content page's text comes with its code (src/app/router.tsx, withContent): its first render
// already shows it, instead of the page's loading state followed by a second render a round trip
// later (on a phone, half a second later).
test('a content page renders with its text, never through its loading state', async ({ page }) => {
  await page.addInitScript(RECORD_BUSY)
  for (const path of [
    '/?lang=zh-CN',
    '/document?lang=zh-CN',
    '/commonProblem/search?q=%E6%89%93%E5%8C%85&lang=zh-CN',
  ]) {
    await page.goto(path)
    await expect(page.locator('main h1')).toBeVisible()
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
    expect(await page.evaluate<string[]>('window.busySeen')).toEqual([])
  }
})
