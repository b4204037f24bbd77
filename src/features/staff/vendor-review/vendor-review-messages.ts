import { LANGUAGES, type Language } from '@/config/settings'
import { staffVendorReviewEn } from '@/locales/staff-vendor-review/en'
import {
  staffVendorReviewZhCN,
  type StaffVendorReviewMessages,
} from '@/locales/staff-vendor-review/zh-CN'
import { addPageMessages } from '@/lib/i18n/i18n-core'
import '../app-review/app-review-messages'

// Imported (for this effect) by a vendor's operators' screens: their messages join the catalogue
// when the first of them loads, so no developer page carries them. A distribution shows the
// version as the alliance's review does (package, manifest, images, app), whose messages come
// along.

export const staffVendorReviewCatalogues: Record<Language, StaffVendorReviewMessages> = {
  'zh-CN': staffVendorReviewZhCN,
  en: staffVendorReviewEn,
}

for (const language of LANGUAGES) {
  addPageMessages(language, staffVendorReviewCatalogues[language])
}
