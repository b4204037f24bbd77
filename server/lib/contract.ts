import { readFileSync } from 'node:fs'
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { parse } from 'yaml'
import type { StaffRole } from '../../generated/model/index.ts'
import { Code } from '../../generated/error-catalogue.ts'

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
  /** The codes the operation may answer: its `x-codes`. */
  codes: Set<number>
  /** The reason each ambiguous code carries in `data.reason`: its `x-reasons` naming one. */
  reasons: Map<number, string>
  /**
   * The reasons a code may carry where it stands for several in this operation (its `x-reasons`
   * listing them): the refusal names one.
   */
  reasonChoices: Map<number, Set<string>>
  /** The body is `multipart/form-data` (an upload): these are its file parts (`format: binary`). */
  files: Set<string>
  /** A success answers bytes (a download), not an envelope; a refusal is still an envelope. */
  download: boolean
  needsSession: boolean
  /**
   * The least staff role the operation needs (its `x-staff-role`), for operations secured by the
   * `staffToken` scheme; undefined for every other operation. The caller's staff session and role
   * are checked before the operation runs (contract-routes.ts), and nowhere else.
   */
  staffRole: StaffRole | undefined
  /**
   * Whose staff members may call the operation (its `x-staff-scope`, `alliance` when absent), for
   * operations secured by `staffToken`; undefined for every other operation. Checked with the role
   * before the operation runs (21004); a target of another vendor is the service's check (21006).
   */
  staffScope: StaffScope | undefined
  /** Validates the form body or the query, coercing strings to integers where the contract says. */
  validate: Validator
  /** Property names whose schema is the contract's Email. */
  emailFields: Set<string>
  hasInput: boolean
}

/**
 * Whose members may call a staff operation: the alliance's own staff, a vendor's members (on that
 * vendor's data only), or both.
 */
export type StaffScope = 'alliance' | 'vendor' | 'any'

export const STAFF_SCOPES: readonly StaffScope[] = ['alliance', 'vendor', 'any']

/** Whether a member (a vendor's when `ofVendor`, else the alliance's) may call an operation of `scope`. */
export const staffScopeAdmits = (scope: StaffScope, ofVendor: boolean) =>
  scope === 'any' || (scope === 'vendor') === ofVendor

/**
 * The input fields that name what a staff operation acts on (a distribution, version, image or
 * member by `id`; a vendor by `vendorCode`): where a vendor's member may call it, one of another
 * vendor is refused with 21006.
 */
const TARGET_FIELDS = ['id', 'vendorCode']

/** Staff roles from least to most: a role may do what the roles before it may. */
export const STAFF_ROLES: readonly StaffRole[] = ['reviewer', 'admin']

/** Whether `role` may run an operation that needs `least`. */
export const staffRoleCovers = (role: StaffRole, least: StaffRole) =>
  STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(least)

/**
 * An operation's staff role: required with the staffToken scheme and only with it, and the
 * codes of its refusals listed (10005 without a staff session, 21004 for too small a role).
 */
function staffRoleOf(
  operationId: string,
  op: Json,
  security: Json[],
  codes: Set<number>,
): StaffRole | undefined {
  const staffSecured = security.some((s) => Object.keys(s).includes('staffToken'))
  const role = op['x-staff-role'] as StaffRole | undefined
  if (!staffSecured) {
    if (role !== undefined) throw new Error(`${operationId}: x-staff-role without staffToken`)
    return undefined
  }
  if (security.some((s) => !Object.keys(s).includes('staffToken'))) {
    throw new Error(`${operationId}: staffToken must be its only security`)
  }
  if (!role || !STAFF_ROLES.includes(role)) {
    throw new Error(`${operationId}: staffToken needs x-staff-role (${STAFF_ROLES.join(', ')})`)
  }
  if (!codes.has(Code.sessionInvalid))
    throw new Error(`${operationId}: a staff operation must list 10005`)
  if (role !== STAFF_ROLES[0] && !codes.has(Code.noPermission)) {
    throw new Error(`${operationId}: an operation for ${role}s must list 21004`)
  }
  return role
}

