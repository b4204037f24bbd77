import { LANGUAGES, type Language } from '@/config/settings'
import { staffReviewEn } from '@/locales/staff-review/en'
import { staffReviewZhCN, type StaffReviewMessages } from '@/locales/staff-review/zh-CN'
import { addPageMessages } from '@/lib/i18n/i18n-core'
import '@/lib/i18n/account-area-messages'

// Imported (for this effect) by the staff console's review screens: their messages join the
// catalogue when the first of them loads, so no developer page carries them. They show record
// types, field names and statuses in the account area's words, whose messages come along.

export const staffReviewCatalogues: Record<Language, StaffReviewMessages> = {
  'zh-CN': staffReviewZhCN,
  en: staffReviewEn,
}

for (const language of LANGUAGES) {
  addPageMessages(language, staffReviewCatalogues[language])
}
