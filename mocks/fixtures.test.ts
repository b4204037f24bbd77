import { describe, expect, it } from 'vitest'
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
import { expectSchema } from './contract-schemas'

// Fixtures that drift from the contract would make stories pass against answers the server never
// gives: every fixture is checked against the schema the real answer has.

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
