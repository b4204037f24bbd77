import { LANGUAGES, type Language } from '@/config/settings'
import { addPageMessages } from '@/lib/i18n/i18n-core'
import { appsFindingsEn } from '@/locales/apps-findings/en'
import { appsFindingsZhCN, type AppsFindingsMessages } from '@/locales/apps-findings/zh-CN'

// Imported (for this effect) by the findings' list: what the screens say of each finding joins
// the catalogue when findings are first shown (the upload page, or a refused image).

export const appsFindingsCatalogues: Record<Language, AppsFindingsMessages> = {
  'zh-CN': appsFindingsZhCN,
  en: appsFindingsEn,
}

for (const language of LANGUAGES) {
  addPageMessages(language, appsFindingsCatalogues[language])
}
