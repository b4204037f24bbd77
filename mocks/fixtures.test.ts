import { readFileSync } from 'node:fs'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import {
  accountFixture,
  accountLookupFixture,
  captchaFixture,
  codeSentFixture,
  idTypes,
  recordFixture,
  recordPage,
  sessionFixture,
  ticketFixture,
} from './fixtures'

// Fixtures that drift from the contract would make stories pass against answers the server never
// gives: every fixture is checked against the schema the real answer has.

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020
const contract = parse(readFileSync('openapi/openapi.yaml', 'utf8')) as Record<string, unknown>
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }))
ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isSafeInteger(n) })
ajv.addSchema({ ...contract, $id: 'contract' })

function expectSchema(schema: string, value: unknown) {
  const validate = ajv.getSchema(`contract#/components/schemas/${schema}`)!
  const ok = validate(value)
  expect(validate.errors ?? [], JSON.stringify(value)).toEqual([])
  expect(ok).toBe(true)
}

const states = ['incomplete', 'reviewing', 'rejected', 'complete'] as const
const types = ['individual', 'company'] as const
const recordTypes = ['completeProfile', 'accountInfo', 'legalPerson', 'emailRecovery'] as const
const statuses = ['reviewing', 'approved', 'rejected', 'revoked'] as const

describe('fixtures follow the contract', () => {
  it.each(states.flatMap((state) => types.map((type) => [state, type] as const)))(
    'an account %s (%s)',
    (state, type) => {
      const account = accountFixture(state, type)
      expectSchema('Account', account)
      expect(account.profileStatus).toBe(state)
      expect(account.identity?.developerType ?? type).toBe(type)
    },
  )

  it.each(recordTypes.flatMap((type) => statuses.map((status) => [type, status] as const)))(
    'a %s record, %s',
    (type, status) => {
      expectSchema('ChangeRecord', recordFixture(type, status))
    },
  )

  it('the small answers', () => {
    expectSchema('ChangeRecordPage', recordPage([recordFixture('legalPerson', 'reviewing')]))
    expectSchema('Captcha', captchaFixture)
    expectSchema('TicketData', ticketFixture)
    expectSchema('CodeSent', codeSentFixture)
    expectSchema('Session', sessionFixture)
    expectSchema('AccountLookup', accountLookupFixture)
    for (const type of idTypes) expectSchema('IdType', type)
  })
})
