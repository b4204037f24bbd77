import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from './db/database.ts'
import { operations as operationFacts, type OperationId } from '../generated/operations.ts'
import { loadContract } from './lib/contract.ts'
import { freshPglite } from './test/database.ts'
import {
  describeBackends,
  operations,
  PASSWORD,
  registerUser,
  startTestApp,
  testSettings,
  uniqueEmail,
  type TestApp,
} from './test/harness.ts'
import { enrolledStaff, signedInStaff } from './test/staff.ts'

type Json = Record<string, unknown>
const contract = loadContract()
const schemas = (contract.components as Json).schemas as Record<string, Json>

// A file part of an upload's valid input (sent as a file; any other value of it is a text field).
const FILE = '<file>'

// Schema-valid inputs for every operation with input: the malformed-input table starts from them.
const VALID: Record<string, Record<string, string>> = {
  getVerificationCode: { scene: 'register' },
  verifyImgCaptcha: { captchaId: '3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f', answer: 'AB12' },
  verifyLoginCaptcha: { captchaId: '3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f', answer: 'AB12' },
  sendEmailVerificationCode: { email: 'a@example.com', purpose: 'register' },
  findPassword: { email: 'a@example.com', emailCode: '123456', password: PASSWORD },
  queryAccountByEmail: { email: 'a@example.com', ticket: 'tk_abcdefghijklmnop' },
  register: { email: 'a@example.com', emailCode: '123456', password: PASSWORD },
  updatePassword: { oldPassword: PASSWORD, newPassword: 'Another123' },
  queryChangeRecordPage: { pageNum: '1', pageSize: '10' },
  revokeReview: { id: '1' },
  queryChangeRecordInfo: { id: '1' },
  updateEmail: { oldEmailCode: '123456', newEmail: 'b@example.com', newEmailCode: '123456' },
  updateEmailApply: {
    email: 'a@example.com',
    newEmail: 'b@example.com',
    name: 'Han',
    idType: 'PASSPORT',
    idNumber: 'E12345678',
    phone: '13800138000',
    reason: 'lost',
    recoveryTicket: 'rt_abcdefghijklmnop',
  },
  sendConfirmSms: { phone: '13800138000', purpose: 'contact' },
  updateContactInfo: { contactName: 'Han', phone: '13800138000', smsCode: '123456' },
  updateAccountInfo: {
    developerType: 'individual',
    name: 'Han',
    idType: 'PASSPORT',
    idNumber: 'E12345678',
    reason: 'x',
  },
  updateLegalPersonInfo: {
    developerType: 'company',
    companyName: 'Example Ltd',
    creditCode: '91350100M000100Y43',
    legalPersonName: 'Han',
    idType: 'PASSPORT',
    idNumber: 'E12345678',
    reason: 'x',
  },
  completeAccountInfo: {
    developerType: 'individual',
    name: 'Han',
    idType: 'PASSPORT',
    idNumber: 'E12345678',
    contactName: 'Han',
    phone: '13800138000',
    smsCode: '123456',
  },
  accountLogin: { email: 'a@example.com', password: 'x' },
  endSession: { id: 'Aa1Bb2Cc3Dd4Ee5Ff6Gg7H' },
  confirmTwoStep: { code: '123456' },
  disableTwoStep: { password: PASSWORD, code: '123456' },
  verifyIdentity: { password: PASSWORD },
  registerPasskey: { name: 'Key', credential: '{}' },
  removePasskey: { id: 'Aa1Bb2Cc3Dd4Ee5Ff6Gg7H' },
  accountLoginSecondStep: { stepToken: 'a'.repeat(43), code: '123456' },
  passkeyLogin: { challengeId: 'Aa1Bb2Cc3Dd4Ee5Ff6Gg7H', credential: '{}' },
  staffSetupStart: { setupToken: 'a'.repeat(43), password: PASSWORD },
  staffSetupConfirm: { setupToken: 'a'.repeat(43), code: '123456' },
  staffLogin: { email: 'a@example.com', password: 'x', code: '123456' },
  staffQueue: { pageNum: '1', pageSize: '10' },
  staffRecord: { id: '1' },
  staffRevealIdentity: { id: '1' },
  staffDecide: { id: '1', decision: 'approve' },
  staffSetAccountFrozen: { accountId: '1', frozen: 'true', reason: 'x' },
  staffAuditLog: { pageNum: '1', pageSize: '10' },
  staffAppQueue: { pageNum: '1', pageSize: '10' },
  staffAppVersion: { id: '1' },
  staffAppDecide: { id: '1', decision: 'approve' },
  staffAppPackage: { id: '1' },
  staffAppImage: { id: '1' },
  staffAppCertificate: { appId: '1', certificateSha256: 'a'.repeat(64), reason: 'x' },
  listApps: { pageNum: '1', pageSize: '10' },
  createApp: {
    packageName: 'com.example.app',
    kind: 'quickApp',
    category: 'tools',
    nameZh: '应用',
  },
  getApp: { id: '1' },
  updateApp: { id: '1', nameZh: '应用' },
  deleteApp: { id: '1' },
  uploadVersion: { appId: '1', package: FILE, releaseNotes: 'x' },
  submitVersion: { id: '1' },
  withdrawVersion: { id: '1' },
  releaseVersion: { id: '1' },
  takeAppOffline: { id: '1' },
  putAppBack: { id: '1' },
  uploadIcon: { appId: '1', file: FILE },
  addScreenshot: { appId: '1', file: FILE },
  removeScreenshot: { id: '1' },
  downloadVersionPackage: { id: '1' },
  appImage: { id: '1' },
  listVendors: {},
  startVendorBinding: { vendorCode: 'dev' },
  finishVendorBinding: { callback: 'code=x&state=y' },
  unbindVendor: { vendorCode: 'dev' },
  releaseAtVendor: { versionId: '1', vendorCode: 'dev' },
  staffDistributionQueue: { state: 'pending', pageNum: '1', pageSize: '10' },
  staffDistribution: { id: '1' },
  staffDistributionDecide: { id: '1', decision: 'approve' },
  staffDistributionRelease: { id: '1' },
  staffDistributionOffline: { id: '1', comment: 'x' },
  staffVendorBindings: { q: 'x', pageNum: '1', pageSize: '10' },
  staffMemberAdd: { email: 'a@example.com', name: 'Han', role: 'reviewer', vendorCode: 'dev' },
  staffMemberEdit: { id: '1', name: 'Han', role: 'reviewer', vendorCode: 'dev', disabled: 'false' },
  staffMemberReset: { id: '1' },
  staffVendorSave: {
    code: 'acme',
    nameZh: '厂商',
    nameEn: 'Vendor',
    issuer: 'https://id.example.com',
    clientId: 'portal',
  },
}

