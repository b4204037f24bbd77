import { expect, test, type Browser, type Page } from '@playwright/test'
import {
  contractViolations,
  field,
  logIn,
  registerDeveloper,
  submitCompanyProfile,
} from './support/portal'
import { addStaff, nextCode, setUpStaff, STAFF_PASSWORD } from './support/staff'

// The staff console on the real server, with every API call checked by `prism proxy --errors`
// (the `journeys` project): a developer files a company profile; a reviewer, added with
// `npm run admin -- staff add`, sets up a password and an authenticator, signs in with a code the
// test computes as an authenticator app would, rejects with a comment; the developer reads it and
// files again; the reviewer approves; an admin freezes the account, whose session ends; the audit
// log lists all of it.

const PASSWORD = 'Account2026a'
const REJECTION = '营业执照上的公司名称与填写的不一致，请核对后重新提交'
const APPROVAL = '资料齐全，审核通过'
const FREEZE_REASON = '冒用他人营业执照'

/** A new browser (its own storage: the staff console and the portal do not share a session). */
async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN' })
  return context.newPage()
}

/** From the queue, the record of `email` under review. */
async function openApplication(page: Page, email: string) {
  await page.goto('/staff')
  await field(page, '邮箱或公司名称').fill(email)
  await page.getByRole('button', { name: '搜索' }).click()
  await page.getByRole('row').filter({ hasText: email }).getByRole('link').click()
  await expect(page).toHaveURL(/\/staff\/records\/\d+$/)
}

/** Approve or reject the open record with `comment`, confirmed in the dialog. */
async function decide(page: Page, decision: '通过' | '驳回', comment: string) {
  await field(page, '审核意见（申请人会看到）').fill(comment)
  await page.getByRole('button', { name: decision, exact: true }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog.getByText(comment)).toBeVisible()
  await dialog.getByRole('button', { name: decision, exact: true }).click()
  await expect(page.getByText(`已${decision}这项申请`)).toBeVisible()
}

test('a reviewer with TOTP rejects and approves a profile, an admin freezes the account, the audit log lists it', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000)
  const { found: violations, watch } = contractViolations()
  watch(page)
  const runId = `${testInfo.project.name}-${Date.now()}`
  const email = `staffed-${runId}@example.com`
  const reviewerEmail = `reviewer-${runId}@example.com`
  const adminEmail = `admin-${runId}@example.com`
  const digits = String(Date.now()).slice(-8)
  const phone = `137${digits}`
  // Another number when filing again: a number gets one SMS code a minute.
  const newPhone = `136${digits}`

  // The developer files a company profile.
  await registerDeveloper(page, email, PASSWORD)
  await submitCompanyProfile(page, { companyName: '队列科技有限公司', phone })

  // A reviewer is added by the CLI, sets up, signs out, and signs in with password and a code.
  const reviewer = await newPage(browser, baseURL)
  watch(reviewer)
  const secret = await setUpStaff(reviewer, await addStaff(reviewerEmail, 'reviewer'))
  await reviewer.getByRole('button', { name: '退出登录' }).click()
  await expect(reviewer).toHaveURL(/\/staff\/login/)
  await field(reviewer, '邮箱').fill(reviewerEmail)
  await field(reviewer, '密码').fill(STAFF_PASSWORD)
  await field(reviewer, '验证器动态码或恢复码').fill('000000')
  await reviewer.getByRole('button', { name: '登录', exact: true }).click()
  await expect(reviewer.getByText('动态验证码错误')).toBeVisible()
  await field(reviewer, '验证器动态码或恢复码').fill(await nextCode(secret))
  await reviewer.getByRole('button', { name: '登录', exact: true }).click()
  await expect(reviewer.getByRole('heading', { level: 1, name: '审核队列' })).toBeVisible()
  // A reviewer has no audit log.
  await expect(reviewer.getByRole('link', { name: '审计日志' })).toHaveCount(0)

  // The reviewer rejects the application with a comment.
  await openApplication(reviewer, email)
  await expect(reviewer.getByText('队列科技有限公司').first()).toBeVisible()
  await decide(reviewer, '驳回', REJECTION)

  // The developer reads the comment, and files again from the rejected submission.
  await page.goto('/account/personal')
  await expect(page.getByText(REJECTION)).toBeVisible()
  await page.goto('/account/data')
  await submitCompanyProfile(page, { companyName: '队列科技有限公司', phone: newPhone })

  // The reviewer approves the new application; the developer's profile is complete.
  await openApplication(reviewer, email)
  await decide(reviewer, '通过', APPROVAL)
  await page.goto('/account/personal')
  await expect(page.getByText('资料已完善，可以使用下面的全部设置。')).toBeVisible()
  const recordPath = new URL(reviewer.url()).pathname

  // An admin freezes the account with a reason: the developer's session ends, sign-in is refused.
  const admin = await newPage(browser, baseURL)
  watch(admin)
  await setUpStaff(admin, await addStaff(adminEmail, 'admin'))
  await admin.goto(recordPath)
  await admin.getByRole('button', { name: '冻结账号' }).click()
  const freeze = admin.getByRole('dialog')
  await field(admin, '原因（记入审计日志）').fill(FREEZE_REASON)
  await freeze.getByRole('button', { name: '冻结账号' }).click()
  await expect(admin.getByText('账号已冻结').first()).toBeVisible()
  await page.reload()
  await expect(page).toHaveURL(/\/account\/login/)
  await logIn(page, email, PASSWORD)
  await expect(page.getByText('账号已被冻结')).toBeVisible()

  // The audit log lists the reviewer's sign-ins and decisions and the admin's freeze.
  await admin.getByRole('link', { name: '审计日志' }).click()
  await field(admin, '账号邮箱').fill(email)
  await admin.getByRole('button', { name: '筛选', exact: true }).click()
  const log = admin.getByRole('table')
  // Once the filtered page is in (the other journeys' decisions share the comments): three rows.
  await expect(log.getByRole('row')).toHaveCount(4)
  await expect(log.getByRole('row').filter({ hasText: '冻结账号' })).toContainText(FREEZE_REASON)
  await expect(log.getByRole('row').filter({ hasText: '通过申请' })).toContainText(APPROVAL)
  await expect(log.getByRole('row').filter({ hasText: '驳回申请' })).toContainText(REJECTION)
  await expect(log.getByRole('row').filter({ hasText: '驳回申请' })).toContainText(reviewerEmail)
  await field(admin, '账号邮箱').fill('')
  await field(admin, '工作人员邮箱').fill(reviewerEmail)
  await admin.getByRole('button', { name: '筛选', exact: true }).click()
  await expect(log.getByText(FREEZE_REASON)).toHaveCount(0)
  await expect(log.getByRole('cell', { name: '登录失败', exact: true })).toHaveCount(1)
  await expect(log.getByRole('cell', { name: '登录', exact: true })).toHaveCount(1)

  expect(violations, 'contract violations reported by prism proxy').toEqual([])
})
