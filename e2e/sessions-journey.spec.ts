import { expect, test } from '@playwright/test'
import { contractViolations, logIn, registerDeveloper } from './support/portal'

// A developer's own sessions on the real server, with every API call checked by `prism proxy
// --errors` (the `journeys` project): signed in on two browsers, the second one sees both
// on the security page (its sign-in, from a device the account has not used, mailed a notice),
// ends the first, and the first is signed out at its next page; the first browser's sign-in after
// that is from a device the account knows (no notice), and it ends the other sessions in one go.

const PASSWORD = 'Sessions2026a'
const NOTICE = '新设备登录提醒 / New sign-in to your developer account'

test('a developer sees the sessions on two browsers, ends the other one, and that browser is signed out', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const { found: violations, watch } = contractViolations()
  watch(page)
  const email = `sessions-${testInfo.project.name}-${Date.now()}@example.com`

  // The first browser registers (signed in); a second browser signs in to the same account.
  await registerDeveloper(page, email, PASSWORD)
  const second = await (
    await browser.newContext({
      baseURL,
      locale: 'zh-CN',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    })
  ).newPage()
  watch(second)
  await second.goto('/account/login')
  await logIn(second, email, PASSWORD)
  // Signed in once the login page has gone (the login page's own address matches /account/ too):
  // a navigation started before the sign-in's own one ends would be overtaken by it.
  await expect(second).toHaveURL(/\/account\/(?!login)/)
  const notices = async () => {
    const answer = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`)
    const mails = (await answer.json()) as { subject: string; body: string }[]
    return mails.filter((mail) => mail.subject === NOTICE)
  }
  await expect.poll(async () => (await notices()).length).toBe(1)
  const [notice] = await notices()
  expect(notice!.body).toContain('Safari 18')
  expect(notice!.body).toContain('/account/personal/security')

  // The security page, reached from the account centre, lists both; this device first.
  await second.goto('/account/personal')
  await second.getByRole('link', { name: '账号安全' }).click()
  await expect(second).toHaveURL(/\/account\/personal\/security$/)
  await expect(second.getByRole('heading', { level: 1, name: '账号安全' })).toBeVisible()
  const sessions = second.getByRole('listitem').filter({ hasText: '登录时间' })
  await expect(sessions).toHaveCount(2)
  await expect(sessions.first()).toContainText('当前设备')
  await expect(sessions.first()).toContainText('Safari 18')
  await expect(sessions.first()).toContainText('iOS 18')
  await expect(sessions.first()).toContainText('127.0.0.*')

  // Ending the other one: it is gone from the list, and the first browser is signed out.
  await sessions.nth(1).getByRole('button', { name: '结束', exact: true }).click()
  await second.getByRole('alertdialog').getByRole('button', { name: '确认结束' }).click()
  await expect(second.getByText('会话已结束').first()).toBeVisible()
  await expect(sessions).toHaveCount(1)
  await page.goto('/account/personal')
  await expect(page).toHaveURL(/\/account\/login/)

  // The first browser signs in again and ends every other session: the second one is signed out.
  await logIn(page, email, PASSWORD)
  await expect(page).toHaveURL(/\/account\/personal/)
  expect(await notices(), 'no notice for the device that registered').toHaveLength(1)
  await page.goto('/account/personal/security')
  await page.getByRole('button', { name: '结束其他所有会话' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: '全部结束' }).click()
  await expect(page.getByText('已结束 1 个会话')).toBeVisible()
  await expect(page.getByText('没有其他设备登录你的账号。')).toBeVisible()
  await second.reload()
  await expect(second).toHaveURL(/\/account\/login/)

  expect(violations, 'contract violations reported by prism proxy').toEqual([])
})
