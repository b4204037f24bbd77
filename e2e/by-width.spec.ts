import { expect, test } from '@playwright/test'

// Parts of a layout that a width does not show are not rendered there at all
// (src/hooks/use-breakpoint-up.ts): a phone is spared their work (the header's menus mount a state
// machine each). Resizing the window brings them back, or takes them away, without a reload.

test('the header renders the full navigation and the account links only where they fit', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/?lang=zh-CN')
  const header = page.getByRole('banner')
  const sections = page.getByRole('navigation', { name: '主导航' })
  // Not rendered, as opposed to rendered and hidden: looked for in the DOM, not the accessibility tree.
  const sectionsInDom = page.locator('nav[aria-label="主导航"]')
  const loginInHeader = header.locator('a[href="/account/login"]')
  await expect(header.getByRole('button', { name: '菜单' })).toBeVisible()
  await expect(sectionsInDom).toHaveCount(0)
  await expect(loginInHeader).toHaveCount(0)

  // md (768 px): the language switch and the account links join the header.
  await page.setViewportSize({ width: 800, height: 800 })
  await expect(header.getByRole('link', { name: '登录' })).toBeVisible()
  await expect(sectionsInDom).toHaveCount(0)

  // lg (1024 px, the smallest desktop): the sections' group menus replace the menu button.
  await page.setViewportSize({ width: 1024, height: 800 })
  await expect(sections).toBeVisible()
  await expect(sections.getByRole('button')).toHaveCount(5)
  await expect(header.getByRole('button', { name: '菜单' })).toBeHidden()

  await page.setViewportSize({ width: 390, height: 800 })
  await expect(sectionsInDom).toHaveCount(0)
  await expect(loginInHeader).toHaveCount(0)
})

test('a group menu of the header works from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/?lang=zh-CN')
  // Enter opens it with focus inside; the arrows move through its entries (the menu keeps focus and
  // names the highlighted entry); Escape closes it and gives focus back to its button.
  const help = page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('button', { name: '帮助中心' })
  await expect(help).toHaveAttribute('aria-haspopup', 'menu')
  // The menu's own trigger, once its code has arrived (the stand-in before it is a menu button
  // too, which opens the menu when the code comes, without a highlighted entry).
  await expect(help).toHaveAttribute('data-part', 'trigger')
  await help.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  await expect(menu).toBeFocused()
  const first = page.getByRole('menuitem', { name: '游戏常见问题' })
  const second = page.getByRole('menuitem', { name: '常见问题', exact: true })
  await expect(first).toHaveAttribute('data-highlighted', '')
  await page.keyboard.press('ArrowDown')
  await expect(second).toHaveAttribute('data-highlighted', '')
  await expect(menu).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!)
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(help).toBeFocused()
})

test('a document shows its tree once: folded above the page on a phone, beside it when wide', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/document?lang=zh-CN')
  await expect(page.locator('main h1')).toBeVisible()
  const tree = page.getByRole('navigation', { name: '文档目录' })
  const contents = page.getByRole('navigation', { name: '本页内容' })
  const contentsInDom = page.locator('nav[aria-labelledby="document-toc"]')
  // Folded: out of the accessibility tree until opened.
  await expect(page.locator('nav[aria-labelledby^="document-tree"]')).toHaveCount(1)
  await expect(tree).toBeHidden()
  await page.locator('summary').getByText('文档目录', { exact: true }).click()
  await expect(tree).toBeVisible()
  await expect(contentsInDom).toHaveCount(0)

  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(page.locator('nav[aria-labelledby^="document-tree"]')).toHaveCount(1)
  await expect(tree).toBeVisible()
  await expect(contents).toBeVisible()
})
