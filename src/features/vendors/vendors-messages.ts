import { LANGUAGES, type Language } from '@/config/settings'
import { addPageMessages } from '@/lib/i18n/i18n-core'
import { vendorsEn } from '@/locales/vendors/en'
import { vendorsZhCN, type VendorsMessages } from '@/locales/vendors/zh-CN'

// Imported (for this effect) by the vendor accounts page and the binding's callback page: their
// messages join the catalogue when the first of them loads, so no other page carries them.

export const vendorsCatalogues: Record<Language, VendorsMessages> = {
  'zh-CN': vendorsZhCN,
  en: vendorsEn,
}

for (const language of LANGUAGES) {
  addPageMessages(language, vendorsCatalogues[language])
}
