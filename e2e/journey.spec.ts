import { expect, test } from '@playwright/test'
import { CAPTCHA } from './support/e2e-env'
import { contractViolations, field, logIn, logOut, sendEmailCode } from './support/portal'

// A new developer's first day, in the portal's default language (zh-CN): register with an e-mail
// code from the outbox, sign out, trip the login captcha, sign in with it, reset the password,
// sign in with the new one, and apply for account recovery. Every API call is checked against
// openapi/openapi.yaml by `prism proxy --errors` on its way to the real server (`journeys` project).

const PASSWORD = 'Journey2026a'
const NEW_PASSWORD = 'Renewed2026b'

test('a developer registers, trips the captcha, resets the password and applies for recovery', async ({
  page,
}, testInfo) => {
  const { found: violations, watch } = contractViolations()
  watch(page)
  const email = `dev-${testInfo.project.name}-${Date.now()}@example.com`

  // Register: captcha → e-mail code → password → signed in → complete the profile.
  await page.goto('/account/register')
  await expect(page.getByRole('heading', { level: 1, name: '注册' })).toBeVisible()
  await sendEmailCode(page, email)
  await field(page, '新密码').fill(PASSWORD)
  await field(page, '确认密码').fill(PASSWORD)
  await page.getByRole('button', { name: '注册', exact: true }).click()
  await expect(page).toHaveURL(/\/account\/data$/)
  await logOut(page, email)

  // Three wrong passwords: the third answer (99001) brings the captcha.
  await page.goto('/account/login')
  for (let attempt = 1; attempt <= 2; attempt++) {
    await logIn(page, email, 'Wrong2026x')
    await expect(page.getByText('邮箱或密码错误', { exact: true })).toBeVisible()
  }
  await expect(field(page, '图形验证码')).toHaveCount(0)
  await logIn(page, email, 'Wrong2026x')
  await expect(page.getByText('用户名或密码错误超过3次，请输入登录验证码')).toBeVisible()
  await expect(page.getByRole('img', { name: /图形验证码/ })).toBeVisible()

  // With the captcha, the right password signs in and lands in the account centre.
  await field(page, '图形验证码').fill(CAPTCHA)
  await logIn(page, email, PASSWORD)
  await expect(page).toHaveURL(/\/account\/personal$/)
  await logOut(page, email)

  // Forgot password: captcha → e-mail code → new password → back to login.
  await page.goto('/account/findPassWord')
  await sendEmailCode(page, email)
  await field(page, '新密码').fill(NEW_PASSWORD)
  await field(page, '确认密码').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: '重置密码' }).click()
  await expect(page).toHaveURL(/\/account\/login$/)
  await expect(page.getByText('密码已重置，请使用新密码登录')).toBeVisible()

  // The new password works (and the old one no longer would).
  await logIn(page, email, NEW_PASSWORD)
  await expect(page).toHaveURL(/\/account\/personal$/)
  await logOut(page, email)

  // Account recovery: find the account with a captcha, then apply with identity proof.
  await page.goto('/account/recovery')
  await field(page, '原注册邮箱').fill(email)
  await field(page, '图形验证码').fill(CAPTCHA)
  await page.getByRole('button', { name: '查找账号' }).click()
  await expect(page.getByText('已找到账号，请提交换绑申请')).toBeVisible()
  const newEmail = `new-${testInfo.project.name}-${Date.now()}@example.com`
  await field(page, '新邮箱').fill(newEmail)
  await field(page, '姓名').fill('张三')
  await field(page, '证件类型').selectOption('RESIDENT_ID')
  await field(page, '证件号码').fill('11010519491231002X')
  await field(page, '联系电话').fill('13800138000')
  await field(page, '申请原因').fill('原邮箱所在公司已注销')
  await page.getByRole('button', { name: '提交申请' }).click()
  await expect(page).toHaveURL(/\/account\/recoveryApplySuccess$/)
  await expect(page.getByText(`审核结果将发送至 ${newEmail}`)).toBeVisible()

  expect(violations, 'contract violations reported by prism proxy').toEqual([])
})
