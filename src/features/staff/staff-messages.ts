import { LANGUAGES, type Language } from '@/config/settings'
import { staffEn } from '@/locales/staff/en'
import { staffZhCN, type StaffMessages } from '@/locales/staff/zh-CN'
import { addPageMessages } from '@/lib/i18n/i18n-core'

// Imported (for this effect) by every module of the staff console that shows its messages: they
// join the catalogue when the first console page loads, so no developer page carries them.

export const staffCatalogues: Record<Language, StaffMessages> = {
  'zh-CN': staffZhCN,
  en: staffEn,
}

for (const language of LANGUAGES) {
  addPageMessages(language, staffCatalogues[language])
}
