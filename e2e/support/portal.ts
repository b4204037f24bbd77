// What the end-to-end journeys do the same way: find a field by its label, read a code from the
// development outbox, sign in and out, and call the staff review command.
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
