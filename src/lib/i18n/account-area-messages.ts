import { LANGUAGES, type Language } from '@/config/settings'
import { accountAreaEn } from '@/locales/account-area/en'
import { accountAreaZhCN, type AccountAreaMessages } from '@/locales/account-area/zh-CN'
import { addPageMessages } from './i18n-core'

// Imported (for this effect) by every module that shows account-area messages: they join the
// catalogue when the first such page loads, so no other page carries them (docs/performance.md, size budget).

export const accountAreaCatalogues: Record<Language, AccountAreaMessages> = {
  'zh-CN': accountAreaZhCN,
  en: accountAreaEn,
}

for (const language of LANGUAGES) {
  addPageMessages(language, accountAreaCatalogues[language])
}
