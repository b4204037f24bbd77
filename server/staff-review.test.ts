import { expect, it } from 'vitest'
import { runAdminCommand } from './admin-commands.ts'
import {
  completeUser,
  CREDIT_CODE,
  describeBackends,
  PASSWORD,
  profileBody,
  recoveryBody,
  registerUser,
  RESIDENT_ID,
  smsCode,
  ticketFor,
  uniquePhone,
  type TestApp,
} from './test/harness.ts'
import { enrolledStaff } from './test/staff.ts'

/** A developer who filed a company profile for review. */
async function companyApplicant(t: TestApp) {
  const user = await registerUser(t)
  const phone = uniquePhone()
  const filed = await t.call('completeAccountInfo', {
    token: user.token,
    body: profileBody(phone, await smsCode(t, user.token, phone), {}, 'company'),
  })
  expect(filed.code).toBe(0)
  return { ...user, phone, recordId: filed.data.id as number }
}

describeBackends('staff review', (t) => {
  it('lists the queue oldest first with counts, filters and pages', async () => {
    const first = await companyApplicant(t())
    t().clock.advance(3 * 86_400_000)
    const reviewer = await enrolledStaff(t(), 'reviewer')
    const second = await companyApplicant(t())
    const queue = (query: Record<string, string | number> = {}) =>
      t().call('staffQueue', { staffToken: reviewer.token, query: { pageSize: 50, ...query } })
    const all = await queue({ type: 'completeProfile' })
    expect(all.code).toBe(0)
    const ids = all.data.list.map((r: { id: number }) => r.id)
    expect(ids.indexOf(first.recordId)).toBeLessThan(ids.indexOf(second.recordId))
    expect(all.data.list.every((r: { status: string }) => r.status === 'reviewing')).toBe(true)
    expect(all.data.counts.completeProfile).toBe(all.data.total)
    const item = all.data.list.find((r: { id: number }) => r.id === first.recordId)
    expect(item).toMatchObject({ email: first.email, companyName: '示例科技有限公司' })
    // By e-mail, by age, by page.
    const byEmail = await queue({ q: first.email.toUpperCase().slice(0, 20) })
    expect(byEmail.data.list.map((r: { id: number }) => r.id)).toContain(first.recordId)
    expect(byEmail.data.list.map((r: { id: number }) => r.id)).not.toContain(second.recordId)
    const old = await queue({ minAgeDays: 2 })
    expect(old.data.list.map((r: { id: number }) => r.id)).toContain(first.recordId)
    expect(old.data.list.map((r: { id: number }) => r.id)).not.toContain(second.recordId)
    const pageTwo = await queue({ pageSize: 1, pageNum: 2, type: 'completeProfile' })
    expect(pageTwo.data.list).toHaveLength(1)
    expect(pageTwo.data.list[0].id).toBe(ids[1])
    // The counts ignore the type and the search.
    const other = await queue({ type: 'emailRecovery', q: 'zzz-nobody' })
    expect(other.data.list).toEqual([])
    expect(other.data.counts.completeProfile).toBe(all.data.counts.completeProfile)
    // A search with LIKE's characters takes them literally.
    expect((await queue({ q: '%' })).data.list).toEqual([])
  })

  it('shows a record with numbers masked, and reveals them into the audit log', async () => {
    const reviewer = await enrolledStaff(t(), 'reviewer')
    const applicant = await companyApplicant(t())
    const record = await t().call('staffRecord', {
      staffToken: reviewer.token,
      query: { id: applicant.recordId },
    })
    expect(record.code).toBe(0)
    expect(record.data).toMatchObject({
      id: applicant.recordId,
      type: 'completeProfile',
      status: 'reviewing',
      reviewedBy: null,
      proof: null,
      drift: [],
      applicant: { email: applicant.email, status: 'active', profileStatus: 'reviewing' },
    })
    expect(JSON.stringify(record.data)).not.toContain(RESIDENT_ID)
    expect(record.data.changes).toContainEqual({
      field: 'creditCode',
      before: null,
      after: CREDIT_CODE,
    })
    const revealed = await t().call('staffRevealIdentity', {
      staffToken: reviewer.token,
      body: { id: applicant.recordId },
    })
    expect(revealed.data).toEqual({
      changeIdNumber: RESIDENT_ID,
      accountIdNumber: null,
      proofIdNumber: null,
    })
    const [entry] = await t().db.query<{ action: string; subject_email: string }>(
      `select action, subject_email from audit_log where record_id = $1 and action = 'reveal'`,
      [applicant.recordId],
    )
    expect(entry).toEqual({ action: 'reveal', subject_email: applicant.email })
    // An unknown record.
    const missing = await t().call('staffRecord', {
      staffToken: reviewer.token,
      query: { id: 99_999_999 },
    })
    expect([missing.code, missing.data]).toEqual([441, { reason: 'recordNotFound' }])
  })

  it('masks a recovery proof and reveals it', async () => {
    const reviewer = await enrolledStaff(t(), 'reviewer')
    const user = await completeUser(t())
    const found = await t().call('queryAccountByEmail', {
      body: { email: user.email, ticket: await ticketFor(t(), 'recovery') },
    })
    const filed = await t().call('updateEmailApply', {
      body: recoveryBody(user, found.data.recoveryTicket),
    })
    const record = await t().call('staffRecord', {
      staffToken: reviewer.token,
      query: { id: filed.data.id },
    })
    expect(record.data.proof).toEqual({
      name: '韩梅梅',
      idType: 'RESIDENT_ID',
      idNumberMasked: '110***********002X',
      phone: user.phone,
    })
    const revealed = await t().call('staffRevealIdentity', {
      staffToken: reviewer.token,
      body: { id: filed.data.id },
    })
    expect(revealed.data).toEqual({
      changeIdNumber: null,
      accountIdNumber: RESIDENT_ID,
      proofIdNumber: RESIDENT_ID,
    })
  })

  it('decides once when two reviewers decide at the same time', async () => {
    const [one, two] = [await enrolledStaff(t(), 'reviewer'), await enrolledStaff(t(), 'reviewer')]
    const applicant = await companyApplicant(t())
    const mails = () => t().mailer.sent.filter((m) => m.to === applicant.email).length
    const mailsBefore = mails()
    const decide = (token: string, decision: string) =>
      t().call('staffDecide', {
        staffToken: token,
        body: { id: applicant.recordId, decision, comment: '资料齐全' },
      })
    const answers = await Promise.all([decide(one.token, 'approve'), decide(two.token, 'approve')])
    expect(answers.map((a) => a.code).sort()).toEqual([0, 30003])
    const winner = answers.find((a) => a.code === 0)!
    expect(winner.data).toMatchObject({ status: 'approved', reviewComment: '资料齐全' })
    expect([one.email, two.email]).toContain(winner.data.reviewedBy)
    expect(winner.data.applicant.profileStatus).toBe('complete')
    expect(mails()).toBe(mailsBefore + 1)
    const entries = await t().db.query(
      `select 1 from audit_log where record_id = $1 and action = 'approve'`,
      [applicant.recordId],
    )
    expect(entries).toHaveLength(1)
    // A rejection and an approval racing: still one decision.
    const other = await companyApplicant(t())
    const race = await Promise.all([
      t().call('staffDecide', {
        staffToken: one.token,
        body: { id: other.recordId, decision: 'reject', comment: '营业执照不清晰' },
      }),
      t().call('staffDecide', {
        staffToken: two.token,
        body: { id: other.recordId, decision: 'approve' },
      }),
    ])
    expect(race.map((a) => a.code).sort()).toEqual([0, 30003])
    // The developer's account shows the outcome at once (no stale cache).
    const info = await t().call('queryAccountInfo', { token: other.token })
    const rejected = race[0]!.code === 0
    expect(info.data.profileStatus).toBe(rejected ? 'rejected' : 'complete')
  })

  it('needs a comment to reject, and tells the applicant', async () => {
    const reviewer = await enrolledStaff(t(), 'reviewer')
    const applicant = await companyApplicant(t())
    for (const comment of [undefined, '', '   ']) {
      const answer = await t().call('staffDecide', {
        staffToken: reviewer.token,
        body: { id: applicant.recordId, decision: 'reject', comment },
      })
      expect(answer.code).toBe(440)
    }
    const rejected = await t().call('staffDecide', {
      staffToken: reviewer.token,
      body: { id: applicant.recordId, decision: 'reject', comment: '营业执照上的公司名称不一致' },
    })
    expect(rejected.data).toMatchObject({
      status: 'rejected',
      reviewedBy: reviewer.email,
      reviewComment: '营业执照上的公司名称不一致',
    })
    const mail = t().mailer.sent.findLast((m) => m.to === applicant.email)!
    expect(mail.text).toContain('营业执照上的公司名称不一致')
    // The applicant's record page shows the comment.
    const own = await t().call('queryChangeRecordInfo', {
      token: applicant.token,
      query: { id: applicant.recordId },
    })
    expect(own.data.reviewComment).toBe('营业执照上的公司名称不一致')
    expect(
      (
        await t().call('staffDecide', {
          staffToken: reviewer.token,
          body: { id: 99_999_999, decision: 'approve' },
        })
      ).code,
    ).toBe(441)
  })

  it('refuses to approve a record whose account changed since filing, and still rejects it', async () => {
    const reviewer = await enrolledStaff(t(), 'reviewer')
    const user = await completeUser(t())
    const legal = await t().call('updateLegalPersonInfo', {
      token: user.token,
      body: {
        developerType: 'individual',
        name: 'WangWu',
        idType: 'PASSPORT',
        idNumber: 'G87654321',
        reason: '法人变更',
      },
    })
    expect(legal.code).toBe(0)
    // The account changes meanwhile (another application approved first).
    await t().db.query(`update accounts set identity_name = 'ZhaoLiu' where email = $1`, [
      user.email,
    ])
    const record = await t().call('staffRecord', {
      staffToken: reviewer.token,
      query: { id: legal.data.id },
    })
    expect(record.data.drift).toEqual([{ field: 'name', filed: '韩梅梅', now: 'ZhaoLiu' }])
    const mails = t().mailer.sent.length
    const approve = await t().call('staffDecide', {
      staffToken: reviewer.token,
      body: { id: legal.data.id, decision: 'approve', comment: 'ok' },
    })
    expect(approve.code).toBe(30004)
    expect(t().mailer.sent.length).toBe(mails)
    const still = await t().call('staffRecord', {
      staffToken: reviewer.token,
      query: { id: legal.data.id },
    })
    expect(still.data.status).toBe('reviewing')
    const reject = await t().call('staffDecide', {
      staffToken: reviewer.token,
      body: { id: legal.data.id, decision: 'reject', comment: '账号信息已变化，请重新提交' },
    })
    expect(reject.code).toBe(0)
    expect(reject.data.drift).toEqual([])
  })

  it('freezes an account: its sessions end and it cannot sign in; unfreezes it', async () => {
    const admin = await enrolledStaff(t(), 'admin')
    const developer = await registerUser(t())
    const accountId = (await t().call('queryAccountInfo', { token: developer.token })).data.id
    const frozen = await t().call('staffSetAccountFrozen', {
      staffToken: admin.token,
      body: { accountId, frozen: 'true', reason: '冒用他人营业执照' },
    })
    expect(frozen.data).toMatchObject({ id: accountId, email: developer.email, status: 'frozen' })
    expect((await t().call('queryAccountInfo', { token: developer.token })).code).toBe(10005)
    const login = await t().call('accountLogin', {
      body: { email: developer.email, password: PASSWORD },
    })
    expect(login.code).toBe(10006)
    const active = await t().call('staffSetAccountFrozen', {
      staffToken: admin.token,
      body: { accountId, frozen: 'false', reason: '核实为本人' },
    })
    expect(active.data.status).toBe('active')
    expect(
      (await t().call('accountLogin', { body: { email: developer.email, password: PASSWORD } }))
        .code,
    ).toBe(0)
    const unknown = await t().call('staffSetAccountFrozen', {
      staffToken: admin.token,
      body: { accountId: 99_999_999, frozen: 'true', reason: 'x' },
    })
    expect(unknown.code).toBe(21005)
    const log = await t().call('staffAuditLog', {
      staffToken: admin.token,
      query: { accountEmail: developer.email },
    })
    expect(
      log.data.list.map((e: { action: string; detail: string }) => [e.action, e.detail]),
    ).toEqual([
      ['unfreeze', '核实为本人'],
      ['freeze', '冒用他人营业执照'],
    ])
    expect(log.data.list[0].staffEmail).toBe(admin.email)
  })

  it('keeps everything in an audit log that the database will not change', async () => {
    const admin = await enrolledStaff(t(), 'admin')
    const reviewer = await enrolledStaff(t(), 'reviewer')
    const applicant = await companyApplicant(t())
    await t().call('staffRevealIdentity', {
      staffToken: reviewer.token,
      body: { id: applicant.recordId },
    })
    await t().call('staffDecide', {
      staffToken: reviewer.token,
      body: { id: applicant.recordId, decision: 'approve', comment: '资料齐全' },
    })
    await runAdminCommand(t().app.ctx, ['freeze', applicant.email, '--reason', 'CLI test'])
    const page = await t().call('staffAuditLog', {
      staffToken: admin.token,
      query: { accountEmail: applicant.email },
    })
    expect(
      page.data.list.map((e: { action: string; staffEmail: string | null }) => [
        e.action,
        e.staffEmail,
      ]),
    ).toEqual([
      ['freeze', null],
      ['approve', reviewer.email],
      ['reveal', reviewer.email],
    ])
    const byRecord = await t().call('staffAuditLog', {
      staffToken: admin.token,
      query: { recordId: applicant.recordId, action: 'approve' },
    })
    expect(byRecord.data.total).toBe(1)
    const byStaff = await t().call('staffAuditLog', {
      staffToken: admin.token,
      query: { staff: reviewer.email.slice(0, 25), pageSize: 50 },
    })
    expect(byStaff.data.list.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['approve', 'reveal', 'staffEnrolled']),
    )
    const newest = await t().call('staffAuditLog', {
      staffToken: admin.token,
      query: { pageSize: 2 },
    })
    expect(newest.data.list).toHaveLength(2)
    expect(newest.data.list[0].id).toBeGreaterThan(newest.data.list[1].id)
    // Nobody edits or removes an entry, not even with SQL.
    const [entry] = await t().db.query<{ id: string }>('select id from audit_log limit 1')
    await expect(
      t().db.query(`update audit_log set detail = 'edited' where id = $1`, [entry!.id]),
    ).rejects.toThrow(/append-only/)
    await expect(t().db.query('delete from audit_log where id = $1', [entry!.id])).rejects.toThrow(
      /append-only/,
    )
    await expect(t().db.query('truncate audit_log')).rejects.toThrow(/append-only/)
  })
})
