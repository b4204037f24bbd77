import { readFileSync } from 'node:fs'
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { parse } from 'yaml'

// The OpenAPI document is the source of truth for routes and request shapes: the server reads it
// at start instead of copying its rules.

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020

type Json = Record<string, unknown>

export const contractPath = new URL('../../openapi/openapi.yaml', import.meta.url)
export const CONTRACT_ID = 'openapi.json'

export function loadContract(): Json {
  return parse(readFileSync(contractPath, 'utf8')) as Json
}

export interface Operation {
  operationId: string
  method: 'GET' | 'POST'
  path: string
  /** The codes the operation's description lists. */
  codes: Set<number>
  needsSession: boolean
  /** Validates the form body or the query, coercing strings to integers where the contract says. */
  validate: ValidateFunction
  /** Property names whose schema is the contract's Email. */
  emailFields: Set<string>
  hasInput: boolean
}

export function createAjv(contract: Json, options: { coerceTypes: boolean }): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    coerceTypes: options.coerceTypes,
    useDefaults: true,
  })
  addFormats(ajv)
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isSafeInteger(n) })
  ajv.addSchema({ ...contract, $id: CONTRACT_ID })
  return ajv
}

const ref = (r: string) => ({ $ref: CONTRACT_ID + r })

function resolve(contract: Json, node: Json): Json {
  let current = node
  while (typeof current.$ref === 'string') {
    const parts = current.$ref.replace(/^#\//, '').split('/')
    current = parts.reduce<Json>((acc, key) => acc[key] as Json, contract)
  }
  return current
}

export function loadOperations(contract: Json, ajv: Ajv2020): Operation[] {
  const operations: Operation[] = []
  for (const [path, item] of Object.entries(contract.paths as Record<string, Json>)) {
    for (const method of ['get', 'post'] as const) {
      const op = item[method] as Json | undefined
      if (!op) continue
      const description = String(op.description ?? '')
      const codesText = /Codes:([\d,\s]+)/.exec(description)?.[1] ?? '0'
      const codes = new Set(
        codesText
          .split(',')
          .map((c) => Number(c.trim()))
          .filter(Number.isInteger),
      )
      const security = (op.security as Json[] | undefined) ?? []
      const needsSession =
        security.length > 0 && security.every((s) => Object.keys(s).includes('token'))
      let schema: Json = { type: 'object', maxProperties: 0 }
      const emailFields = new Set<string>()
      let hasInput = false
      if (op.requestBody) {
        const body = resolve(contract, op.requestBody as Json)
        const media = (body.content as Json)['application/x-www-form-urlencoded'] as Json
        const bodyRef = (media.schema as Json).$ref as string
        schema = ref(bodyRef)
        hasInput = true
        const resolved = resolve(contract, media.schema as Json)
        for (const [name, prop] of Object.entries(resolved.properties as Record<string, Json>)) {
          if (prop.$ref === '#/components/schemas/Email') emailFields.add(name)
        }
      } else if (op.parameters) {
        const params = (op.parameters as Json[]).map((p) => resolve(contract, p))
        const properties: Record<string, Json> = {}
        for (const p of params) {
          const s = p.schema as Json
          properties[p.name as string] = s.$ref ? ref(s.$ref as string) : s
        }
        schema = {
          type: 'object',
          properties,
          required: params.filter((p) => p.required).map((p) => p.name),
        }
        hasInput = true
      }
      operations.push({
        operationId: op.operationId as string,
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        codes,
        needsSession,
        validate: ajv.compile(schema),
        emailFields,
        hasInput,
      })
    }
  }
  return operations
}

/** 440 when a required field is missing, 441 otherwise; 10102 for a bad e-mail where listed. */
export function classifyErrors(op: Operation, errors: ErrorObject[]): 440 | 441 | 10102 {
  if (errors.some((e) => e.keyword === 'required')) return 440
  // Only a badly written address is 10102; a repeated field (an array) is a malformed request.
  const onlyEmail = errors.every((e) => {
    const field = e.instancePath.split('/')[1]
    return field !== undefined && op.emailFields.has(field) && e.keyword !== 'type'
  })
  return onlyEmail && op.codes.has(10102) ? 10102 : 441
}
