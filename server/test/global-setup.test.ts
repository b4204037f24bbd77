import { describe, expect, it } from 'vitest'
import { postgresPlan } from './global-setup.ts'

describe('whether the server suite runs its PostgreSQL half', () => {
  it('runs it wherever PostgreSQL answers, CI or not', () => {
    expect(postgresPlan(true, {})).toEqual({ run: true })
    expect(postgresPlan(true, { CI: 'true' })).toEqual({ run: true })
  })

  it('fails a CI run where PostgreSQL does not answer, instead of skipping it', () => {
    for (const CI of ['true', '1']) {
      expect(() => postgresPlan(false, { CI })).toThrow(/PostgreSQL .* is not reachable/)
    }
  })

  it('skips it on a developer machine without PostgreSQL, saying so', () => {
    for (const CI of [undefined, '', 'false', '0']) {
      const plan = postgresPlan(false, { CI })
      expect(plan.run).toBe(false)
      expect(plan.warning).toMatch(/^SKIPPED: PostgreSQL .* PGlite only/)
    }
  })
})
