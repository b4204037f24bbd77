import { LANGUAGES, type Language } from '@/config/settings'
import { staffAppReviewEn } from '@/locales/staff-app-review/en'
import { staffAppReviewZhCN, type StaffAppReviewMessages } from '@/locales/staff-app-review/zh-CN'
import { addPageMessages } from '@/lib/i18n/i18n-core'
import '@/features/staff/staff-review-messages'

// Imported (for this effect) by the app review's screens: their messages join the catalogue when
// the first of them loads, so no developer page carries them. They sit in the review screens'
// frame (page, loading, pager), whose messages come along.

export const staffAppReviewCatalogues: Record<Language, StaffAppReviewMessages> = {
  'zh-CN': staffAppReviewZhCN,
  en: staffAppReviewEn,
}

for (const language of LANGUAGES) {
  addPageMessages(language, staffAppReviewCatalogues[language])
}