function inputSchema(
  op: Json,
  valid: Record<string, string> | undefined,
): { required: string[]; fields: Record<string, Json> } {
  if (op.requestBody) {
    const body = op.requestBody as Json
    const content = (
      body.$ref ? ((contract.components as Json).requestBodies as Json).CaptchaAnswer : body
    ) as Json
    const media = content.content as Json
    const ref = (
      ((media['application/x-www-form-urlencoded'] ?? media['multipart/form-data']) as Json)
        .schema as Json
    ).$ref as string
    let schema = schemas[ref.split('/').pop()!]!
    // A union by developer type: the branch the valid body names.
    const mapping = (schema.discriminator as { mapping?: Record<string, string> } | undefined)
      ?.mapping
    if (mapping) schema = schemas[mapping[valid!.developerType!]!.split('/').pop()!]!
    return {
      required: (schema.required as string[]) ?? [],
      fields: schema.properties as Record<string, Json>,
    }
  }
  const params = (op.parameters as Json[] | undefined) ?? []
  return {
    required: params.filter((p) => p.required).map((p) => p.name as string),
    fields: Object.fromEntries(params.map((p) => [p.name, p.schema as Json])),
  }
}

// Longer than any maxLength, outside every pattern, enum and format of the contract.
const MALFORMED = '!'.repeat(2100)

