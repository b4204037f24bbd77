import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n/i18n'
import { checkPageMessages } from '@/lib/i18n/page-messages-checks'
import { staffReviewCatalogues } from './staff-review-messages'

describe('staff review messages', () => {
  checkPageMessages(staffReviewCatalogues)

  it('add the comment rule without changing the shared validation messages', () => {
    expect(i18n.lookup('en', 'validation.comment')).toBe('The comment has at most 500 characters')
    expect(i18n.lookup('en', 'validation.required')).toBe('This field is required')
  })
})
