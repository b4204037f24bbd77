import { expect, it } from 'vitest'
import { runAdminCommand } from './admin-commands.ts'
import { decide } from './services/review.ts'
import {
  completeUser,
  CREDIT_CODE,
  describeBackends,
  PASSWORD,
  profileBody,
  recoveryBody,
  registerUser,
  smsCode,
  uniqueEmail,
  uniquePhone,
} from './test/harness.ts'

const PASSPORT = { idType: 'PASSPORT', idNumber: 'E12345678' }
const INDIVIDUAL = { developerType: 'individual', name: 'LiLei', ...PASSPORT }
const COMPANY = {
  developerType: 'company',
  companyName: '示例科技有限公司',
  creditCode: CREDIT_CODE,
  legalPersonName: 'LiLei',
  ...PASSPORT,
}

describeBackends('profile and the review queue', (t) => {
  it('files a profile for review, then approval applies it and mails the applicant', async () => {
    const { email, token } = await registerUser(t())
    const phone = uniquePhone()
    const code = await smsCode(t(), token, phone)
    const wrong = await t().call('completeAccountInfo', {
      token,
      body: profileBody(phone, code === '111111' ? '222222' : '111111'),
    })
    expect(wrong.code).toBe(10002)
    const filed = await t().call('completeAccountInfo', { token, body: profileBody(phone, code) })
    expect(filed.data).toMatchObject({
      type: 'completeProfile',
      status: 'reviewing',
      reviewComment: null,
    })
    let info = (await t().call('queryAccountInfo', { token })).data
    expect(info).toMatchObject({
      profileStatus: 'reviewing',
      contact: { name: 'LiLei', phone, wechat: 'lilei_dev' },
      identity: null,
    })
    const again = await t().call('completeAccountInfo', {
      token,
      body: profileBody(phone, await smsCode(t(), token, uniquePhone())),
    })
    expect(again.code).toBe(11004)
    const detail = await t().call('queryChangeRecordInfo', { token, query: { id: filed.data.id } })
    // Every field is added by the first profile: nothing before it.
    expect(detail.data.changes).toEqual([
      { field: 'developerType', before: null, after: 'individual' },
      { field: 'name', before: null, after: '韩梅梅' },
      { field: 'idType', before: null, after: 'RESIDENT_ID' },
      { field: 'idNumber', before: null, after: '110***********002X' },
      { field: 'contactName', before: null, after: 'LiLei' },
      { field: 'phone', before: null, after: phone },
      { field: 'wechat', before: null, after: 'lilei_dev' },
    ])
    expect(JSON.stringify(detail.data)).not.toContain('11010519491231002X')

    expect(
      await runAdminCommand(t().app.ctx, [
        'approve',
        String(filed.data.id),
        '--comment',
        '资料齐全',
      ]),
    ).toContain('approved')
    info = (await t().call('queryAccountInfo', { token })).data
    expect(info).toMatchObject({
      profileStatus: 'complete',
      developerType: 'individual',
      identity: {
        developerType: 'individual',
        name: '韩梅梅',
        idType: 'RESIDENT_ID',
        idNumberMasked: '110***********002X',
      },
    })
    expect(t().mailer.sent.at(-1)).toMatchObject({ to: email })
    expect(t().mailer.sent.at(-1)!.text).toContain('资料齐全')
    const done = await t().call('completeAccountInfo', {
      token,
      body: profileBody(phone, await smsCode(t(), token, uniquePhone())),
    })
    expect(done.code).toBe(11002)
    const record = await t().call('queryChangeRecordInfo', { token, query: { id: filed.data.id } })
    expect(record.data).toMatchObject({ status: 'approved', reviewComment: '资料齐全' })
    expect(record.data.reviewedAt).not.toBeNull()
  })

  it('revokes a profile under review (11004 when none) and a rejection marks it rejected', async () => {
    const { token } = await registerUser(t())
    expect((await t().call('revokeCompleteAccountInfo', { token })).code).toBe(11004)
    const phone = uniquePhone()
    const filed = await t().call('completeAccountInfo', {
      token,
      body: profileBody(phone, await smsCode(t(), token, phone)),
    })
    const revoked = await t().call('revokeCompleteAccountInfo', { token })
    expect(revoked.data).toMatchObject({ id: filed.data.id, status: 'revoked' })
    expect((await t().call('queryAccountInfo', { token })).data.profileStatus).toBe('incomplete')
    // 11004 covers two causes: here "none under review" (the harness checks the reason).
    const none = await t().call('revokeCompleteAccountInfo', { token })
    expect(none.data).toEqual({ reason: 'notReviewing' })
    const phone2 = uniquePhone()
    const second = await t().call('completeAccountInfo', {
      token,
      body: profileBody(phone2, await smsCode(t(), token, phone2), {}, 'company'),
    })
    expect(second.code).toBe(0)
    await decide(t().app.ctx, second.data.id, false, '证件不清晰')
    expect((await t().call('queryAccountInfo', { token })).data.profileStatus).toBe('rejected')
    await expect(
      runAdminCommand(t().app.ctx, ['approve', String(second.data.id), '--comment', 'again']),
    ).rejects.toThrow(/not reviewing/)
    await expect(decide(t().app.ctx, second.data.id, true, 'again')).rejects.toMatchObject({
      code: 30003,
    })
  })

  it('checks identity rules the schema cannot: ID type, resident ID check digit, credit code, the union', async () => {
    const { token } = await registerUser(t())
    const phone = uniquePhone()
    const code = await smsCode(t(), token, phone)
    const call = (overrides: Record<string, string>, type?: 'company') =>
      t().call('completeAccountInfo', { token, body: profileBody(phone, code, overrides, type) })
    expect((await call({ idNumber: '110105194912310021' })).status).toBe(400)
    expect((await call({ idNumber: '110105194912310021' })).code).toBe(441)
    expect((await call({ idType: 'NOT_A_TYPE' })).code).toBe(441)
    // A credit code of the right shape whose check character is wrong (GB 32100).
    expect((await call({ creditCode: '91350100M000100Y44' }, 'company')).code).toBe(441)
    // The union: a company without its company fields, an individual with them, no type at all.
    expect((await call({ developerType: 'company' })).code).toBe(440)
    expect((await call({ companyName: 'Example Ltd' })).code).toBe(441)
    expect((await call({ developerType: 'partnership' })).code).toBe(441)
    const { developerType: _type, ...untyped } = profileBody(phone, code)
    expect((await t().call('completeAccountInfo', { token, body: untyped })).code).toBe(440)
    // An SMS code sent for a contact change does not complete a profile.
    const contactCode = await smsCode(t(), token, uniquePhone(), 'contact')
    expect((await call({ smsCode: contactCode })).data).toEqual({ reason: 'smsCode' })
    expect((await call({ idNumber: '11010519491231002x' })).code).toBe(0)
  })

  it('lists records newest first with filters and paging; revokes only while reviewing', async () => {
    const user = await completeUser(t())
    const token = user.token
    // The account is an individual: a legal-person change of a company is refused (441, reason).
    const mismatch = await t().call('updateLegalPersonInfo', {
      token,
      body: { ...COMPANY, reason: 'x' },
    })
    expect([mismatch.status, mismatch.code, mismatch.data]).toEqual([
      200,
      441,
      { reason: 'developerTypeMismatch' },
    ])
    const legal = await t().call('updateLegalPersonInfo', {
      token,
      body: { ...INDIVIDUAL, reason: '法人变更' },
    })
    expect(legal.data).toMatchObject({ type: 'legalPerson', status: 'reviewing' })
    const twice = await t().call('updateLegalPersonInfo', {
      token,
      body: { ...INDIVIDUAL, reason: 'again' },
    })
    expect([twice.code, twice.data]).toEqual([21002, { reason: 'alreadyReviewing' }])
    // modifyRole must change the type.
    const same = await t().call('updateAccountInfo', {
      token,
      body: { ...INDIVIDUAL, reason: 'x' },
    })
    expect(same.data).toEqual({ reason: 'sameDeveloperType' })
    const role = await t().call('updateAccountInfo', {
      token,
      body: { ...COMPANY, reason: '公司化' },
    })
    expect(role.code).toBe(0)
    expect(
      (await t().call('updateAccountInfo', { token, body: { ...COMPANY, reason: 'x' } })).code,
    ).toBe(21002)
    const { companyName: _name, ...noCompanyName } = COMPANY
    expect(
      (await t().call('updateAccountInfo', { token, body: { ...noCompanyName, reason: 'x' } }))
        .code,
    ).toBe(440)

    const page = await t().call('queryChangeRecordPage', { token })
    expect(page.data).toMatchObject({ total: 3, pageNum: 1, pageSize: 10 })
    expect(page.data.list.map((r: { id: number }) => r.id)).toEqual([
      role.data.id,
      legal.data.id,
      user.recordId,
    ])
    const filtered = await t().call('queryChangeRecordPage', {
      token,
      query: { status: 'reviewing', pageSize: 1, pageNum: 2 },
    })
    expect(filtered.data).toMatchObject({ total: 2, pageNum: 2, pageSize: 1 })
    expect(filtered.data.list).toHaveLength(1)
    expect(
      (await t().call('queryChangeRecordPage', { token, query: { type: 'emailRecovery' } })).data
        .total,
    ).toBe(0)

    expect(
      (await t().call('revokeReview', { token, body: { id: legal.data.id } })).data.status,
    ).toBe('revoked')
    const notReviewing = await t().call('revokeReview', { token, body: { id: legal.data.id } })
    expect([notReviewing.code, notReviewing.data]).toEqual([21002, { reason: 'notReviewing' }])
    expect((await t().call('revokeReview', { token, body: { id: user.recordId } })).code).toBe(
      21002,
    )
    // Another account's record and an unknown one answer alike: not found (HTTP 200, a reason),
    // unlike a malformed id (HTTP 400, no reason).
    const stranger = await registerUser(t())
    const notFound = [200, 441, { reason: 'recordNotFound' }]
    const foreignRevoke = await t().call('revokeReview', {
      token: stranger.token,
      body: { id: role.data.id },
    })
    expect([foreignRevoke.status, foreignRevoke.code, foreignRevoke.data]).toEqual(notFound)
    const foreign = await t().call('queryChangeRecordInfo', {
      token: stranger.token,
      query: { id: role.data.id },
    })
    expect([foreign.status, foreign.code, foreign.data]).toEqual(notFound)
    const unknown = await t().call('queryChangeRecordInfo', { token, query: { id: 999999 } })
    expect([unknown.status, unknown.code, unknown.data]).toEqual(notFound)
    const malformed = await t().call('queryChangeRecordInfo', { token, query: { id: 'x' } })
    expect([malformed.status, malformed.code, malformed.data]).toEqual([400, 441, null])

    // The type change lists what it removes (the company would be added here) and adds.
    const roleDetail = await t().call('queryChangeRecordInfo', {
      token,
      query: { id: role.data.id },
    })
    expect(roleDetail.data.changes).toEqual([
      { field: 'developerType', before: 'individual', after: 'company' },
      { field: 'name', before: '韩梅梅', after: null },
      { field: 'legalPersonName', before: null, after: 'LiLei' },
      { field: 'companyName', before: null, after: '示例科技有限公司' },
      { field: 'creditCode', before: null, after: CREDIT_CODE },
      { field: 'idType', before: 'RESIDENT_ID', after: 'PASSPORT' },
      { field: 'idNumber', before: '110***********002X', after: 'E******78' },
    ])
    await decide(t().app.ctx, role.data.id, true, 'ok')
    const info = (await t().call('queryAccountInfo', { token })).data
    expect(info).toMatchObject({
      developerType: 'company',
      identity: {
        developerType: 'company',
        companyName: '示例科技有限公司',
        creditCode: CREDIT_CODE,
        legalPersonName: 'LiLei',
        idType: 'PASSPORT',
        idNumberMasked: 'E******78',
      },
    })
    // Back to an individual: the company's name and code are removed values.
    const back = await t().call('updateAccountInfo', {
      token,
      body: { ...INDIVIDUAL, name: '韩梅梅', reason: '公司注销' },
    })
    const backDetail = await t().call('queryChangeRecordInfo', {
      token,
      query: { id: back.data.id },
    })
    expect(backDetail.data.changes).toEqual(
      expect.arrayContaining([
        { field: 'companyName', before: '示例科技有限公司', after: null },
        { field: 'creditCode', before: CREDIT_CODE, after: null },
      ]),
    )
  })

  it('needs a complete profile for identity changes and contact updates (11001)', async () => {
    const { token } = await registerUser(t())
    expect(
      (await t().call('updateLegalPersonInfo', { token, body: { ...INDIVIDUAL, reason: 'x' } }))
        .code,
    ).toBe(11001)
    expect(
      (await t().call('updateAccountInfo', { token, body: { ...COMPANY, reason: 'x' } })).code,
    ).toBe(11001)
    const phone = uniquePhone()
    expect(
      (
        await t().call('updateContactInfo', {
          token,
          body: {
            contactName: 'Han',
            phone,
            smsCode: await smsCode(t(), token, phone, 'contact'),
          },
        })
      ).code,
    ).toBe(11001)
  })

  it('updates the contact at once; an SMS code (purpose contact) only when the phone changes', async () => {
    const user = await completeUser(t())
    const { token } = user
    // The same phone: no code needed.
    const kept = await t().call('updateContactInfo', {
      token,
      body: { contactName: 'Han', phone: user.phone, wechat: 'han_dev' },
    })
    expect(kept.data.contact).toEqual({ name: 'Han', phone: user.phone, wechat: 'han_dev' })
    const phone = uniquePhone()
    // A new phone without a code is a missing parameter.
    const missing = await t().call('updateContactInfo', {
      token,
      body: { contactName: 'Han', phone },
    })
    expect([missing.status, missing.code]).toEqual([400, 440])
    // A code sent for completing a profile does not prove a contact change.
    const otherPurpose = await smsCode(t(), token, phone, 'completeProfile')
    expect(
      (
        await t().call('updateContactInfo', {
          token,
          body: { contactName: 'Han', phone, smsCode: otherPurpose },
        })
      ).data,
    ).toEqual({ reason: 'smsCode' })
    const phone2 = uniquePhone()
    const code = await smsCode(t(), token, phone2, 'contact')
    const wrong = await t().call('updateContactInfo', {
      token,
      body: { contactName: 'Han', phone: phone2, smsCode: code === '000000' ? '000001' : '000000' },
    })
    expect([wrong.code, wrong.data]).toEqual([10002, { reason: 'smsCode' }])
    const done = await t().call('updateContactInfo', {
      token,
      body: { contactName: 'Han', phone: phone2, smsCode: code },
    })
    expect(done.data.contact).toEqual({ name: 'Han', phone: phone2, wechat: null })
  })

  it('recovers an account to a new e-mail after review, writing to both addresses', async () => {
    const user = await completeUser(t())
    const lookupTicket = async () => {
      const { ticketFor } = await import('./test/harness.ts')
      return ticketFor(t(), 'recovery')
    }
    const found = await t().call('queryAccountByEmail', {
      body: { email: user.email, ticket: await lookupTicket() },
    })
    expect(found.data).toMatchObject({
      developerType: 'individual',
      profileStatus: 'complete',
      nameMasked: '韩**',
    })
    expect(found.data.emailMasked).toMatch(/^d\*\*\*@example\.com$/)
    expect(
      (
        await t().call('queryAccountByEmail', {
          body: { email: user.email, ticket: 'tk_' + 'a'.repeat(40) },
        })
      ).code,
    ).toBe(10002)
    expect(
      (
        await t().call('queryAccountByEmail', {
          body: { email: uniqueEmail(), ticket: await lookupTicket() },
        })
      ).code,
    ).toBe(10103)
    expect(
      (
        await t().call('queryAccountByEmail', {
          body: { email: 'nope', ticket: await lookupTicket() },
        })
      ).code,
    ).toBe(10102)

    const newEmail = uniqueEmail('new')
    const recoveryTicket = async () =>
      (
        await t().call('queryAccountByEmail', {
          body: { email: user.email, ticket: await lookupTicket() },
        })
      ).data.recoveryTicket as string
    const applyWith = async (overrides: Record<string, string>) =>
      t().call('updateEmailApply', {
        body: { ...recoveryBody(user, await recoveryTicket()), newEmail, ...overrides },
      })
    // The ticket is bound to the account it was given for, and spent by any answer.
    const otherAccount = await applyWith({ email: uniqueEmail() })
    expect([otherAccount.code, otherAccount.data]).toEqual([10002, { reason: 'recoveryTicket' }])
    expect((await applyWith({ recoveryTicket: 'rt_' + 'a'.repeat(43) })).code).toBe(10002)
    expect((await applyWith({ newEmail: user.email })).code).toBe(10106)
    const other = await registerUser(t())
    const spent = await recoveryTicket()
    expect((await applyWith({ newEmail: other.email, recoveryTicket: spent })).code).toBe(10107)
    expect((await applyWith({ recoveryTicket: spent })).code).toBe(10002)
    expect((await applyWith({ newEmail: 'x@' })).code).toBe(10102)
    // The proof's resident ID is checked like a profile's.
    expect((await applyWith({ idNumber: '110105194912310021' })).code).toBe(441)
    expect((await applyWith({ idType: 'NOT_A_TYPE' })).code).toBe(441)
    const filed = await applyWith({})
    expect(filed.data).toMatchObject({ type: 'emailRecovery', status: 'reviewing' })
    // The account is told at its address, in both languages.
    const notice = t().mailer.sent.at(-1)!
    expect(notice.to).toBe(user.email)
    expect(notice.subject).toContain(`#${filed.data.id}`)
    expect(notice.text).toMatch(/账号找回申请[\s\S]*account recovery|recovery application/)
    const again = await applyWith({})
    expect([again.code, again.data]).toEqual([11007, { reason: 'alreadyReviewing' }])
    // A session cannot withdraw it: it was filed by someone who lost access (21004).
    expect(
      (await t().call('revokeReview', { token: user.token, body: { id: filed.data.id } })).code,
    ).toBe(21004)
    const shown = await runAdminCommand(t().app.ctx, ['show', String(filed.data.id)])
    expect(shown).toContain('11010519491231002X')
    expect(await runAdminCommand(t().app.ctx, ['list', '--status', 'reviewing'])).toContain(
      `#${filed.data.id}`,
    )

    await decide(t().app.ctx, filed.data.id, true, '核实通过')
    const recipients = t()
      .mailer.sent.slice(-2)
      .map((m) => m.to)
    expect(recipients.sort()).toEqual([user.email, newEmail].sort())
    expect((await t().call('queryAccountInfo', { token: user.token })).code).toBe(10005)
    expect(
      (await t().call('accountLogin', { body: { email: newEmail, password: PASSWORD } })).code,
    ).toBe(0)
  })

  it('freezes and unfreezes from the admin commands', async () => {
    const { email } = await registerUser(t())
    expect(await runAdminCommand(t().app.ctx, ['freeze', email])).toContain('frozen')
    expect((await t().call('accountLogin', { body: { email, password: PASSWORD } })).code).toBe(
      10006,
    )
    await runAdminCommand(t().app.ctx, ['unfreeze', email])
    expect((await t().call('accountLogin', { body: { email, password: PASSWORD } })).code).toBe(0)
    await expect(runAdminCommand(t().app.ctx, ['approve', '1'])).rejects.toThrow(/--comment/)
    await expect(runAdminCommand(t().app.ctx, ['freeze', uniqueEmail()])).rejects.toThrow(
      /no account/,
    )
  })
})
