import { LANGUAGES, type Language } from '@/config/settings'
import { addPageMessages } from '@/lib/i18n/i18n-core'
import { appsEn } from '@/locales/apps/en'
import { appsZhCN, type AppsMessages } from '@/locales/apps/zh-CN'

// Imported (for this effect) by every screen of the open platform: their messages join the
// catalogue when the first of them loads, so no other page carries them.

export const appsCatalogues: Record<Language, AppsMessages> = {
  'zh-CN': appsZhCN,
  en: appsEn,
}

for (const language of LANGUAGES) {
  addPageMessages(language, appsCatalogues[language])
}
