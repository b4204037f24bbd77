import { LANGUAGES, type Language } from '@/config/settings'
import { staffVendorsEn } from '@/locales/staff-vendors/en'
import { staffVendorsZhCN, type StaffVendorsMessages } from '@/locales/staff-vendors/zh-CN'
import { addPageMessages } from '@/lib/i18n/i18n-core'
import '@/features/staff/staff-review-messages'

// Imported (for this effect) by the vendors page: its messages join the catalogue when it loads,
// so no developer page carries them. It sits in the review screens' frame (page, loading), whose
// messages come along.

export const staffVendorsCatalogues: Record<Language, StaffVendorsMessages> = {
  'zh-CN': staffVendorsZhCN,
  en: staffVendorsEn,
}

for (const language of LANGUAGES) {
  addPageMessages(language, staffVendorsCatalogues[language])
}
