// How a visitor's language reaches the server before any script runs (design.md section 6): the
// portal remembers the choice in this cookie, and `?lang=` in an address picks one for that visit
// (the sitemap's alternates use it). The server (server/lib/page-directory.ts) and the app
// (src/lib/i18n/i18n-core.ts) both import this module. No imports, no DOM or Node APIs.

/** The portal's languages, the first the default where nothing else decides. */
export const LANGUAGES = ['zh-CN', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
export const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.includes(value as Language)

export const LANGUAGE_COOKIE = 'portal.language'
export const LANGUAGE_PARAM = 'lang'
