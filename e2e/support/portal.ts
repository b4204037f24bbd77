// What the end-to-end journeys do the same way: collect the contract's violations, find a field by
// its label, read a code from the development outbox, sign in and out, and call the staff review
// command.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect, type Page } from '@playwright/test'
import { CAPTCHA, dataDir } from './e2e-env'

/** Run in the page (a string: the e2e code has no DOM types): React has hydrated the page's heading. */
const HEADING_HYDRATED = `Object.keys(document.querySelector('main h1') ?? {}).some((key) =>
  key.startsWith('__reactFiber'))`

/**
 * Waits until React has taken over a page the server rendered (docs/rendering.md): before that its
 * buttons are HTML without handlers, and a click does nothing.
 */
export async function waitForHydration(page: Page) {
  await expect.poll(() => page.evaluate<boolean>(HEADING_HYDRATED)).toBe(true)
}

/**
 * The contract violations `prism proxy --errors` reports (its `sl-violations` header) on the
 * answers a journey's pages get: the journeys reach the API through it (playwright.config.ts).
 * `watch` each page the journey opens; `found` lists what was reported.
 */
export function contractViolations() {
  const found: string[] = []
  const watch = (page: Page) =>
    page.on('response', (response) => {
      const violation = response.headers()['sl-violations']
      if (violation) found.push(`${response.url()}: ${violation}`)
    })
  return { found, watch }
}

/** A form field by its label (the label also holds the required-field star). */
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label}\\s*\\*?$`))

/** The id of the newest outbox message to `to`, or 0: codes sent later have higher ids. */
export async function outboxHighWater(page: Page, to: string): Promise<number> {
  const answer = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`)
  const mails = (await answer.json()) as { id: number }[]
  return Math.max(0, ...mails.map((mail) => mail.id))
}

