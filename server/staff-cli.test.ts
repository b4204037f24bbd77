import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'
import { ADMIN_USAGE, runAdminCommand } from './admin-commands.ts'
import { completeUser, describeBackends, registerUser, uniqueEmail } from './test/harness.ts'
import { addStaff, enrolledStaff, STAFF_PASSWORD, staffSignIn, totpCode } from './test/staff.ts'

const root = fileURLToPath(new URL('../', import.meta.url))
const tsx = path.join(root, 'node_modules/.bin/tsx')

describeBackends('staff commands of the admin CLI', (t) => {
  const admin = (...argv: string[]) => runAdminCommand(t().app.ctx, argv)

  async function auditOf(email: string) {
    const rows = await t().db.query<{ action: string; staff_id: string | null; detail: string }>(
      'select action, staff_id, detail from audit_log where subject_email = $1 order by id',
      [email],
    )
    return rows.map((r) => [r.action, r.staff_id, r.detail])
  }

  it('adds, lists, disables, enables and changes the role of staff members, audited', async () => {
    const email = uniqueEmail('staff')
    const added = await admin('staff', 'add', email.toUpperCase(), '--role', 'reviewer')
    const [first, link] = added.split('\n')
    expect(first).toBe(`added ${email} (reviewer); their set-up link, valid 72 hours, once:`)
    expect(link).toMatch(/^http:\/\/localhost:3000\/staff\/setup\?token=[A-Za-z0-9_-]{43}$/)
    expect(await admin('staff', 'list')).toContain(`${email}\treviewer\tset-up pending`)
    await expect(admin('staff', 'add', email, '--role', 'reviewer')).rejects.toThrow(/already/)
    await expect(admin('staff', 'add', 'not-an-email', '--role', 'reviewer')).rejects.toThrow(
      /e-mail/,
    )
    await expect(admin('staff', 'add', uniqueEmail(), '--role', 'boss')).rejects.toThrow(
      /reviewer or admin/,
    )
    await expect(admin('staff', 'add', uniqueEmail())).rejects.toThrow(/reviewer or admin/)
    expect(await admin('staff', 'role', email, 'admin')).toBe(`${email} is an admin`)
    expect(await admin('staff', 'disable', email)).toBe(
      `${email} is disabled; their sessions ended`,
    )
    expect(await admin('staff', 'list')).toContain(`${email}\tadmin   \tdisabled`)
    expect(await admin('staff', 'enable', email)).toBe(`${email} is enabled`)
    await expect(admin('staff', 'disable', uniqueEmail())).rejects.toThrow(/no staff member/)
    await expect(admin('staff', 'fire', email)).rejects.toThrow(/staff add/)
    expect(await auditOf(email)).toEqual([
      ['staffAdded', null, 'reviewer'],
      ['staffRoleChanged', null, 'admin'],
      ['staffDisabled', null, null],
      ['staffEnabled', null, null],
    ])
  })

  it('resets a member: a new link, and the old password, authenticator, codes and sessions gone', async () => {
    const member = await enrolledStaff(t(), 'reviewer')
    const output = await admin('staff', 'reset', member.email)
    const link = output.split('\n')[1]!
    expect(output.split('\n')[0]).toBe(
      `${member.email} must set up again; their new set-up link, valid 72 hours, once:`,
    )
    expect((await t().call('staffMe', { staffToken: member.token })).code).toBe(10005)
    const code = await totpCode(t(), member.secret)
    expect(
      (
        await t().call('staffLogin', {
          body: { email: member.email, password: STAFF_PASSWORD, code },
        })
      ).code,
    ).toBe(10001)
    const recovery = await t().call('staffLogin', {
      body: { email: member.email, password: STAFF_PASSWORD, code: member.recoveryCodes[0]! },
    })
    expect(recovery.code).toBe(10001)
    expect(
      await t().db.query(
        'select 1 from staff_recovery_codes c join staff m on m.id = c.staff_id where m.email = $1',
        [member.email],
      ),
    ).toHaveLength(0)
    // The new link sets up a new authenticator.
    const setupToken = new URL(link).searchParams.get('token')!
    const start = await t().call('staffSetupStart', {
      body: { setupToken, password: STAFF_PASSWORD },
    })
    expect(start.data.secret).not.toBe(member.secret)
    const confirm = await t().call('staffSetupConfirm', {
      body: { setupToken, code: await totpCode(t(), start.data.secret) },
    })
    expect(confirm.code).toBe(0)
    t().clock.advance(30_000)
    await staffSignIn(t(), { email: member.email, secret: start.data.secret })
    expect((await auditOf(member.email)).map((e) => e[0])).toContain('staffReset')
  })

  it('audits the existing commands with no staff member', async () => {
    const user = await completeUser(t())
    // completeUser approves through the CLI's decide: an audit entry with no staff member.
    expect(await auditOf(user.email)).toEqual([['approve', null, '资料齐全']])
    await admin('show', String(user.recordId))
    await admin('freeze', user.email, '--reason', '测试')
    await admin('unfreeze', user.email)
    expect(await auditOf(user.email)).toEqual([
      ['approve', null, '资料齐全'],
      ['reveal', null, null],
      ['freeze', null, '测试'],
      ['unfreeze', null, null],
    ])
    // A record decided by the CLI names no reviewer in the console.
    const reviewer = await enrolledStaff(t(), 'reviewer')
    const record = await t().call('staffRecord', {
      staffToken: reviewer.token,
      query: { id: user.recordId },
    })
    expect(record.data).toMatchObject({ status: 'approved', reviewedBy: null })
  })

  it('lists the staff commands in its usage', () => {
    for (const command of [
      'staff add EMAIL --role reviewer|admin',
      'staff list',
      'staff reset EMAIL',
    ]) {
      expect(ADMIN_USAGE).toContain(command)
    }
  })

  it('leaves developer accounts alone', async () => {
    const developer = await registerUser(t())
    await expect(admin('staff', 'disable', developer.email)).rejects.toThrow(/no staff member/)
    const { email } = await addStaff(t(), 'admin')
    expect(
      (await t().call('accountLogin', { body: { email, password: STAFF_PASSWORD } })).code,
    ).toBe(10001)
  })
})

// Two runs of the CLI, the first making a new data directory: half a minute on a quiet two-core
// machine, more than a minute while other suites run.
it('prints the set-up link on a line of its own from `npm run admin -- staff add`', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-staff-cli-'))
  try {
    const run = (...args: string[]) =>
      promisify(execFile)(tsx, ['server/admin.ts', ...args], {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATA_DIR: path.join(dir, 'data'),
          PORT: '4321',
          LOG_LEVEL: 'warn',
        },
      })
    const email = uniqueEmail('cli')
    const { stdout } = await run('staff', 'add', email, '--role', 'admin')
    const links = stdout
      .split('\n')
      .filter((line) =>
        /^http:\/\/localhost:4321\/staff\/setup\?token=[A-Za-z0-9_-]{43}$/.test(line),
      )
    expect(links).toHaveLength(1)
    expect((await run('staff', 'list')).stdout).toContain(`${email}\tadmin   \tset-up pending`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}, 180_000)
