import { LANGUAGES, type Language } from '@/config/settings'
import { accountChangesEn } from '@/locales/account-changes/en'
import { accountChangesZhCN, type AccountChangesMessages } from '@/locales/account-changes/zh-CN'
import { addPageMessages } from '@/lib/i18n/i18n-core'

// Imported (for this effect) by the change screens' frame: their messages join the catalogue when
// the first change screen loads, so neither the other pages nor the account centre carry them.

export const accountChangesCatalogues: Record<Language, AccountChangesMessages> = {
  'zh-CN': accountChangesZhCN,
  en: accountChangesEn,
}

for (const language of LANGUAGES) {
  addPageMessages(language, accountChangesCatalogues[language])
}
