import { LANGUAGES, type Language } from '@/config/settings'
import { addPageMessages } from '@/lib/i18n/i18n-core'
import { appsFormEn } from '@/locales/apps-form/en'
import { appsFormZhCN, type AppsFormMessages } from '@/locales/apps-form/zh-CN'

// Imported (for this effect) by the open platform's forms (creating an app, the information's
// editor, the upload): their messages join the catalogue with the first of them, so an app's page
// carries them only once its editor is opened.

export const appsFormCatalogues: Record<Language, AppsFormMessages> = {
  'zh-CN': appsFormZhCN,
  en: appsFormEn,
}

for (const language of LANGUAGES) {
  addPageMessages(language, appsFormCatalogues[language])
}
