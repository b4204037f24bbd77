import { readFileSync } from 'node:fs'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { expect } from 'vitest'
import { parse } from 'yaml'

// What the fixtures' tests hold the mocks to: the contract's schemas and its named examples, so
// that a story answers what the server answers.

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020
const contract = parse(readFileSync('openapi/openapi.yaml', 'utf8'), { maxAliasCount: -1 }) as {
  components: { examples: Record<string, { value: unknown }> }
}
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }))
ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isSafeInteger(n) })
ajv.addSchema({ ...contract, $id: 'contract' })

/** Fails unless `value` has the shape of the contract's schema of that name. */
export function expectSchema(schema: string, value: unknown) {
  const validate = ajv.getSchema(`contract#/components/schemas/${schema}`)!
  const ok = validate(value)
  expect(validate.errors ?? [], JSON.stringify(value)).toEqual([])
  expect(ok).toBe(true)
}

/** The value of the contract's example of that name (an envelope). */
export const contractExample = (name: string) => contract.components.examples[name]!.value
