import { describe } from 'vitest'
import { checkPageMessages } from '@/lib/i18n/page-messages-checks'
import { staffAppReviewCatalogues } from '../app-review/app-review-messages'
import { staffCatalogues } from '../staff-messages'
import { staffReviewCatalogues } from '../staff-review-messages'
import { staffVendorReviewCatalogues } from '../vendor-review/vendor-review-messages'
import { staffMembersCatalogues } from './members-messages'

describe('the staff members messages', () => {
  checkPageMessages(staffMembersCatalogues, {
    named: 'the console’s other messages',
    catalogues: [
      staffCatalogues,
      staffReviewCatalogues,
      staffAppReviewCatalogues,
      staffVendorReviewCatalogues,
    ],
  })
})
