// The contract against section 7 and 8 of the specification, and its examples against its catalogue.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { specCalls, specCodes } from './spec-lists.ts'

type Example = { value: { code: number; msg: string; data: unknown } } | { $ref: string }
type Operation = {
  operationId: string
  description?: string
  'x-codes'?: number[]
  'x-reasons'?: Record<string, string | string[]>
  responses: Record<
    string,
    { $ref?: string; content?: Record<string, { examples?: Record<string, Example> }> }
  >
}

type Account = { profileStatus: string; identity: { developerType: string } | null } | null
type RecordData = { type: string; status: string } | null

const document = parse(readFileSync('openapi/openapi.yaml', 'utf8'))
const resolve = <T>(node: T | { $ref: string }): T => {
  if (node && typeof node === 'object' && '$ref' in node) {
    const path = (node.$ref as string).replace('#/', '').split('/')
    return resolve(path.reduce((at, key) => at[key], document)) as T
  }
  return node as T
}
const operations: (readonly [string, string, Operation])[] = Object.entries(
  document.paths as Record<string, Record<string, Operation>>,
).flatMap(([path, methods]) =>
  Object.entries(methods).map(
    ([method, operation]) => [method.toUpperCase(), path, operation] as const,
  ),
)

const catalogue = document.components.schemas.ResultCode
const reasonMessages = document.components.schemas.FailureReason['x-messages']
const zh = (code: number) => catalogue['x-messages'][String(code)]['zh-CN']

/**
 * Every envelope example an operation's answers name (only its HTTP 200 ones with `status`),
 * resolved; with `media: 'any'`, a download's examples of its bytes too.
 */
function examplesOf(operation: Operation, status?: string, media: 'json' | 'any' = 'json') {
  return Object.entries(operation.responses)
    .filter(([code]) => status === undefined || code === status)
    .map(([, response]) => response)
    .map((response) => resolve(response as never) as Operation['responses'][string])
    .flatMap((response) =>
      Object.entries(response.content ?? {})
        .filter(([type]) => media === 'any' || type === 'application/json')
        .flatMap(([, content]) => Object.entries(content.examples ?? {})),
    )
    .map(([name, example]) => [name, resolve(example)] as const) as [
    string,
    { value: { code: number; msg: string; data: unknown } },
  ][]
}