/**
 * An operation's staff scope: only with the staffToken scheme (`alliance` when absent), and the
 * codes of its refusals listed. 21004 wherever a member may be refused by scope (every scope but
 * `any`). 21006 exactly where a vendor's member may call it (`vendor`, `any`) and its input names a
 * target (TARGET_FIELDS): an alliance operation never reaches a target check for a vendor's member,
 * and one without a target has none to refuse.
 */
function staffScopeOf(
  operationId: string,
  op: Json,
  role: StaffRole | undefined,
  codes: Set<number>,
  inputFields: string[],
): StaffScope | undefined {
  const given = op['x-staff-scope'] as StaffScope | undefined
  if (role === undefined) {
    if (given !== undefined) throw new Error(`${operationId}: x-staff-scope without staffToken`)
    return undefined
  }
  const scope = given ?? 'alliance'
  if (!STAFF_SCOPES.includes(scope)) {
    throw new Error(`${operationId}: x-staff-scope must be one of ${STAFF_SCOPES.join(', ')}`)
  }
  if (scope !== 'any' && !codes.has(Code.noPermission)) {
    throw new Error(`${operationId}: an operation of scope ${scope} must list 21004`)
  }
  const targeted = scope !== 'alliance' && inputFields.some((f) => TARGET_FIELDS.includes(f))
  if (targeted && !codes.has(Code.ownVendorDataOnly)) {
    throw new Error(`${operationId}: a vendor's member names a target here, so it must list 21006`)
  }
  if (!targeted && codes.has(Code.ownVendorDataOnly)) {
    throw new Error(
      `${operationId}: 21006 only where a vendor's member may call it on a target (${TARGET_FIELDS.join(', ')})`,
    )
  }
  return scope
}