/** The 6-digit code of the first outbox message to `to` newer than `after` (e-mail or SMS). */
export async function latestCode(page: Page, to: string, after: number): Promise<string> {
  let code: string | undefined
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`)
      const mails = (await answer.json()) as { id: number; body: string }[]
      const newest = mails.find((mail) => mail.id > after)
      code = newest?.body.match(/\b(\d{6})\b/)?.[1]
      return code
    })
    .toBeTruthy()
  return code!
}

/** Press a "send code" button for `to`, then type the code the outbox got into `codeLabel`. */
export async function sendAndTypeCode(
  page: Page,
  to: string,
  sendButton: ReturnType<Page['getByRole']>,
  codeLabel: string,
) {
  const before = await outboxHighWater(page, to)
  await sendButton.click()
  await expect(page.getByRole('button', { name: /秒后重发/ }).first()).toBeDisabled()
  await field(page, codeLabel).fill(await latestCode(page, to, before))
}

/** The public e-mail flows (register, forgot password): e-mail, captcha, "send code", the code. */
export async function sendEmailCode(page: Page, email: string) {
  const before = await outboxHighWater(page, email)
  await field(page, '邮箱').fill(email)
  // "Send code" needs the captcha's id: wait for its image.
  await expect(page.getByRole('img', { name: /图形验证码/ })).toBeVisible()
  await field(page, '图形验证码').fill(CAPTCHA)
  await page.getByRole('button', { name: '发送验证码' }).click()
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled()
  await field(page, '邮箱验证码').fill(await latestCode(page, email, before))
}

export async function logIn(page: Page, email: string, password: string) {
  await field(page, '邮箱').fill(email)
  await field(page, '密码').fill(password)
  await page.getByRole('button', { name: '登录', exact: true }).click()
}

export async function logOut(page: Page, email: string) {
  await page.getByRole('button', { name: `账号菜单: ${email}` }).click()
  await page.getByRole('menuitem', { name: '退出登录' }).click()
  await expect(page.getByRole('link', { name: '登录' }).first()).toBeVisible()
}

const run = promisify(execFile)

/**
 * Staff decide a change record with the admin command (`npm run admin -- approve|reject ID
 * --comment …`), which reaches the running server through DATA_DIR/admin.sock.
 */
export async function review(decision: 'approve' | 'reject', id: number, comment: string) {
  const { stdout } = await run(
    'npm',
    ['run', '--silent', 'admin', '--', decision, String(id), '--comment', comment],
    {
      env: { ...process.env, DATA_DIR: dataDir },
      timeout: 60_000,
    },
  )
  return stdout
}

/** The record id in a record page's address (`/account/record/info?id=7`). */
export function recordIdOf(href: string | null): number {
  const id = Number(new URL(href ?? '', 'http://x').searchParams.get('id'))
  expect(Number.isSafeInteger(id) && id > 0, `a record id in ${href}`).toBe(true)
  return id
}

/** The id of the account's newest change record of `type`, read with the page's own session. */
export async function newestRecordId(page: Page, type: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('portal.token'))
  const answer = await page.request.get(
    `/api/p/accountChangeRecord/queryPage?pageNum=1&pageSize=10&type=${type}`,
    { headers: { token: token ?? '' } },
  )
  const body = (await answer.json()) as { code: number; data: { list: { id: number }[] } }
  expect(body.code, 'queryPage answered').toBe(0)
  const id = body.data.list[0]?.id
  expect(id, `a ${type} record`).toBeTruthy()
  return id!
}

/**
 * Makes the page's message-channel tasks (where React's scheduler renders and runs effects) wait
 * 40 ms, as on a slow phone, so that animation frames come first.
 * Returns what undoes it. (Scripts as text: this code is type-checked without the DOM.)
 */
export async function slowEffectTasks(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(`{
    const post = MessagePort.prototype.postMessage
    window.postMessageAsItWas = post
    MessagePort.prototype.postMessage = function (...args) {
      setTimeout(() => post.apply(this, args), 40)
    }
  }`)
  return async () => {
    await page.evaluate('MessagePort.prototype.postMessage = window.postMessageAsItWas')
  }
}

/** A new developer, registered through the page and signed in, on the profile page. */
export async function registerDeveloper(page: Page, email: string, password: string) {
  await page.goto('/account/register')
  await sendEmailCode(page, email)
  await field(page, '新密码').fill(password)
  await field(page, '确认密码').fill(password)
  await page.getByRole('button', { name: '注册', exact: true }).click()
  await expect(page).toHaveURL(/\/account\/data$/)
}

/** A company's legal person, as the journeys file it. */
export const COMPANY = {
  creditCode: '91350100M000100Y43', // GB 32100 example
  legalPerson: '韩梅梅',
  residentId: '11010519491231002X', // GB 11643 example
}

/**
 * On /account/data: the profile as a company (type → identity → contact with its SMS code → check →
 * submit), ending on "under review". Fields the form already holds (a rejected submission's) are
 * typed over.
 */
export async function submitCompanyProfile(
  page: Page,
  { companyName, phone }: { companyName: string; phone: string },
) {
  await page.locator('label').filter({ hasText: '企业开发者' }).click()
  await page.getByRole('button', { name: '下一步' }).click()
  await field(page, '公司名称').fill(companyName)
  await field(page, '统一社会信用代码').fill(COMPANY.creditCode)
  await field(page, '法定代表人姓名').fill(COMPANY.legalPerson)
  await field(page, '法定代表人证件类型').selectOption('RESIDENT_ID')
  await field(page, '法定代表人证件号码').fill(COMPANY.residentId)
  await page.getByRole('button', { name: '下一步' }).click()
  await field(page, '联系人姓名').fill('李雷')
  await field(page, '联系人手机号码').fill(phone)
  await sendAndTypeCode(page, phone, page.getByRole('button', { name: '发送验证码' }), '短信验证码')
  await page.getByRole('button', { name: '下一步' }).click()
  await page.getByRole('button', { name: '提交审核' }).click()
  await expect(page.getByRole('heading', { name: '资料审核中' })).toBeVisible()
}
