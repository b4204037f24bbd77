import type { FastifyRequest } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../generated/error-catalogue.ts'
import { ApiError } from '../lib/api-error.ts'
import { createAjv, loadContract, loadOperations, type Operation } from '../lib/contract.ts'
import { freshPglite } from '../test/database.ts'
import { registerUser, startTestApp, testSettings, type TestApp } from '../test/harness.ts'
import { addVendor, enrolledStaff } from '../test/staff.ts'
import { answer } from './answer.ts'
import { developerCaller, staffCaller } from './callers.ts'
import { formInput, validateInput } from './form-input.ts'
import { limitAddress, limitTarget } from './rate-limits.ts'

// Each step of the request pipeline alone, on a real database; server/*.test.ts prove the steps
// composed, through the HTTP API.

const contract = loadContract()
const operations = loadOperations(contract, createAjv(contract, { coerceTypes: true }))
const op = (id: string): Operation => operations.find((o) => o.operationId === id)!

const request = (parts: Partial<Record<'headers' | 'query' | 'body', unknown>> & { ip?: string }) =>
  ({ headers: {}, ip: '192.0.2.1', ...parts }) as unknown as FastifyRequest

const refusal = async (work: () => unknown) => {
  try {
    await work()
  } catch (error) {
    if (error instanceof ApiError) return error.code
    throw error
  }
  return 'no refusal'
}

let t: TestApp
beforeAll(async () => {
  t = await startTestApp(await freshPglite())
}, 60_000)
afterAll(async () => {
  await t?.app.close()
  await t?.db.close()
})

describe('form input', () => {
  it('reads a GET from its query and a POST from its body, leaving out empty fields', () => {
    expect(
      formInput(op('queryChangeRecordPage'), request({ query: { pageNum: '2', type: '' } })),
    ).toEqual({ pageNum: '2' })
    expect(
      formInput(op('accountLogin'), request({ body: { email: 'a@b.c', ticket: '' } })),
    ).toEqual({ email: 'a@b.c' })
  })

  it('refuses a body that is not a form (441)', async () => {
    expect(await refusal(() => formInput(op('accountLogin'), request({ body: 'text' })))).toBe(
      Code.invalidParameter,
    )
  })

  it('checks the input against the contract: 440 missing, 441 malformed, defaults filled', async () => {
    expect(await refusal(() => validateInput(op('accountLogin'), { email: 'a@example.com' }))).toBe(
      Code.missingParameter,
    )
    expect(
      await refusal(() => validateInput(op('accountLogin'), { email: 'no', password: 'x' })),
    ).toBe(Code.invalidParameter)
    const page: Record<string, unknown> = {}
    validateInput(op('queryChangeRecordPage'), page)
    expect(page).toMatchObject({ pageNum: 1, pageSize: expect.any(Number) })
  })
})

describe('rate limits', () => {
  // Two calls a minute per address, one per target.
  const limited = () => ({
    limiter: t.app.ctx.limiter,
    settings: testSettings({ rateLimits: { login: 2, code: 2, captcha: 2, target: 1 } }),
  })

  it('limits a guarded operation per client address, and leaves the others alone', async () => {
    await limitAddress(limited(), op('accountLogin'), '198.51.100.7')
    await limitAddress(limited(), op('accountLogin'), '198.51.100.7')
    expect(await refusal(() => limitAddress(limited(), op('accountLogin'), '198.51.100.7'))).toBe(
      Code.busy,
    )
    await limitAddress(limited(), op('accountLogin'), '198.51.100.8')
    for (let i = 0; i < 3; i++) await limitAddress(limited(), op('queryIdTypes'), '198.51.100.7')
  })

  it('limits the address or account a call is about, from any client address', async () => {
    const body = { email: 'Target@Example.com' }
    await limitTarget(limited(), op('accountLogin'), body, undefined)
    expect(
      await refusal(() =>
        limitTarget(limited(), op('accountLogin'), { email: 'target@example.com' }, undefined),
      ),
    ).toBe(Code.busy)
  })
})

