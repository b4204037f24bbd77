import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n/i18n'
import { checkPageMessages } from '@/lib/i18n/page-messages-checks'
import { staffAppReviewCatalogues } from '../app-review/app-review-messages'
import { staffCatalogues } from '../staff-messages'
import { staffReviewCatalogues } from '../staff-review-messages'
import { staffVendorReviewCatalogues } from './vendor-review-messages'

describe('the vendor review messages', () => {
  checkPageMessages(staffVendorReviewCatalogues, {
    named: 'the console’s other messages',
    catalogues: [staffCatalogues, staffReviewCatalogues, staffAppReviewCatalogues],
  })

  it('bring the app review’s, whose sections a distribution shows', () => {
    expect(i18n.lookup('zh-CN', 'staffAppReview.distributionStates.pending')).toBe('待审核')
    expect(i18n.lookup('en', 'validation.offlineComment')).toBe(
      'Give the reason, in at most 500 characters',
    )
  })
})
