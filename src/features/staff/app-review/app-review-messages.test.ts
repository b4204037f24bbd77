import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n/i18n'
import { checkPageMessages } from '@/lib/i18n/page-messages-checks'
import { staffCatalogues } from '../staff-messages'
import { staffReviewCatalogues } from '../staff-review-messages'
import { staffAppReviewCatalogues } from './app-review-messages'

describe('the app review messages', () => {
  checkPageMessages(staffAppReviewCatalogues, {
    named: 'the console’s other messages',
    catalogues: [staffCatalogues, staffReviewCatalogues],
  })

  it('add their field rules without changing the shared validation messages', () => {
    expect(i18n.lookup('en', 'validation.pinReason')).toBe(
      'Give the reason, in at most 300 characters',
    )
    expect(i18n.lookup('en', 'validation.required')).toBe('This field is required')
    expect(i18n.lookup('en', 'validation.reason')).not.toMatch(/300/)
  })
})
