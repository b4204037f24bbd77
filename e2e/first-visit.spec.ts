import { expect, test } from '@playwright/test'

// A visitor without a session token is signed out: the portal does not ask the API to be told so,
// and the first page does not wait for that round trip (src/lib/session.ts).

test('a first visit, signed out, asks the API nothing about the session', async ({ page }) => {
  const apiCalls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url())
  })
  await page.goto('/?lang=zh-CN')
  await expect(page.locator('main h1')).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: '菜单' })).toBeVisible()
  await page.goto('/account/login?lang=zh-CN')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The login form asks for its captcha, nothing about the session.
  expect(apiCalls.filter((url) => url.includes('queryAccountInfo'))).toEqual([])
})
