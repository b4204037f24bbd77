import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { generate } from 'otplib'
import {
  contractViolations,
  field,
  logIn,
  logOut,
  registerDeveloper,
  waitForHydration,
} from './support/portal'

// Two-step sign-in and passkeys on the real server, with every API call checked by `prism proxy
// --errors` (the `journeys` project). A developer turns on two-step sign-in with
// codes the test computes as an authenticator app would; signs in with password + code, then with
// a recovery code (spent: it does not work twice); adds a passkey in Chromium's virtual
// authenticator, signs in with it alone and uses it as the second step; then a second browser
// signs in and ends the first one's session, which is signed out.
//
// WebAuthn takes a domain as the relying party's id, never an IP address, so the journey runs on
// `localhost` (the server is started with WEBAUTHN_RP_ID=localhost: playwright.config.ts).

const PASSWORD = 'TwoStep2026a'
const STEP_SECONDS = 30
const TWO_STEP_ON = '两步验证已开启 / Two-step sign-in was turned on'
const PASSKEY_ADDED = '已添加通行密钥 / A passkey was added'
const RECOVERY_CODE_USED = '有人使用恢复码登录 / A recovery code was used to sign in'

/**
 * An authenticator app: each code of a later 30-second step than the last one given, as the
 * server takes a step once (a replayed code is refused) and accepts one step either side of its
 * clock; it waits only when it is a step ahead already.
 */
function authenticator(secret: string) {
  let lastStep = 0
  const stepNow = () => Math.floor(Date.now() / 1000 / STEP_SECONDS)
  return async () => {
    const step = Math.max(lastStep + 1, stepNow() - 1)
    while (step > stepNow() + 1) await new Promise((resolve) => setTimeout(resolve, 1000))
    lastStep = step
    return generate({ secret, epoch: step * STEP_SECONDS })
  }
}

/** A browser on localhost (see above), in the journey's language. */
async function localhostContext(browser: Browser, baseURL: string, userAgent?: string) {
  return browser.newContext({
    baseURL: baseURL.replace('127.0.0.1', 'localhost'),
    locale: 'zh-CN',
    ...(userAgent ? { userAgent } : {}),
  })
}

/** Chromium's virtual authenticator (CDP): a platform authenticator that verifies its user. */
async function addVirtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
}

/**
 * Signed in, on the account centre once it has loaded (its records read), as a person sees it
 * before reaching for the account menu: a sign-out that races the page's first renders lost its
 * click once in a loaded run.
 */
async function onAccountCentre(page: Page) {
  await expect(page).toHaveURL(/\/account\/personal$/)
  await expect(page.getByText('还没有变更记录')).toBeVisible()
}

/** The second step of a sign-in, with a code typed into the field `label`. */
async function secondStep(page: Page, label: string, code: string) {
  await expect(page.getByRole('heading', { name: '两步验证' })).toBeVisible()
  await field(page, label).fill(code)
  await page.getByRole('button', { name: '验证并登录' }).click()
}

/** The "confirm it's you" dialog: the password, and a code when two-step sign-in is on. */
async function confirmIdentity(page: Page, proof: { password: string; code?: string }) {
  const dialog = page.getByRole('dialog', { name: '验证身份' })
  await dialog.getByLabel('登录密码').fill(proof.password)
  if (proof.code) await dialog.getByLabel('验证器显示的 6 位动态码').fill(proof.code)
  await dialog.getByRole('button', { name: '验证', exact: true }).click()
  await expect(dialog).toBeHidden()
}