describe('callers', () => {
  it('finds the developer of a live session once, and refuses a missing one (10005)', async () => {
    const user = await registerUser(t)
    const caller = developerCaller(
      t.app.ctx,
      op('queryAccountInfo'),
      request({ headers: { token: user.token } }),
    )
    expect(caller.found).toBeUndefined()
    const found = await caller()
    expect(found.account.email).toBe(user.email)
    expect(caller.found).toBe(found)
    expect(await caller()).toBe(found)
    expect(await refusal(developerCaller(t.app.ctx, op('queryAccountInfo'), request({})))).toBe(
      Code.sessionInvalid,
    )
    // A staff operation acts for no developer, whatever token it carries.
    expect(
      await refusal(
        developerCaller(t.app.ctx, op('staffMe'), request({ headers: { token: user.token } })),
      ),
    ).toBe(Code.sessionInvalid)
  })

  it("finds the staff member, refusing another role's operation (21004) and developer ones", async () => {
    const reviewer = await enrolledStaff(t, 'reviewer')
    const headers = { 'staff-token': reviewer.token }
    expect((await staffCaller(t.app.ctx, op('staffMe'), request({ headers }))()).email).toBe(
      reviewer.email,
    )
    const adminOnly = operations.find((o) => o.staffRole === 'admin')!
    expect(await refusal(staffCaller(t.app.ctx, adminOnly, request({ headers })))).toBe(
      Code.noPermission,
    )
    expect(
      await refusal(staffCaller(t.app.ctx, op('queryAccountInfo'), request({ headers }))),
    ).toBe(Code.sessionInvalid)
    expect(await refusal(staffCaller(t.app.ctx, op('staffMe'), request({})))).toBe(
      Code.sessionInvalid,
    )
  })

  it("refuses an operation of the other side's scope (21004), and reads the member's vendor", async () => {
    const vendor = await addVendor(t)
    const alliance = await enrolledStaff(t, 'reviewer')
    const operator = await enrolledStaff(t, 'reviewer', { vendorCode: vendor })
    const call = (member: { token: string }, id: string) =>
      staffCaller(t.app.ctx, op(id), request({ headers: { 'staff-token': member.token } }))
    expect([op('staffQueue').staffScope, op('staffDistributionQueue').staffScope]).toEqual([
      'alliance',
      'vendor',
    ])
    expect(await refusal(call(operator, 'staffQueue'))).toBe(Code.noPermission)
    expect(await refusal(call(alliance, 'staffDistributionQueue'))).toBe(Code.noPermission)
    expect(await call(operator, 'staffDistributionQueue')()).toMatchObject({
      email: operator.email,
      role: 'reviewer',
      vendorCode: vendor,
      vendorId: expect.stringMatching(/^\d+$/),
    })
    expect(await call(alliance, 'staffQueue')()).toMatchObject({ vendorId: null, vendorCode: null })
    // `any`: both.
    expect((await call(operator, 'staffMe')()).email).toBe(operator.email)
    expect((await call(alliance, 'staffMe')()).email).toBe(alliance.email)
  })
})

describe('answer', () => {
  it("wraps the handler's data in the success envelope", async () => {
    expect(await answer(op('queryIdTypes'), 'en', async () => [])).toEqual({
      code: 0,
      msg: expect.any(String),
      data: [],
    })
    expect(await answer(op('logout'), 'en', async () => undefined)).toMatchObject({ data: null })
  })

  it("gives a business refusal the operation's reason for its code", async () => {
    const withReason = operations.find((o) => o.reasons.size > 0)!
    const [code, reason] = [...withReason.reasons][0]!
    const error = await answer(withReason, 'en', async () => {
      throw new ApiError(code)
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).reason).toBe(reason)
    const business = (await answer(op('revokeReview'), 'en', async () => {
      throw new ApiError(Code.invalidParameter, { status: 200 })
    }).catch((e: unknown) => e)) as ApiError
    expect([business.status, business.reason]).toEqual([200, 'recordNotFound'])
    const other = new Error('boom')
    await expect(answer(withReason, 'en', () => Promise.reject(other))).rejects.toBe(other)
  })
})
