// Writes generated/error-catalogue.ts from the `x-messages` of the contract's ResultCode, so that
// the server and the screens share one catalogue and can never disagree about a code.
import { readFileSync, writeFileSync } from 'node:fs'
import { parse } from 'yaml'

type Messages = { 'zh-CN': string; en: string }
type ResultCodeSchema = { enum: number[]; 'x-messages': Record<string, Messages> }

const document = parse(readFileSync('openapi/openapi.yaml', 'utf8'))
const schema: ResultCodeSchema = document.components.schemas.ResultCode

const codes = schema.enum
const messages = schema['x-messages']
const problems = [
  ...codes
    .filter((code) => !messages[code]?.['zh-CN'] || !messages[code]?.en)
    .map((code) => `code ${code} lacks a zh-CN or en message`),
  ...Object.keys(messages)
    .filter((code) => !codes.includes(Number(code)))
    .map((code) => `message for ${code}, which is not in the enum`),
]
if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}

const entries = codes.map((code) => `  ${code}: ${JSON.stringify(messages[code])},`).join('\n')

writeFileSync(
  'generated/error-catalogue.ts',
  `// Generated from openapi/openapi.yaml (ResultCode x-messages) by scripts/generate-catalogue.ts.
// Do not edit: change the contract and run \`npm run generate\`.

export const errorCatalogue = {
${entries}
} as const satisfies Record<number, { 'zh-CN': string; en: string }>

export type ResultCode = keyof typeof errorCatalogue

export type CatalogueLanguage = 'zh-CN' | 'en'

export const isResultCode = (code: number): code is ResultCode => code in errorCatalogue

/** The catalogue's message for a code, or undefined for a code outside the catalogue. */
export function catalogueMessage(code: number, language: CatalogueLanguage): string | undefined {
  return isResultCode(code) ? errorCatalogue[code][language] : undefined
}
`,
)
