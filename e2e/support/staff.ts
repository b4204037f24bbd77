import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect, type Page } from '@playwright/test'
import { generate } from 'otplib'
import { dataDir } from './e2e-env'
import { field } from './portal'

// Staff members in the journeys: added with the admin CLI against the journey's server, set up
// through the console with authenticator codes the test computes as an authenticator app would.

export const STAFF_PASSWORD = 'Review2026a'

const run = promisify(execFile)

/** `npm run admin -- …` against the journey's server (its DATA_DIR): what the command printed. */
export async function admin(...args: string[]) {
  const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    timeout: 60_000,
  })
  return stdout
}

/**
 * `npm run admin -- staff add EMAIL --role ROLE [--vendor CODE]` against the journey's server: the
 * set-up link's path.
 */
export async function addStaff(email: string, role: 'reviewer' | 'admin', vendor?: string) {
  const stdout = await admin(
    'staff',
    'add',
    email,
    '--role',
    role,
    ...(vendor ? ['--vendor', vendor] : []),
  )
  const link = stdout.split('\n').find((line) => line.startsWith('http'))
  expect(link, stdout).toMatch(/\/staff\/setup\?token=/)
  const url = new URL(link!)
  return `${url.pathname}${url.search}`
}

/**
 * A code of `secret` one 30-second step ahead of now: the server accepts a step either way (a
 * phone's clock drifts) but each step once, and the step now may have been spent a moment ago.
 */
export const nextCode = (secret: string) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 })

/** A staff member's first visit: the set-up link, a password, the authenticator, recovery codes. */
export async function setUpStaff(page: Page, setupPath: string) {
  await page.goto(setupPath)
  await field(page, '新密码').fill(STAFF_PASSWORD)
  await field(page, '确认密码').fill(STAFF_PASSWORD)
  const started = page.waitForResponse('**/api/staff/setup/start')
  await page.getByRole('button', { name: '下一步' }).click()
  const { data } = (await (await started).json()) as { data: { secret: string } }
  await expect(page.getByRole('img', { name: /二维码/ })).toBeVisible()
  await field(page, '验证器显示的 6 位数字').fill(
    await generate({ secret: data.secret, epoch: Math.floor(Date.now() / 1000) }),
  )
  await page.getByRole('button', { name: '验证并继续' }).click()
  await expect(page.getByRole('heading', { name: '保存恢复码' })).toBeVisible()
  const open = page.getByRole('button', { name: '进入控制台' })
  await expect(open).toBeDisabled()
  await page.getByLabel('我已妥善保存这些恢复码').check()
  await open.click()
  // The alliance's members land on the review queue, a vendor's on that vendor's queue.
  await expect(page).toHaveURL(/\/staff(\/vendor)?$/)
  return data.secret
}