describeBackends('protocol', (t) => {
  let token = ''
  // Staff operations check the staff session before the input: an admin's, so the input is
  // reached (a vendor's admin for the operations of vendors' members only).
  let staffToken = ''
  let vendorStaffToken = ''
  beforeAll(async () => {
    token = (await registerUser(t())).token
    staffToken = (await enrolledStaff(t(), 'admin')).token
    vendorStaffToken = (await signedInStaff(t(), { role: 'admin' })).token
  })

  for (const info of operations) {
    const valid = VALID[info.operationId]
    const { required, fields } = inputSchema(info.op, valid)
    const codes = operationFacts[info.operationId as OperationId].codes as readonly number[]
    // An upload's file parts go as files, its other values as the multipart body's fields.
    const asForm = (values: Record<string, string>) => {
      const files = Object.entries(values).filter(([, value]) => value === FILE)
      if (files.length === 0) return { body: values }
      return {
        body: Object.fromEntries(Object.entries(values).filter(([, value]) => value !== FILE)),
        files: Object.fromEntries(
          files.map(([name]) => [name, { bytes: Buffer.from('not checked before the input') }]),
        ),
      }
    }
    const send = (
      values: Record<string, string>,
      extra: { payload?: string; headers?: Record<string, string> } = {},
    ) =>
      t().call(info.operationId, {
        token,
        staffToken: info.op['x-staff-scope'] === 'vendor' ? vendorStaffToken : staffToken,
        ...(info.method === 'GET'
          ? { query: values }
          : extra.payload !== undefined
            ? {}
            : asForm(values)),
        ...extra,
      })

    if (!valid) {
      it(`${info.operationId}: takes no input`, () => {
        expect(Object.keys(fields)).toEqual([])
      })
      if (info.method === 'POST') {
        it(`${info.operationId}: refuses form fields it does not know (441)`, async () => {
          const reply = await send({ surprise: '1' })
          expect([reply.status, reply.code]).toEqual([400, 441])
        })
      }
      continue
    }
    for (const name of required) {
      it(`${info.operationId}: missing ${name} answers 440`, async () => {
        const { [name]: _dropped, ...rest } = valid
        const reply = await send(rest)
        expect([reply.status, reply.code]).toEqual([400, 440])
        const empty = await send({ ...valid, [name]: '' })
        expect(empty.code).toBe(440)
      })
    }
    for (const name of Object.keys(fields)) {
      it(`${info.operationId}: malformed ${name} answers 441 (or 10102 for an e-mail where listed)`, async () => {
        const reply = await send({ ...valid, [name]: MALFORMED })
        const isEmail = (fields[name]!.$ref as string | undefined)?.endsWith('/Email')
        if (isEmail && codes.includes(10102))
          expect([reply.status, reply.code]).toEqual([200, 10102])
        else expect([reply.status, reply.code]).toEqual([400, 441])
      })
    }
    if (info.method === 'POST') {
      it(`${info.operationId}: an unknown field, a repeated field and a JSON body are refused`, async () => {
        expect((await send({ ...valid, surprise: '1' })).code).toBe(441)
        const first = Object.keys(valid)[0]!
        const repeated = new URLSearchParams(valid)
        repeated.append(first, valid[first]!)
        expect((await send(valid, { payload: repeated.toString() })).code).toBe(441)
        const json = await send(valid, {
          payload: JSON.stringify(valid),
          headers: { 'content-type': 'application/json' },
        })
        expect([json.status, json.code]).toEqual([415, 441])
        const broken = await send(valid, { payload: 'email=%E0%A4%A' })
        expect(broken.status).toBeLessThan(500)
      })
    }
  }

  it('answers 404 for an unknown /api path and 405 for a wrong method, as envelopes', async () => {
    const unknown = await t().raw('GET', '/api/p/nothing/here')
    expect([unknown.status, unknown.code]).toEqual([404, 404])
    expect((await t().raw('POST', '/api/healthz')).status).toBe(404)
    const wrong = await t().raw('GET', '/api/login/accountLogin')
    expect([wrong.status, wrong.code]).toEqual([405, 405])
    const wrong2 = await t().raw('DELETE', '/api/p/account/queryAccountInfo')
    expect([wrong2.status, wrong2.code]).toEqual([405, 405])
    expect((await t().raw('GET', '/api/health')).data).toBeUndefined()
  })

  it('refuses an oversized body with an envelope', async () => {
    const reply = await t().call('accountLogin', {
      payload: `email=a%40b.cn&password=${'x'.repeat(20_000)}`,
    })
    expect([reply.status, reply.code]).toEqual([413, 441])
  })

  it('sends security headers and no-store on API answers', async () => {
    const reply = await t().call('queryIdTypes', {})
    expect(reply.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
    expect(reply.headers['x-content-type-options']).toBe('nosniff')
    expect(reply.headers['cache-control']).toBe('no-store')
    // Outside the contract's routes too: the health check, an unknown path, a wrong method.
    for (const [method, url] of [
      ['GET', '/api/health'],
      ['GET', '/api/p/nothing/here'],
      ['DELETE', '/api/p/account/queryAccountInfo'],
    ]) {
      const answer = await t().raw(method!, url!)
      expect([url, answer.headers['cache-control']]).toEqual([url, 'no-store'])
      expect(answer.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
    }
  })

  it('lists the seeded ID types in both languages', async () => {
    const zh = await t().call('queryIdTypes', {})
    expect(zh.data).toHaveLength(7)
    expect(zh.data[0]).toEqual({ code: 'RESIDENT_ID', name: '居民身份证' })
    const en = await t().call('queryIdTypes', { lang: 'en' })
    expect(en.data[0]).toEqual({ code: 'RESIDENT_ID', name: 'Resident identity card' })
  })

  it('limits captchas, codes and logins per address (443)', async () => {
    const limits = t().settings.rateLimits
    const saved = { ...limits }
    Object.assign(limits, { login: 2, code: 1, captcha: 1 })
    try {
      const ip = '10.9.8.7'
      const login = () =>
        t().call('accountLogin', { ip, body: { email: uniqueEmail(), password: 'x' } })
      expect((await login()).code).toBe(10001)
      expect((await login()).code).toBe(10001)
      expect((await login()).code).toBe(443)
      const captcha = () => t().call('getVerificationCode', { ip, query: { scene: 'login' } })
      expect((await captcha()).code).toBe(0)
      expect((await captcha()).code).toBe(443)
      const sms = () =>
        t().call('sendConfirmSms', {
          ip,
          token,
          body: { phone: '13900000001', purpose: 'contact' },
        })
      expect((await sms()).code).toBe(0)
      expect((await sms()).code).toBe(443)
      expect(
        (
          await t().call('queryAccountByEmail', {
            ip,
            body: { email: 'a@example.com', ticket: 'tk_abcdefghijklmnop' },
          })
        ).code,
      ).toBe(443)
      // Another address is not affected, and the window passes.
      expect(
        (await t().call('getVerificationCode', { ip: '10.9.8.6', query: { scene: 'login' } })).code,
      ).toBe(0)
      t().clock.advance(61_000)
      expect((await captcha()).code).toBe(0)
    } finally {
      Object.assign(limits, saved)
    }
  })
})

describe('failures', () => {
  let t: TestApp
  let failOn: RegExp | undefined
  beforeAll(async () => {
    const db = await freshPglite()
    // Fails the statements a test names, to reach the "… failed" codes and the 500 answer.
    const faulty: Db = {
      ...db,
      kind: db.kind,
      close: () => db.close(),
      exec: (sql) => db.exec(sql),
      query: (sql, params) =>
        failOn?.test(sql)
          ? Promise.reject(new Error('disk on fire at /secret/path'))
          : db.query(sql, params),
      transaction: (fn) =>
        db.transaction((tx) =>
          fn({
            ...tx,
            kind: tx.kind,
            exec: (sql) => tx.exec(sql),
            close: () => tx.close(),
            transaction: (inner) => tx.transaction(inner),
            query: (sql, params) =>
              failOn?.test(sql) ? Promise.reject(new Error('disk on fire')) : tx.query(sql, params),
          }),
        ),
    }
    t = await startTestApp(faulty)
  }, 60_000)
  afterAll(async () => {
    await t.app.close()
    await t.db.close()
  })

  it('answers the operation failure codes and 500 without internals', async () => {
    const { email, token } = await registerUser(t)
    failOn = /^update accounts set password_hash/
    expect(
      (
        await t.call('updatePassword', {
          token,
          body: { oldPassword: PASSWORD, newPassword: 'Another123' },
        })
      ).code,
    ).toBe(11006)
    failOn = undefined
    const { ticketFor } = await import('./test/harness.ts')
    await t.call('sendEmailVerificationCode', {
      body: { email, purpose: 'findPassword', ticket: await ticketFor(t, 'findPassword') },
    })
    failOn = /^update accounts set password_hash/
    expect(
      (
        await t.call('findPassword', {
          body: { email, emailCode: t.mailer.codeFor(email), password: 'Another123' },
        })
      ).code,
    ).toBe(11005)
    failOn = undefined
    const fresh = uniqueEmail()
    await t.call('sendEmailVerificationCode', {
      body: { email: fresh, purpose: 'register', ticket: await ticketFor(t, 'register') },
    })
    failOn = /insert into accounts/
    expect(
      (
        await t.call('register', {
          body: { email: fresh, emailCode: t.mailer.codeFor(fresh), password: PASSWORD },
        })
      ).code,
    ).toBe(11003)
    const found = await t.call('queryAccountByEmail', {
      body: { email, ticket: await ticketFor(t, 'recovery') },
    })
    failOn = /insert into change_records/
    const apply = {
      recoveryTicket: found.data.recoveryTicket,
      email,
      newEmail: uniqueEmail(),
      name: 'Han',
      idType: 'PASSPORT',
      idNumber: 'E12345678',
      phone: '13800138000',
      reason: 'x',
    }
    // An unexpected failure of the write is a server error (11007 means "already under review").
    expect((await t.call('updateEmailApply', { body: apply })).code).toBe(500)
    failOn = /from sessions s\b[\s\S]*where s.token_hash/
    const crash = await t.call('queryAccountInfo', { token: 'A'.repeat(43), lang: 'en' })
    expect([crash.status, crash.code, crash.msg]).toEqual([500, 500, 'Server error'])
    failOn = undefined
  })

  it('answers 10105 when a code cannot be sent, and lets the sender retry at once', async () => {
    const { token } = await registerUser(t)
    const { ticketFor } = await import('./test/harness.ts')
    t.mailer.failing = true
    const email = uniqueEmail()
    const ticket = await ticketFor(t, 'register')
    expect(
      (await t.call('sendEmailVerificationCode', { body: { email, purpose: 'register', ticket } }))
        .code,
    ).toBe(10105)
    t.mailer.failing = false
    t.sms.failing = true
    expect(
      (
        await t.call('sendConfirmSms', {
          token,
          body: { phone: '13900000003', purpose: 'contact' },
        })
      ).code,
    ).toBe(10105)
    t.sms.failing = false
    expect(
      (
        await t.call('sendConfirmSms', {
          token,
          body: { phone: '13900000003', purpose: 'contact' },
        })
      ).code,
    ).toBe(0)
  })
})

describe('static front end and production mode', () => {
  it('serves the SPA with long-lived assets and keeps /api and /dev out of the fallback', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-dist-'))
    mkdirSync(path.join(dir, 'assets'))
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>portal</title>')
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)')
    const db = await freshPglite()
    const t = await startTestApp(
      db,
      testSettings({ staticDir: dir, production: true, devMode: false }),
    )
    try {
      const page = await t.app.inject({ url: '/account/login' })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('portal')
      expect(page.headers['cache-control']).toBe('no-cache')
      expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'")
      const root = await t.app.inject({ url: '/' })
      expect([root.statusCode, root.headers['cache-control']]).toEqual([200, 'no-cache'])
      const asset = await t.app.inject({ url: '/assets/app-abc123.js' })
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect((await t.app.inject({ url: '/api/p/nope' })).json()).toMatchObject({ code: 404 })
      // The outbox does not exist in production.
      expect((await t.app.inject({ url: '/dev/outbox' })).statusCode).toBe(404)
      expect((await t.app.inject({ url: '/dev/outbox.json' })).statusCode).toBe(404)
    } finally {
      await t.app.close()
      await db.close()
    }
  })
})
