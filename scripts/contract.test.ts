// The contract against section 7 and 8 of the specification, and its examples against its catalogue.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { specCalls, specCodes } from './spec-lists.ts'

type Example = { value: { code: number; msg: string; data: unknown } } | { $ref: string }
type Operation = {
  operationId: string
  description?: string
  responses: Record<
    string,
    { $ref?: string; content?: Record<string, { examples?: Record<string, Example> }> }
  >
}

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
const zh = (code: number) => catalogue['x-messages'][String(code)]['zh-CN']

describe('the contract', () => {
  it('has exactly the 23 calls of the specification', () => {
    expect(operations.map(([method, path]) => `${method} ${path}`).sort()).toEqual(
      [...specCalls].sort(),
    )
  })

  it('uses query parameters for GETs and form bodies for POSTs', () => {
    for (const [method, , operation] of operations) {
      const body = (operation as { requestBody?: unknown }).requestBody
      if (method === 'GET') expect(body, operation.operationId).toBeUndefined()
      else if (body) {
        expect(Object.keys(resolve<{ content: object }>(body as never).content)).toEqual([
          'application/x-www-form-urlencoded',
        ])
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

  it('has a success example and a named example for each code an operation lists', () => {
    for (const [, , operation] of operations) {
      const listed = (operation.description?.match(/Codes: ([\d,\s]+)/)?.[1] ?? '')
        .split(',')
        .map((code) => Number(code.trim()))
        .filter((code) => code !== 0)
      const examples = Object.values(operation.responses)
        .map((response) => resolve(response as never) as Operation['responses'][string])
        .flatMap((response) =>
          Object.entries(response.content?.['application/json']?.examples ?? {}),
        )
      const names = examples.map(([name]) => name)
      expect(names, operation.operationId).toContain('success')
      for (const code of listed) expect(names, operation.operationId).toContain(`E${code}`)
      for (const name of names.filter((n) => /^E\d+$/.test(n))) {
        expect([...listed, 440, 441, 500], operation.operationId).toContain(Number(name.slice(1)))
      }
    }
  })

  it('names each error example after its code and gives it the catalogue text', () => {
    const examples = document.components.examples as Record<
      string,
      { value: { code: number; msg: string } }
    >
    for (const [name, { value }] of Object.entries(examples)) {
      if (/^E\d+$/.test(name)) expect(value.code, name).toBe(Number(name.slice(1)))
      expect(value.msg, name).toBe(zh(value.code))
    }
  })
})