describe('the contract', () => {
  it('has the 23 calls of the specification, and every added call under a tag of its own', () => {
    const calls = operations.map(([method, path]) => `${method} ${path}`)
    expect(calls).toEqual(expect.arrayContaining([...specCalls]))
    // What the specification does not have: the staff console (under /api/staff/), the
    // developer's own account security and the open platform's apps and vendors.
    const added = {
      staff: /^\/api\/staff\//,
      apps: /^\/api\/p\/apps\//,
      vendors: /^\/api\/p\/vendors\//,
      security:
        /^\/api\/(p\/account\/(sessions|security)(\/|$)|login\/(secondStep|passkeyOptions|passkeyLogin)$)/,
    }
    for (const [method, path, operation] of operations) {
      if (specCalls.includes(`${method} ${path}`)) continue
      const tags = (operation as { tags?: string[] }).tags ?? []
      expect(tags, operation.operationId).toHaveLength(1)
      const tag = tags[0] as keyof typeof added
      expect(Object.keys(added), operation.operationId).toContain(tag)
      expect(path, operation.operationId).toMatch(added[tag])
    }
  })

  it('names the least staff role of every staff call that needs a staff session', () => {
    for (const [, path, operation] of operations) {
      const {
        security,
        'x-staff-role': role,
        'x-staff-scope': scope,
      } = operation as {
        security?: Record<string, unknown>[]
        'x-staff-role'?: string
        'x-staff-scope'?: string
      }
      const staffSession = security?.some((scheme) => 'staffToken' in scheme) ?? false
      expect(staffSession, operation.operationId).toBe(role !== undefined)
      if (!staffSession) expect(scope, operation.operationId).toBeUndefined()
      if (staffSession) {
        expect(path.startsWith('/api/staff/'), operation.operationId).toBe(true)
        expect(['reviewer', 'admin'], operation.operationId).toContain(role)
        expect([undefined, 'alliance', 'vendor', 'any'], operation.operationId).toContain(scope)
        expect(operation['x-codes'], operation.operationId).toContain(10005)
        if (role === 'admin') expect(operation['x-codes'], operation.operationId).toContain(21004)
        // A member outside the scope is refused (21004); `any` lets every member in.
        if (scope !== 'any') expect(operation['x-codes'], operation.operationId).toContain(21004)
        // 21006 (another vendor's data) only where a vendor's member may call.
        if (scope === undefined || scope === 'alliance') {
          expect(operation['x-codes'], operation.operationId).not.toContain(21006)
        }
      }
    }
  })

  it("opens to a vendor's members only the vendor operations, the staff management and what they share", () => {
    const scopes = Object.fromEntries(
      operations
        .map(([, , operation]) => operation as Operation & { 'x-staff-scope'?: string })
        .filter((operation) => operation['x-staff-scope'] !== undefined)
        .map((operation) => [operation.operationId, operation['x-staff-scope']]),
    )
    expect(scopes).toEqual({
      staffLogout: 'any',
      staffMe: 'any',
      staffAppPackage: 'any',
      staffAppImage: 'any',
      staffDistributionQueue: 'vendor',
      staffDistribution: 'vendor',
      staffDistributionDecide: 'vendor',
      staffDistributionRelease: 'vendor',
      staffDistributionOffline: 'vendor',
      staffVendorBindings: 'vendor',
      staffMembers: 'any',
      staffMemberAdd: 'any',
      staffMemberEdit: 'any',
      staffMemberReset: 'any',
      staffVendors: 'alliance',
      staffVendorSave: 'alliance',
    })
  })

  it('uses query parameters for GETs, form bodies for POSTs and multipart for uploads', () => {
    type Body = { content: Record<string, { schema: { $ref: string } }> }
    for (const [method, , operation] of operations) {
      const body = (operation as { requestBody?: unknown }).requestBody
      if (method === 'GET') expect(body, operation.operationId).toBeUndefined()
      else if (body) {
        const content = resolve<Body>(body as never).content
        const [type] = Object.keys(content)
        expect(Object.keys(content), operation.operationId).toHaveLength(1)
        // A body with a file part (format: binary) is multipart, and only such a body.
        const schema = resolve<{ properties?: Record<string, { format?: string }> }>(
          content[type!]!.schema,
        )
        const files = Object.values(schema.properties ?? {}).filter((p) => p.format === 'binary')
        expect(type, operation.operationId).toBe(
          files.length > 0 ? 'multipart/form-data' : 'application/x-www-form-urlencoded',
        )
      }
    }
  })

  it('has every catalogue code of the specification, with zh-CN and en text', () => {
    for (const code of specCodes) {
      expect(catalogue.enum, String(code)).toContain(code)
      expect(catalogue['x-messages'][String(code)], String(code)).toEqual({
        'zh-CN': expect.stringMatching(/\S/),
        en: expect.stringMatching(/\S/),
      })
    }
  })

  it('lists the codes of every operation as data (x-codes), never in prose', () => {
    for (const [, , operation] of operations) {
      expect(operation['x-codes'], operation.operationId).toContain(0)
      for (const code of operation['x-codes']!) expect(catalogue.enum).toContain(code)
      expect(operation.description ?? '', operation.operationId).not.toMatch(/Codes:/)
    }
  })

  it('has a success example and a named example for each code an operation lists', () => {
    for (const [, , operation] of operations) {
      const listed = operation['x-codes']!.filter((code) => code !== 0)
      const names = examplesOf(operation, undefined, 'any').map(([name]) => name)
      expect(names, operation.operationId).toContain('success')
      for (const code of listed) expect(names, operation.operationId).toContain(`E${code}`)
      for (const name of names.filter((n) => /^E\d+$/.test(n))) {
        expect([...listed, 440, 441, 500], operation.operationId).toContain(Number(name.slice(1)))
      }
    }
  })

  it('names each error example after its code and gives it the text the server gives', () => {
    const examples = document.components.examples as Record<
      string,
      { value: { code: number; msg: string; data: { reason?: string } | null } }
    >
    for (const [name, { value }] of Object.entries(examples)) {
      if (/^E\d+/.test(name)) expect(value.code, name).toBe(Number(/^E(\d+)/.exec(name)![1]))
      // A failure's data.reason (a success's data may have a `reason` of its own: a record's).
      const reason = value.code === 0 ? undefined : value.data?.reason
      expect(value.msg, name).toBe(reason ? reasonMessages[reason]['zh-CN'] : zh(value.code))
    }
  })

  it("gives each code the reason its operation's x-reasons names, in its examples", () => {
    for (const [, , operation] of operations) {
      const reasons = operation['x-reasons'] ?? {}
      // HTTP 400 answers (malformed input) carry no reason; business answers (HTTP 200) do: the
      // one x-reasons names, or one of those it lists. An upload's findings start with it.
      const seen = new Map<string, Set<string | undefined>>()
      for (const [name, example] of examplesOf(operation, '200')) {
        const code = example.value.code
        if (code === 0) continue
        const data = example.value.data as {
          reason?: string
          findings?: { reason: string }[]
        } | null
        const expected = reasons[String(code)]
        if (Array.isArray(expected))
          expect(expected, `${operation.operationId} ${name}`).toContain(data?.reason)
        else expect(data?.reason, `${operation.operationId} ${name}`).toBe(expected)
        if (data?.findings) expect(data.findings[0]!.reason, name).toBe(data.reason)
        seen.set(String(code), (seen.get(String(code)) ?? new Set()).add(data?.reason))
      }
      // A code standing for several reasons has an example of each, except an upload's
      // findings, whose text the catalogue gives.
      for (const [code, expected] of Object.entries(reasons)) {
        if (!Array.isArray(expected) || code === '12001') continue
        for (const reason of expected) {
          expect(seen.get(code), `${operation.operationId} ${code} ${reason}`).toContain(reason)
        }
      }
    }
  })

  it('describes identity as a union discriminated by developer type', () => {
    const schemas = document.components.schemas
    for (const name of [
      'Identity',
      'CompleteAccountInfoRequest',
      'UpdateAccountInfoRequest',
      'UpdateLegalPersonRequest',
    ]) {
      expect(schemas[name].discriminator.propertyName, name).toBe('developerType')
      expect(Object.keys(schemas[name].discriminator.mapping).sort(), name).toEqual([
        'company',
        'individual',
      ])
      for (const branch of schemas[name].oneOf.map(resolve)) {
        expect(branch.additionalProperties, name).toBe(false)
        expect(branch.required, name).toContain('developerType')
      }
    }
  })

  it('names an example for every app status and version state', () => {
    const facts = (id: string) =>
      examplesOf(operations.find(([, , op]) => op.operationId === id)![2])
        .map(([, e]) => e.value.data as { app: { status: string }; versions: { state: string }[] })
        .filter((data) => data && 'app' in data)
    const details = facts('getApp')
    const statuses = document.components.schemas.AppStatus.enum as string[]
    const states = document.components.schemas.VersionState.enum as string[]
    for (const status of statuses) {
      expect(
        details.map((d) => d.app.status),
        status,
      ).toContain(status)
    }
    for (const state of states) {
      expect(
        details.flatMap((d) => d.versions.map((v) => v.state)),
        state,
      ).toContain(state)
    }
  })

  it('names an example for every distribution state, at the developer and at the vendor', () => {
    const states = document.components.schemas.DistributionState.enum as string[]
    const byOperation = (id: string) =>
      examplesOf(operations.find(([, , op]) => op.operationId === id)![2]).map(
        ([, e]) => e.value.data,
      )
    const developer = byOperation('getApp')
      .filter((data) => data && typeof data === 'object' && 'versions' in data)
      .flatMap((data) =>
        (data as { versions: { distributions: { state: string }[] }[] }).versions.flatMap((v) =>
          v.distributions.map((d) => d.state),
        ),
      )
    const vendor = byOperation('staffDistribution')
      .filter((data) => data && typeof data === 'object' && 'state' in data)
      .map((data) => (data as { state: string }).state)
    for (const state of states) {
      expect(developer, `getApp ${state}`).toContain(state)
      expect(vendor, `staffDistribution ${state}`).toContain(state)
    }
    const vendors = byOperation('listVendors') as ({ list: { binding: unknown }[] } | null)[]
    const bindings = vendors.flatMap((data) => data?.list.map((v) => v.binding !== null) ?? [])
    expect(bindings).toContain(true)
    expect(bindings).toContain(false)
  })

  it('names an example for every account state and developer type, and every record', () => {
    const byOperation = (id: string) =>
      examplesOf(operations.find(([, , op]) => op.operationId === id)![2])
    const accounts = byOperation('queryAccountInfo').map(([, e]) => e.value.data as Account)
    for (const state of ['incomplete', 'reviewing', 'rejected', 'complete']) {
      expect(accounts.map((a) => a?.profileStatus)).toContain(state)
    }
    for (const type of ['individual', 'company']) {
      expect(accounts.map((a) => a?.identity?.developerType)).toContain(type)
    }
    const records = byOperation('queryChangeRecordInfo').map(([, e]) => e.value.data as RecordData)
    for (const type of ['completeProfile', 'accountInfo', 'legalPerson', 'emailRecovery']) {
      for (const status of ['reviewing', 'approved', 'rejected', 'revoked']) {
        expect(
          records.some((r) => r?.type === type && r.status === status),
          `${type} ${status}`,
        ).toBe(true)
      }
    }
  })
})