test('a developer turns on two-step sign-in, signs in with a code, a recovery code and a passkey, and ends a session from another browser', async ({
  browser,
  baseURL,
}, testInfo) => {
  // Each authenticator code is accepted once, so the journey's five codes wait for new 30-second
  // steps: up to a minute and a half of waiting on top of the pages.
  test.setTimeout(180_000)
  const { found: violations, watch } = contractViolations()
  const first = await localhostContext(browser, baseURL!)
  const page = await first.newPage()
  watch(page)
  const email = `two-step-${testInfo.project.name}-${Date.now()}@example.com`
  const mailed = async (subject: string) => {
    const answer = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`)
    const mails = (await answer.json()) as { subject: string }[]
    return mails.filter((mail) => mail.subject === subject).length
  }
  await registerDeveloper(page, email, PASSWORD)

  // Turning it on: first the password again (a fresh proof on this session), then the QR code
  // and the secret, a first code, then the ten recovery codes.
  await page.goto('/account/personal/security')
  const started = page.waitForResponse(
    async (response) =>
      response.url().endsWith('/api/p/account/security/twoStep/start') &&
      ((await response.json()) as { code: number }).code === 0,
  )
  await page.getByRole('button', { name: '开启两步验证' }).click()
  await confirmIdentity(page, { password: PASSWORD })
  const { data: enrolment } = (await (await started).json()) as { data: { secret: string } }
  const nextCode = authenticator(enrolment.secret)
  await expect(page.getByRole('img', { name: '用于绑定验证器的二维码' })).toBeVisible()
  const confirmed = page.waitForResponse('**/api/p/account/security/twoStep/confirm')
  await field(page, '验证器显示的 6 位数字').fill(await nextCode())
  await page.getByRole('button', { name: '验证并开启' }).click()
  const { data } = (await (await confirmed).json()) as { data: { recoveryCodes: string[] } }
  const [recoveryCode] = data.recoveryCodes
  await expect(page.getByRole('heading', { name: '保存恢复码' })).toBeVisible()
  await expect(page.getByText(recoveryCode!)).toBeVisible()
  await page.getByLabel('我已妥善保存这些恢复码').check()
  await page.getByRole('button', { name: '完成' }).click()
  await expect(page.getByRole('heading', { name: '两步验证已开启' })).toBeVisible()
  await expect.poll(() => mailed(TWO_STEP_ON)).toBe(1)

  // Signed out, the password is not enough: the second step asks for a code.
  await logOut(page, email)
  await page.goto('/account/login')
  await waitForHydration(page)
  await logIn(page, email, PASSWORD)
  await secondStep(page, '验证器验证码', await nextCode())
  await onAccountCentre(page)

  // A recovery code signs in once; the second time it is refused.
  await logOut(page, email)
  for (const attempt of ['first', 'again'] as const) {
    await page.goto('/account/login')
    await waitForHydration(page)
    await logIn(page, email, PASSWORD)
    await page.getByRole('button', { name: '使用恢复码' }).click()
    await secondStep(page, '恢复码', recoveryCode!)
    if (attempt === 'first') {
      await onAccountCentre(page)
      await expect.poll(() => mailed(RECOVERY_CODE_USED)).toBe(1)
      await logOut(page, email)
    } else {
      await expect(page.getByText('验证码错误')).toBeVisible()
      await expect(page).toHaveURL(/\/account\/login/)
    }
  }
  await page.getByRole('button', { name: '使用验证器验证码' }).click()
  await secondStep(page, '验证器验证码', await nextCode())
  await onAccountCentre(page)

  // A passkey, made by the virtual authenticator and named on the security page.
  await addVirtualAuthenticator(first, page)
  await page.goto('/account/personal/security')
  await page.getByRole('button', { name: '添加通行密钥' }).click()
  await field(page, '通行密钥名称').fill('E2E 笔记本')
  await page.getByRole('button', { name: '创建通行密钥' }).click()
  // This session has not proved who is using it: the password and a code first.
  await confirmIdentity(page, { password: PASSWORD, code: await nextCode() })
  await expect(page.getByText('已添加通行密钥“E2E 笔记本”')).toBeVisible()
  await expect(page.getByRole('list', { name: '通行密钥列表' })).toContainText('E2E 笔记本')
  await expect.poll(() => mailed(PASSKEY_ADDED)).toBe(1)

  // It signs in alone, with no password and no second step; and it is a second step.
  await logOut(page, email)
  await page.goto('/account/login')
  await waitForHydration(page)
  await page.getByRole('button', { name: '使用通行密钥登录' }).click()
  await onAccountCentre(page)
  await logOut(page, email)
  await page.goto('/account/login')
  await waitForHydration(page)
  await logIn(page, email, PASSWORD)
  await page.getByRole('button', { name: '使用通行密钥' }).click()
  await onAccountCentre(page)

  // A second browser signs in with password and code, and ends the first one's session.
  const second = await (
    await localhostContext(
      browser,
      baseURL!,
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    )
  ).newPage()
  watch(second)
  await second.goto('/account/login')
  await waitForHydration(second)
  await logIn(second, email, PASSWORD)
  await secondStep(second, '验证器验证码', await nextCode())
  await onAccountCentre(second)
  await second.goto('/account/personal/security')
  await second.getByRole('button', { name: '结束其他所有会话' }).click()
  await second.getByRole('alertdialog').getByRole('button', { name: '全部结束' }).click()
  await expect(second.getByText('已结束 1 个会话')).toBeVisible()
  await page.reload()
  await expect(page).toHaveURL(/\/account\/login/)

  expect(violations, 'contract violations reported by prism proxy').toEqual([])
})
