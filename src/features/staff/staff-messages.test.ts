import { describe } from 'vitest'
import { checkPageMessages } from '@/lib/i18n/page-messages-checks'
import { staffCatalogues } from './staff-messages'
import { staffReviewCatalogues } from './staff-review-messages'

describe('staff console messages (frame, sign-in, set-up)', () => {
  checkPageMessages(staffCatalogues, {
    named: 'the review screens’ messages',
    catalogues: [staffReviewCatalogues],
  })
})
