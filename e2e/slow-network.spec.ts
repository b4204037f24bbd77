import { expect, test } from '@playwright/test'
import { waitForHydration } from './support/portal'

// What loads after the page (menus, dialogs, toasts: src/components/ui/lazy-after-page.ts) must
// not lose what the visitor did before it arrived: on a slow link the header's menu button is there
// well before the menu's code.

test('a menu clicked before its code has arrived opens when the code arrives', async ({ page }) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let requested = false
  await page.route(/\/assets\/menu-popup-[\w-]+\.js$/, async (route) => {
    requested = true
    await held
    await route.continue()
  })
  // The sections' group menus are in the header from 1024 px.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  await waitForHydration(page)
  const help = page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('button', { name: '帮助中心' })
  await help.click()
  await expect.poll(() => requested).toBe(true)
  await expect(page.getByRole('menu')).toHaveCount(0)
  release()
  await expect(page.getByRole('menu')).toBeVisible()
  await expect(page.getByRole('menuitem', { name: '常见问题', exact: true })).toBeVisible()
})

// Run in the page (a string: this project's TypeScript has no DOM types). The fade's delay and
// what shows during it are checked by the loading state's story (src/app/root.stories.tsx).
const OPACITY = `Number(getComputedStyle(document.querySelector('[role="status"]')).opacity)`

test('a first load that takes a while shows its loading state; the page replaces it', async ({
  page,
}) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  // A page the build did not render to HTML (a search with its query): the browser renders it.
  await page.route(/\/assets\/search-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/commonProblem/search?q=%E6%89%93%E5%8C%85')
  const loading = page.getByRole('status').filter({ hasText: '加载中…' })
  // Announced at once; shown (faded in) once the load has taken half a second.
  await expect(loading).toBeAttached()
  await expect.poll(() => page.evaluate<number>(OPACITY)).toBe(1)
  release()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(loading).toHaveCount(0)
})
