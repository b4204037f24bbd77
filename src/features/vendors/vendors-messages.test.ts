import { describe, expect, it } from 'vitest'
import { operations } from '@generated/operations'
import { i18n } from '@/lib/i18n/i18n'
import { checkPageMessages } from '@/lib/i18n/page-messages-checks'
import { ApiError } from '@/lib/api/api-client'
import type { FailureReasonCode } from '@generated/error-catalogue'
import { callbackRefusal, listRefusal } from './refusals'
import { vendorsCatalogues } from './vendors-messages'

/** The codes an operation may answer that are refusals of its own (not protocol or session ones). */
const refusalsOf = (operation: keyof typeof operations) =>
  operations[operation].codes.filter((code) => ![0, 440, 10005].includes(code))

/** Each (code, reason) an operation may answer: one per reason where the code has several. */
function causesOf(operation: keyof typeof operations): [number, FailureReasonCode | undefined][] {
  const { reasons, reasonChoices } = operations[operation] as {
    reasons: Record<string, FailureReasonCode>
    reasonChoices: Record<string, FailureReasonCode[]>
  }
  return refusalsOf(operation).flatMap((code) => {
    const choices = reasonChoices[code] ?? [reasons[code]]
    return choices.map((reason): [number, FailureReasonCode | undefined] => [code, reason])
  })
}

describe('vendor messages', () => {
  checkPageMessages(vendorsCatalogues)
})

describe('the callback page says every refusal of finishVendorBinding in its own words', () => {
  it.each(causesOf('finishVendorBinding').filter(([code]) => code !== 441))(
    '%i %s',
    (code, reason) => {
      const refusal = callbackRefusal(new ApiError(code, '', undefined, reason))
      expect(refusal).toBeDefined()
      for (const part of ['title', 'todo']) {
        const key = `vendors.callback.refusal.${refusal}.${part}`
        expect(i18n.lookup('zh-CN', key), key).toBeTypeOf('string')
        expect(i18n.lookup('en', key), key).toBeTypeOf('string')
      }
    },
  )

  it('tells the 11103 reasons apart', () => {
    const reasons = operations.finishVendorBinding.reasonChoices['11103']
    const refusals = reasons.map((reason) =>
      callbackRefusal(new ApiError(11103, '', undefined, reason)),
    )
    expect(refusals).toEqual(reasons)
  })

  it('leaves any other failure to the generic text', () => {
    expect(callbackRefusal(new ApiError(500, ''))).toBeUndefined()
    expect(callbackRefusal(new Error('offline'))).toBeUndefined()
  })
})

describe('the vendor list says the refusals of binding and unbinding in its own words', () => {
  it.each(
    [...causesOf('startVendorBinding'), ...causesOf('unbindVendor')].filter(
      // 31008 is the proof asked for; 441 of startVendorBinding is a malformed vendor code.
      ([code, reason]) => code !== 31008 && (code !== 441 || reason !== undefined),
    ),
  )('%i %s', (code, reason) => {
    const refusal = listRefusal(new ApiError(code, '', undefined, reason))
    expect(refusal).toBeDefined()
    expect(i18n.lookup('en', `vendors.refusal.${refusal!.key}`)).toBeTypeOf('string')
  })
})
