import { createHash, X509Certificate } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import {
  contractViolations,
  field,
  newestRecordId,
  registerDeveloper,
  review,
  submitCompanyProfile,
} from './support/portal'
import { ports } from './support/e2e-env'
import { addStaff, admin, setUpStaff } from './support/staff'

// The open platform on the real server, with every API call checked by `prism proxy --errors`
// (the `journeys` project), with packages hap-toolkit built (server/test/fixtures/rpk/): a
// developer whose profile staff approved creates an app, uploads a debug-signed package and reads
// why it is refused, uploads v1, adds the icon and screenshots review needs and submits it; a
// reviewer added with `npm run admin -- staff add` approves it in the console with a comment; the
// developer reads the comment and releases it, then uploads v2 signed by another key and sees
// both fingerprints, and takes the app offline. On the way it goes to the vendors (issue 43): the
// developer binds an account at the development vendor through that vendor's own sign-in page
// before the approval, the approved version lands in the queue of that vendor's operator, who
// approves and releases it; an operator of another vendor is refused it (21006), and the
// developer's version page shows it released at the vendor.

const PASSWORD = 'Apps2026a'
const APPROVAL = '功能与描述一致，可以发布'
/** The fixtures' manifest.json (server/test/fixtures/rpk/project/src/manifest.json). */
const PACKAGE_NAME = 'com.example.portal.fixture'
const V1 = '1.2.0（versionCode 3）'
/**
 * Run in the page (a string: the e2e code has no DOM types): the decoded width of the image `alt`
 * names, 0 while there is none (a failed read shows a placeholder, not an <img>).
 */
const decodedWidth = (page: Page, alt: string) =>
  page.evaluate<number>(`document.querySelector('img[alt="${alt}"]')?.naturalWidth ?? 0`)

const rpk = (name: string) => `server/test/fixtures/rpk/${name}`
const image = (name: string) => `server/test/fixtures/images/${name}`

/** A certificate's SHA-256 as the server gives it: the DER's digest in lowercase hex. */
const fingerprint = (pem: string) =>
  createHash('sha256')
    .update(new X509Certificate(readFileSync(rpk(pem))).raw)
    .digest('hex')

/** On the upload page: send `file` for checking. */
async function upload(page: Page, file: string) {
  await page.getByLabel(/^安装包（\.rpk 或 \.rpks）/).setInputFiles(file)
  await page.getByRole('button', { name: '上传并检查' }).click()
}

