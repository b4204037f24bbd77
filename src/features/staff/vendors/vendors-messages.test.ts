import { describe } from 'vitest'
import { checkPageMessages } from '@/lib/i18n/page-messages-checks'
import { staffAppReviewCatalogues } from '../app-review/app-review-messages'
import { staffCatalogues } from '../staff-messages'
import { staffReviewCatalogues } from '../staff-review-messages'
import { staffMembersCatalogues } from '../members/members-messages'
import { staffVendorReviewCatalogues } from '../vendor-review/vendor-review-messages'
import { staffVendorsCatalogues } from './vendors-messages'

describe('the vendors messages', () => {
  checkPageMessages(staffVendorsCatalogues, {
    named: 'the console’s other messages',
    catalogues: [
      staffCatalogues,
      staffReviewCatalogues,
      staffAppReviewCatalogues,
      staffVendorReviewCatalogues,
      staffMembersCatalogues,
    ],
  })
})
