import { expect, test } from '@playwright/test'
import {
  COMPANY,
  contractViolations,
  field,
  logIn,
  newestRecordId,
  recordIdOf,
  registerDeveloper,
  review,
  sendAndTypeCode,
  slowEffectTasks,
  submitCompanyProfile,
} from './support/portal'

// A developer's account, from sign-up to every change the account centre offers, on the real
// server with every API call checked by `prism proxy --errors` (the `journeys` project). Staff
// decisions go through the admin command, as a reviewer makes them.

const PASSWORD = 'Account2026a'
const NEW_PASSWORD = 'Changed2026b'
const REJECTION = '营业执照已注销，请提供个人身份证明后重新申请'
/** Whether focus is in the open dialog (run in the page: this code is type-checked without the DOM). */
const FOCUS_IN_DIALOG = `!!document.activeElement?.closest('[role="alertdialog"]')`

test('a developer completes the profile as a company and changes contact, e-mail, password, legal person and type', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000)
  const { found: violations, watch } = contractViolations()
  watch(page)
  const run = `${testInfo.project.name}-${Date.now()}`
  const email = `acct-${run}@example.com`
  const newEmail = `moved-${run}@example.com`
  const digits = String(Date.now()).slice(-8)
  const phone = `138${digits}`
  const newPhone = `139${digits}`

  // Register, then complete the profile as a company.
  await registerDeveloper(page, email, PASSWORD)
  await submitCompanyProfile(page, { companyName: '旅程科技有限公司', phone })

  // Staff approve it; the account centre shows the complete profile.
  await review('approve', await newestRecordId(page, 'completeProfile'), '资料齐全，审核通过')
  await page.goto('/account/personal')
  await expect(page.getByText('资料已完善，可以使用下面的全部设置。')).toBeVisible()
  await expect(page.getByText('旅程科技有限公司')).toBeVisible()

  // Contact: a new phone needs an SMS code sent for the contact.
  await page.getByRole('link', { name: '修改联系人' }).click()
  await expect(page).toHaveURL(/\/account\/personal\/modifyContact$/)
  await expect(field(page, '联系人手机号')).toHaveValue(phone)
  await field(page, '联系人手机号').fill(newPhone)
  await sendAndTypeCode(
    page,
    newPhone,
    page.getByRole('button', { name: '发送验证码' }),
    '短信验证码',
  )
  await page.getByRole('button', { name: '保存联系人' }).click()
  // The page (not only the toast) says it, with the new phone.
  await expect(
    page.getByRole('status').filter({ hasText: '联系人已更新' }).filter({ hasText: newPhone }),
  ).toBeVisible()

  // E-mail: a code to the current address, then the new address and its code.
  await page.goto('/account/personal/modifyEmail')
  await expect(field(page, '当前邮箱')).toHaveValue(email)
  await sendAndTypeCode(
    page,
    email,
    page.getByRole('button', { name: '发送验证码' }),
    '当前邮箱验证码',
  )
  await page.getByRole('button', { name: '下一步' }).click()
  await field(page, '新邮箱').fill(newEmail)
  await sendAndTypeCode(
    page,
    newEmail,
    page.getByRole('button', { name: '发送验证码' }).last(),
    '新邮箱验证码',
  )
  await page.getByRole('button', { name: '更换邮箱' }).click()
  await expect(page.getByText(`今后请使用 ${newEmail} 登录。`)).toBeVisible()
  await expect(page.getByRole('button', { name: `账号菜单: ${newEmail}` })).toBeVisible()

  // A second browser signs in with the new e-mail; the password change ends that session.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL })
  const otherPage = await other.newPage()
  await otherPage.goto('/account/login')
  await logIn(otherPage, newEmail, PASSWORD)
  await expect(otherPage).toHaveURL(/\/account\/personal$/)

  await page.goto('/account/personal/modifyPassWord')
  await field(page, '当前密码').fill(PASSWORD)
  await field(page, '新密码').fill(NEW_PASSWORD)
  await field(page, '确认密码').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: '修改密码' }).click()
  await expect(page.getByText(/其他浏览器和设备上的登录已全部退出/)).toBeVisible()

  await otherPage.goto('/account/personal')
  await expect(otherPage).toHaveURL(/\/account\/login\?redirect=/)
  await other.close()

  // This session stays: the account centre still opens.
  await page.getByRole('link', { name: '返回账号中心', exact: true }).click()
  await expect(page).toHaveURL(/\/account\/personal$/)

  // Legal person: filed for review, then withdrawn from the record's page.
  await page.getByRole('link', { name: '修改企业信息' }).click()
  await expect(page.getByRole('region', { name: '当前信息' })).toContainText('旅程科技有限公司')
  await field(page, '法定代表人姓名').fill('李雷')
  await field(page, '法定代表人证件号码').fill(COMPANY.residentId)
  await field(page, '申请原因').fill('法定代表人已变更')
  await page.getByRole('button', { name: '提交审核' }).click()
  await expect(page.getByText('已提交审核')).toBeVisible()
  await page.getByRole('link', { name: '查看这条变更记录' }).click()
  await expect(page).toHaveURL(/\/account\/record\/info\?id=\d+$/)
  // The confirmation from the keyboard: focus goes into the dialog, Escape closes it and gives
  // focus back to the button, also when the tasks that run effects come after the next animation
  // frame, as on a slow phone.
  const withdraw = page.getByRole('button', { name: '撤回申请' })
  await expect(withdraw).toHaveAttribute('aria-haspopup', 'dialog')
  const restoreEffectTasks = await slowEffectTasks(page)
  await withdraw.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('alertdialog', { name: '撤回这条申请？' })
  await expect(dialog).toBeVisible()
  await expect.poll(() => page.evaluate<boolean>(FOCUS_IN_DIALOG)).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(withdraw).toBeFocused()
  await restoreEffectTasks()
  await withdraw.click()
  await page.getByRole('button', { name: '确认撤回' }).click()
  await expect(page.getByText('已撤回').first()).toBeVisible()

  // Developer type: company → individual, which staff reject with a comment.
  await page.goto('/account/personal/modifyRole')
  await expect(page.getByText('你现在是企业开发者，可以申请转为个人开发者')).toBeVisible()
  // The withdrawn change left the legal person as it was: the same person, now as an individual.
  await expect(field(page, '真实姓名')).toHaveValue('韩梅梅')
  await field(page, '证件号码').fill(COMPANY.residentId)
  await field(page, '申请原因').fill('公司已注销，转为个人开发者')
  await page.getByRole('button', { name: '提交审核' }).click()
  const recordLink = page.getByRole('link', { name: '查看这条变更记录' })
  const roleRecord = recordIdOf(await recordLink.getAttribute('href'))
  await review('reject', roleRecord, REJECTION)
  await recordLink.click()
  await expect(page).toHaveURL(new RegExp(`/account/record/info\\?id=${roleRecord}$`))
  await expect(page.getByText('未通过').first()).toBeVisible()
  await expect(page.getByText(REJECTION)).toBeVisible()

  expect(violations, 'contract violations reported by prism proxy').toEqual([])
})