test('a developer creates an app, is told what is wrong with a package, binds a vendor account, takes v1 through review to release at the alliance and at the vendor, is refused v2 signed by another key, and takes the app offline', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000)
  const { found: violations, watch } = contractViolations()
  watch(page)
  const runId = `${testInfo.project.name}-${Date.now()}`
  const email = `apps-${runId}@example.com`
  const reviewerEmail = `app-reviewer-${runId}@example.com`
  const operatorEmail = `vendor-operator-${runId}@example.com`
  const otherOperatorEmail = `other-operator-${runId}@example.com`
  const vendorLogin = `journey-dev-${Date.now()}`
  const phone = `135${String(Date.now()).slice(-8)}`
  const pinned = fingerprint('release-certificate.pem')
  const other = fingerprint('second-certificate.pem')

  // A developer with a complete profile, approved by staff.
  await registerDeveloper(page, email, PASSWORD)
  await submitCompanyProfile(page, { companyName: '应用旅程科技有限公司', phone })
  await review('approve', await newestRecordId(page, 'completeProfile'), '资料齐全，审核通过')

  // Creates the app, with every text review needs, from the list.
  await page.goto('/account/apps')
  await page.getByRole('link', { name: '创建应用' }).first().click()
  await expect(page).toHaveURL(/\/account\/apps\/create$/)
  await field(page, '包名').fill(PACKAGE_NAME)
  await field(page, '分类').selectOption('tools')
  await field(page, '中文名称').fill('旅程天气')
  await field(page, '英文名称').fill('Journey Weather')
  await field(page, '中文简介').fill('看一眼就知道明天的天气')
  await field(page, '英文简介').fill("Tomorrow's weather at a glance")
  await field(page, '中文描述').fill('按小时的温度、降水和风力，以及未来七天的预报。')
  await field(page, '英文描述').fill('Hourly temperature, rain and wind, and the week ahead.')
  await field(page, '隐私政策地址').fill('https://example.com/privacy')
  await page.getByRole('button', { name: '创建应用' }).click()
  await expect(page).toHaveURL(/\/account\/apps\/info\?id=\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: '旅程天气' })).toBeVisible()
  const appPage = page.url()

  // A package built with `hap build` is refused, with what is wrong and what to do in plain words.
  await page.getByRole('link', { name: '上传新版本' }).click()
  await expect(page).toHaveURL(/\/account\/apps\/upload\?id=\d+$/)
  await expect(page.getByText(`manifest.json 的 package 为 ${PACKAGE_NAME}`)).toBeVisible()
  await upload(page, rpk('debug.rpk'))
  const refused = page.getByRole('region', { name: '安装包没有被接受' })
  await expect(refused).toContainText('检查发现 1 个问题')
  const debug = refused.getByRole('listitem')
  await expect(debug).toHaveAttribute('data-reason', 'debugCertificate')
  await expect(debug).toContainText('安装包使用调试证书签名（hap build）')
  await expect(debug).toContainText('请用 hap release 和你自己的密钥构建')

  // v1, release-signed, is a draft; its certificate is now the app's.
  await upload(page, rpk('release.rpk'))
  await expect(page).toHaveURL(appPage)
  const v1 = page.getByRole('listitem', { name: V1 })
  await expect(v1).toHaveAttribute('data-state', 'draft')
  await expect(v1.getByText('草稿', { exact: true })).toBeVisible()
  await expect(page.getByText(pinned).filter({ visible: true })).toBeVisible()

  // Review needs the icon and the screenshots: the refusal says so; once they are there, it goes.
  await v1.getByRole('button', { name: '提交审核' }).click()
  const incomplete = v1.getByRole('alert')
  await expect(incomplete).toContainText('提交审核前还需要补全')
  await expect(incomplete).toContainText('截图（3 到 5 张）')
  await page.getByLabel('上传图标').setInputFiles(image('icon.png'))
  // The icon is shown from the bytes the server serves.
  await expect.poll(() => decodedWidth(page, '旅程天气的图标')).toBe(216)
  for (const [index, name] of ['screenshot.png', 'screenshot.jpg', 'screenshot.webp'].entries()) {
    await page.getByLabel('添加截图').setInputFiles(image(name))
    await expect(page.getByText(`已有 ${index + 1} 张，最多 5 张`)).toBeVisible()
  }
  await v1.getByRole('button', { name: '提交审核' }).click()
  await expect(v1).toHaveAttribute('data-state', 'inReview')
  await expect(page.getByText('有版本正在审核中').first()).toBeVisible()

  // Before the approval, the developer binds an account at the development vendor: a recent
  // proof of who they are, then the vendor's own sign-in page (oidc-provider's), then back.
  await page.goto('/account/vendors')
  const devVendor = page.getByRole('listitem', { name: '开发厂商' })
  await expect(devVendor.getByText('未绑定')).toBeVisible()
  await devVendor.getByRole('button', { name: '绑定' }).click()
  const proof = page.getByRole('dialog', { name: '验证身份' })
  await proof.getByLabel(/登录密码/).fill(PASSWORD)
  await proof.getByRole('button', { name: '验证' }).click()
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${ports.vendor}/`))
  await page.getByPlaceholder('Enter any login').fill(vendorLogin)
  await page.getByPlaceholder('and password').fill('any')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(
    page.getByRole('heading', { level: 2, name: '已绑定开发厂商开发者账号' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/account\/vendors\/callback$/)
  await page.getByRole('link', { name: '返回厂商账号' }).click()
  await expect(devVendor.getByText(vendorLogin).first()).toBeVisible()
  await page.goto(appPage)

  // A reviewer opens it from the console's app queue and approves it with a comment.
  const reviewer = await (await browser.newContext({ baseURL, locale: 'zh-CN' })).newPage()
  watch(reviewer)
  await setUpStaff(reviewer, await addStaff(reviewerEmail, 'reviewer'))
  await reviewer.getByRole('link', { name: '应用审核' }).click()
  await expect(reviewer.getByRole('heading', { level: 1, name: '应用版本审核' })).toBeVisible()
  await reviewer
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('link', { name: '旅程天气' })
    .click()
  await expect(reviewer).toHaveURL(/\/staff\/apps\/versions\/\d+$/)
  await expect(reviewer.getByRole('heading', { level: 1, name: '旅程天气 1.2.0' })).toBeVisible()
  await expect(reviewer.getByText('这是该应用的第一个版本').first()).toBeVisible()
  await expect(reviewer.getByText(pinned).filter({ visible: true }).first()).toBeVisible()
  await expect.poll(() => decodedWidth(reviewer, '旅程天气 的图标')).toBe(216)
  await field(reviewer, '审核意见（开发者会看到）').fill(APPROVAL)
  await reviewer.getByRole('button', { name: '通过', exact: true }).click()
  const confirm = reviewer.getByRole('alertdialog', { name: '通过这个版本？' })
  await expect(confirm).toContainText(APPROVAL)
  await confirm.getByRole('button', { name: '通过', exact: true }).click()
  await expect(reviewer.getByText('已通过这个版本').first()).toBeVisible()

  // The developer reads the comment and releases it: the app is listed.
  await page.reload()
  await expect(v1).toHaveAttribute('data-state', 'approved')
  await expect(v1.getByRole('blockquote')).toHaveText(APPROVAL)
  await v1.getByRole('button', { name: '发布', exact: true }).click()
  await page
    .getByRole('alertdialog', { name: `发布 ${V1}？` })
    .getByRole('button', { name: '确认发布' })
    .click()
  await expect(v1).toHaveAttribute('data-state', 'released')
  await expect(page.getByText('已上架', { exact: true })).toBeVisible()

  // The approval sent it to the development vendor: its operator finds it in their queue,
  // approves it and releases it there.
  const devVersion = v1.getByRole('listitem', { name: '开发厂商' })
  await expect(devVersion.locator('[data-state]')).toHaveAttribute('data-state', 'pending')
  const operator = await (await browser.newContext({ baseURL, locale: 'zh-CN' })).newPage()
  watch(operator)
  await setUpStaff(operator, await addStaff(operatorEmail, 'reviewer', 'dev'))
  await expect(operator.getByRole('heading', { level: 1, name: '厂商审核' })).toBeVisible()
  await operator.getByRole('link', { name: '旅程天气' }).click()
  await expect(operator).toHaveURL(/\/staff\/vendor\/distributions\/\d+$/)
  const distributionPath = new URL(operator.url()).pathname
  await expect(operator.getByText(vendorLogin).first()).toBeVisible()
  await field(operator, '审核意见（开发者会看到）').fill('符合本厂商的上架要求')
  await operator.getByRole('button', { name: '通过', exact: true }).click()
  await operator
    .getByRole('alertdialog', { name: '通过这个版本？' })
    .getByRole('button', { name: '通过', exact: true })
    .click()
  await expect(operator.getByText('已通过这个版本').first()).toBeVisible()
  await operator.getByRole('button', { name: '发布', exact: true }).click()
  await operator
    .getByRole('alertdialog', { name: '在本厂商发布这个版本？' })
    .getByRole('button', { name: '发布', exact: true })
    .click()
  await expect(operator.getByText('已在本厂商发布这个版本').first()).toBeVisible()

  // An operator of another vendor neither finds it in their queue nor can open it (21006).
  await admin(
    'vendor',
    'add',
    'second',
    '--name-zh',
    '第二厂商',
    '--name-en',
    'Second vendor',
    '--issuer',
    `http://127.0.0.1:${ports.vendor}`,
    '--client-id',
    'second-portal',
  )
  const outsider = await (await browser.newContext({ baseURL, locale: 'zh-CN' })).newPage()
  watch(outsider)
  await setUpStaff(outsider, await addStaff(otherOperatorEmail, 'reviewer', 'second'))
  await expect(outsider.getByRole('heading', { level: 1, name: '厂商审核' })).toBeVisible()
  await expect(outsider.getByText('没有待审核的版本')).toBeVisible()
  await outsider.goto(distributionPath)
  await expect(
    outsider.getByText('这个版本分发给了其他厂商：你只能查看和处理本厂商的分发版本。'),
  ).toBeVisible()

  // The developer's version page shows it released at the development vendor.
  await page.reload()
  await expect(devVersion.locator('[data-state]')).toHaveAttribute('data-state', 'released')
  await expect(devVersion.getByText('已在厂商发布')).toBeVisible()
  await expect(devVersion).toContainText('符合本厂商的上架要求')

  // v2 signed with another key is refused, the pinned and the package's fingerprints side by side.
  await page.getByRole('link', { name: '上传新版本' }).click()
  await expect(page.getByText('versionCode 大于 3（已上传的最大值）')).toBeVisible()
  await upload(page, rpk('next-second-key.rpk'))
  const changed = refused.getByRole('listitem')
  await expect(changed).toHaveAttribute('data-reason', 'certificateChanged')
  await expect(changed).toContainText('签名证书与该应用首次上传时登记的证书不一致')
  await expect(changed.getByText(pinned)).toBeVisible()
  await expect(changed.getByText(other)).toBeVisible()
  await expect(changed).toContainText('登记的证书（SHA-256）')
  await expect(changed).toContainText('这个安装包的证书（SHA-256）')

  // Back on the app's page: nothing new was kept; the app is taken offline once confirmed.
  await page.getByRole('link', { name: '← 返回应用' }).click()
  await expect(v1).toHaveAttribute('data-state', 'released')
  await expect(page.getByRole('listitem', { name: /versionCode 4/ })).toHaveCount(0)
  await page.getByRole('button', { name: '下架应用' }).click()
  await page
    .getByRole('alertdialog', { name: '下架旅程天气？' })
    .getByRole('button', { name: '确认下架' })
    .click()
  await expect(page.getByText('已下架', { exact: true }).first()).toBeVisible()
  await expect(v1).toHaveAttribute('data-state', 'offline')
  await expect(page.getByRole('button', { name: '重新上架' })).toBeVisible()

  expect(violations, 'contract violations reported by prism proxy').toEqual([])
})