/** What `validate` is: an ajv validator, or one that picks a union's branch first. */
export interface Validator {
  (data: unknown): boolean
  errors?: ErrorObject[] | null
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

/**
 * A body that is a `oneOf` with a discriminator (identity by developer type) is validated against
 * the branch its discriminator names: the errors are then that branch's, so a missing company field
 * is 440 and an extra one 441, rather than the union's mixed errors. A missing or unknown
 * discriminator is 440 or 441 as for any field.
 */
function unionValidator(ajv: Ajv2020, schema: Json): Validator | undefined {
  const discriminator = schema.discriminator as
    { propertyName: string; mapping: Record<string, string> } | undefined
  if (!discriminator) return undefined
  const branches = new Map(
    Object.entries(discriminator.mapping).map(([value, branch]) => [
      value,
      ajv.compile(ref(branch)),
    ]),
  )
  const { propertyName } = discriminator
  const validator: Validator = (data) => {
    const value = (data as Json | null)?.[propertyName]
    const branch = typeof value === 'string' ? branches.get(value) : undefined
    if (!branch) {
      validator.errors = [
        {
          keyword: value === undefined ? 'required' : 'enum',
          instancePath: value === undefined ? '' : `/${propertyName}`,
          schemaPath: '#/discriminator',
          params: {},
        },
      ]
      return false
    }
    const ok = branch(data)
    validator.errors = branch.errors
    return ok
  }
  return validator
}

/**
 * A multipart body's schema as its input is validated: each file part is the file as read
 * (`{ bytes, filename, mimetype }`, pipeline/form-input.ts) where the contract says `binary`; the
 * other fields keep their schemas (references made absolute, as the schema is compiled alone).
 */
function withFileParts(schema: Json, files: Set<string>): Json {
  const absolute = JSON.parse(
    JSON.stringify(schema).replaceAll('"$ref":"#/', `"$ref":"${CONTRACT_ID}#/`),
  ) as Json
  const properties = { ...(absolute.properties as Record<string, Json>) }
  for (const name of files) {
    properties[name] = { type: 'object', required: ['bytes', 'filename', 'mimetype'] }
  }
  return { ...absolute, properties }
}

/** Whether the operation's success (HTTP 200) has a media type other than JSON: a download. */
function answersBytes(contract: Json, op: Json): boolean {
  const ok = (op.responses as Json | undefined)?.['200'] as Json | undefined
  const content = ok ? (resolve(contract, ok).content as Json | undefined) : undefined
  return Object.keys(content ?? {}).some((type) => type !== 'application/json')
}

/** The property names of a body schema, through the branches of a union. */
function bodyProperties(contract: Json, schema: Json): [string, Json][] {
  const branches = (schema.oneOf as Json[] | undefined)?.map((b) => resolve(contract, b)) ?? [
    schema,
  ]
  return branches.flatMap((branch) =>
    Object.entries((branch.properties ?? {}) as Record<string, Json>),
  )
}

export function loadOperations(contract: Json, ajv: Ajv2020): Operation[] {
  const operations: Operation[] = []
  for (const [path, item] of Object.entries(contract.paths as Record<string, Json>)) {
    for (const method of ['get', 'post'] as const) {
      const op = item[method] as Json | undefined
      if (!op) continue
      const operationId = op.operationId as string
      const listed = op['x-codes']
      if (!Array.isArray(listed) || !listed.includes(0)) {
        throw new Error(`${operationId}: the contract lists no x-codes`)
      }
      const codes = new Set(listed as number[])
      const xReasons = Object.entries((op['x-reasons'] ?? {}) as Record<string, string | string[]>)
      const reasons = new Map(
        xReasons.flatMap(([code, reason]) =>
          typeof reason === 'string' ? [[Number(code), reason] as const] : [],
        ),
      )
      const reasonChoices = new Map(
        xReasons.flatMap(([code, reason]) =>
          Array.isArray(reason) ? [[Number(code), new Set(reason)] as const] : [],
        ),
      )
      const security = (op.security as Json[] | undefined) ?? []
      const needsSession =
        security.length > 0 && security.every((s) => Object.keys(s).includes('token'))
      const staffRole = staffRoleOf(operationId, op, security, codes)
      let validate: Validator = ajv.compile({ type: 'object', maxProperties: 0 })
      const emailFields = new Set<string>()
      const files = new Set<string>()
      let hasInput = false
      const inputFields: string[] = []
      if (op.requestBody) {
        const body = resolve(contract, op.requestBody as Json)
        const content = body.content as Json
        const multipart = content['multipart/form-data'] as Json | undefined
        const media = (multipart ?? content['application/x-www-form-urlencoded']) as Json
        const bodyRef = (media.schema as Json).$ref as string
        const resolved = resolve(contract, media.schema as Json)
        if (multipart) {
          for (const [name, prop] of bodyProperties(contract, resolved)) {
            if (prop.format === 'binary') files.add(name)
          }
        }
        validate =
          unionValidator(ajv, resolved) ??
          ajv.compile(files.size > 0 ? withFileParts(resolved, files) : ref(bodyRef))
        hasInput = true
        for (const [name, prop] of bodyProperties(contract, resolved)) {
          if (prop.$ref === '#/components/schemas/Email') emailFields.add(name)
          inputFields.push(name)
        }
      } else if (op.parameters) {
        const params = (op.parameters as Json[]).map((p) => resolve(contract, p))
        const properties: Record<string, Json> = {}
        for (const p of params) {
          const s = p.schema as Json
          properties[p.name as string] = s.$ref ? ref(s.$ref as string) : s
          inputFields.push(p.name as string)
        }
        validate = ajv.compile({
          type: 'object',
          properties,
          required: params.filter((p) => p.required).map((p) => p.name),
        })
        hasInput = true
      }
      operations.push({
        operationId,
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        codes,
        reasons,
        reasonChoices,
        files,
        download: answersBytes(contract, op),
        needsSession,
        staffRole,
        staffScope: staffScopeOf(operationId, op, staffRole, codes, inputFields),
        validate,
        emailFields,
        hasInput,
      })
    }
  }
  return operations
}

/** 440 when a required field is missing, 441 otherwise; 10102 for a bad e-mail where listed. */
export function classifyErrors(
  op: Operation,
  errors: ErrorObject[],
): typeof Code.missingParameter | typeof Code.invalidParameter | typeof Code.invalidEmail {
  if (errors.some((e) => e.keyword === 'required')) return Code.missingParameter
  // Only a badly written address is 10102; a repeated field (an array) is a malformed request.
  const onlyEmail = errors.every((e) => {
    const field = e.instancePath.split('/')[1]
    return field !== undefined && op.emailFields.has(field) && e.keyword !== 'type'
  })
  return onlyEmail && op.codes.has(Code.invalidEmail) ? Code.invalidEmail : Code.invalidParameter
}
