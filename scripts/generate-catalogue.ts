// Writes the parts of generated/ that orval does not make, from the contract itself, so that the
// server, the screens, the stories and the tests read one source:
// - error-catalogue.ts: the `x-messages` of ResultCode, `Code` (each code by its `x-names` name:
//   `Code.sessionInvalid` is 10005) and the FailureReason names;
// - reason-catalogue.ts: the `x-messages` of FailureReason;
// - operations.ts: each operation's method, path, `x-codes` and `x-reasons` (a code's one reason,
//   or the list of reasons it may carry).
// (The forms' rules are orval's zod schemas of the request bodies, generated/zod.)
import { readFileSync, writeFileSync } from 'node:fs'
import { parse } from 'yaml'

type Messages = { 'zh-CN': string; en: string }
type Json = Record<string, unknown>

const document = parse(readFileSync('openapi/openapi.yaml', 'utf8'))
const schemas = document.components.schemas as Record<string, Json>
const problems: string[] = []

function messagesOf(name: string, keys: (string | number)[]) {
  const messages = schemas[name]!['x-messages'] as Record<string, Messages>
  for (const key of keys) {
    if (!messages[key]?.['zh-CN'] || !messages[key]?.en) {
      problems.push(`${name} ${key} lacks a zh-CN or en message`)
    }
  }
  for (const key of Object.keys(messages)) {
    if (!keys.map(String).includes(key))
      problems.push(`${name}: message for ${key}, not in the enum`)
  }
  return messages
}

const codes = schemas.ResultCode!.enum as number[]
const codeMessages = messagesOf('ResultCode', codes)
const codeNames = (schemas.ResultCode!['x-names'] ?? {}) as Record<string, unknown>
const nameOwners = new Map<string, number>()
for (const code of codes) {
  const name = codeNames[code]
  if (typeof name !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(name)) {
    problems.push(`ResultCode ${code} lacks a lowerCamelCase name in x-names`)
  } else if (nameOwners.has(name)) {
    problems.push(`ResultCode x-names: ${name} names both ${nameOwners.get(name)} and ${code}`)
  } else {
    nameOwners.set(name, code)
  }
}
for (const key of Object.keys(codeNames)) {
  if (!codes.map(String).includes(key))
    problems.push(`ResultCode: name for ${key}, not in the enum`)
}
const reasons = schemas.FailureReason!.enum as string[]
const reasonMessages = messagesOf('FailureReason', reasons)

type OperationFacts = {
  tag: string
  method: 'GET' | 'POST'
  path: string
  codes: number[]
  reasons: Record<string, string>
  reasonChoices: Record<string, string[]>
}
const operations: Record<string, OperationFacts> = {}
for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
  for (const method of ['get', 'post']) {
    const op = item[method] as Json | undefined
    if (!op) continue
    const id = op.operationId as string
    const opCodes = op['x-codes'] as number[] | undefined
    if (!Array.isArray(opCodes) || !opCodes.includes(0)) {
      problems.push(`${id}: x-codes must list the codes it answers, 0 included`)
      continue
    }
    // A code maps to its one reason (the server adds it), or to the reasons it may carry (the
    // server names one each time).
    const opReasons = (op['x-reasons'] ?? {}) as Record<string, string | string[]>
    for (const code of opCodes) {
      if (!codes.includes(code)) problems.push(`${id}: x-codes has ${code}, not in ResultCode`)
    }
    const single: Record<string, string> = {}
    const choices: Record<string, string[]> = {}
    for (const [code, listed] of Object.entries(opReasons)) {
      if (!opCodes.includes(Number(code))) problems.push(`${id}: x-reasons ${code} not in x-codes`)
      for (const reason of [listed].flat()) {
        if (!reasons.includes(reason))
          problems.push(`${id}: x-reasons ${reason} not a FailureReason`)
      }
      if (Array.isArray(listed)) choices[code] = listed
      else single[code] = listed
    }
    operations[id] = {
      tag: (op.tags as string[])[0]!,
      method: method.toUpperCase() as OperationFacts['method'],
      path,
      codes: opCodes,
      reasons: single,
      reasonChoices: choices,
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}

const header = (what: string) =>
  `// Generated from openapi/openapi.yaml (${what}) by scripts/generate-catalogue.ts.
// Do not edit: change the contract and run \`npm run generate\`.
`

writeFileSync(
  'generated/error-catalogue.ts',
  `${header('ResultCode x-names and x-messages, FailureReason names')}
import type { Language } from '../rules/language-choice.ts'

/** Every catalogue code by its name (\`x-names\`): \`Code.sessionInvalid\` is 10005. */
export const Code = {
${codes.map((code) => `  ${codeNames[code] as string}: ${code},`).join('\n')}
} as const

export type CodeName = keyof typeof Code

export const errorCatalogue = {
${codes.map((code) => `  ${code}: ${JSON.stringify(codeMessages[code])},`).join('\n')}
} as const satisfies Record<number, { 'zh-CN': string; en: string }>

export type ResultCode = keyof typeof errorCatalogue

/** The catalogue's languages: the portal's (rules/language-choice.ts). */
export type CatalogueLanguage = Language

export const isResultCode = (code: number): code is ResultCode => code in errorCatalogue

/** The catalogue's message for a code, or undefined for a code outside the catalogue. */
export function catalogueMessage(code: number, language: CatalogueLanguage): string | undefined {
  return isResultCode(code) ? errorCatalogue[code][language] : undefined
}

/** Every failure reason (\`data.reason\`): which of several causes a code stands for. */
export const failureReasons = [
${reasons.map((reason) => `  '${reason}',`).join('\n')}
] as const

export type FailureReasonCode = (typeof failureReasons)[number]

const reasonNames: ReadonlySet<string> = new Set(failureReasons)

export const isFailureReason = (value: unknown): value is FailureReasonCode =>
  typeof value === 'string' && reasonNames.has(value)
`,
)

// The reasons' texts in a module of their own: only the screens that show a reason's text (an
// upload's findings) load them, not every page that reads an answer's reason.
writeFileSync(
  'generated/reason-catalogue.ts',
  `${header('FailureReason x-messages')}
import type { FailureReasonCode } from './error-catalogue.ts'

/** What each failure reason (\`data.reason\`) says, where one code covers several causes. */
export const reasonCatalogue = {
${reasons.map((reason) => `  ${reason}: ${JSON.stringify(reasonMessages[reason])},`).join('\n')}
} as const satisfies Record<FailureReasonCode, { 'zh-CN': string; en: string }>
`,
)

writeFileSync(
  'generated/operations.ts',
  `${header('x-codes and x-reasons of every operation')}
/**
 * Each operation's tag, method and path, the codes it may answer (\`x-codes\`), the reason a code
 * always carries (\`x-reasons\` naming one), and the reasons a code may carry where it stands for
 * several (\`x-reasons\` listing them; the answer names one).
 */
export const operations = ${JSON.stringify(operations, null, 2)} as const

export type OperationId = keyof typeof operations

export type OperationCode<O extends OperationId> = (typeof operations)[O]['codes'][number]

/** The operations of one contract tag. */
export type OperationOfTag<T extends string> = {
  [K in OperationId]: (typeof operations)[K]['tag'] extends T ? K : never
}[OperationId]
`,
)
