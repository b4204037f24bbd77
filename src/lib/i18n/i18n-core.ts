import { useMemo, useSyncExternalStore } from 'react'
import { isLanguage, settings, type Language } from '@/config/settings'
import { LANGUAGE_COOKIE, LANGUAGE_PARAM } from '../../../rules/language-choice'
import type { Messages } from '@/locales/zh-CN'
import { Translator, type MessageTree, type TranslateOptions } from './translator'

// The i18n instance without any messages: the app loads only the active language before its first
// render (src/main.tsx, `loadLanguage`) and the other one when the visitor switches. Storybook and
// tests import `@/lib/i18n/i18n`, which adds both languages synchronously.

const LANGUAGE_KEY = LANGUAGE_COOKIE

/** `{{brand}}` is a setting, not a translation: fill it in once per language. */
export function withBrand<T>(messages: T, brand: string): T {
  if (typeof messages === 'string') return messages.replaceAll('{{brand}}', brand) as T
  return Object.fromEntries(
    Object.entries(messages as Record<string, unknown>).map(([key, value]) => [
      key,
      withBrand(value, brand),
    ]),
  ) as T
}

/** Each language's messages, a chunk of its own. */
const messageLoaders: Record<Language, () => Promise<Messages>> = {
  'zh-CN': () => import('@/locales/zh-CN').then((module) => module.zhCN),
  en: () => import('@/locales/en').then((module) => module.en),
}

/** `?lang=` in the address the visitor arrived at (a shared link, the sitemap). */
function addressLanguage(): Language | undefined {
  const asked = new URLSearchParams(globalThis.location?.search ?? '').get(LANGUAGE_PARAM)
  return isLanguage(asked) ? asked : undefined
}

/** The server reads the choice from a cookie to write <html lang> and the title before scripts. */
function rememberLanguage(language: Language) {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, language)
  } catch {
    // Private mode or a full storage: the switch still works for this visit.
  }
  if (globalThis.document) {
    globalThis.document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`
  }
}

function storedLanguage(): Language | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_KEY)
    return isLanguage(stored) ? stored : undefined
  } catch {
    return undefined
  }
}

/** The `lang` attribute is what the API mutator sends as Accept-Language. */
function applyLanguage(language: Language) {
  if (globalThis.document) globalThis.document.documentElement.lang = language
}

/** The language the server sent the page in, before anything here changes it. */
const servedLanguage = globalThis.document?.documentElement.lang

export const i18n = new Translator(
  addressLanguage() ?? storedLanguage() ?? settings.defaultLanguage,
)
applyLanguage(currentLanguage())
// A language asked for in the address, or one chosen before the cookie existed, is remembered
// where the server can read it.
const chosen = addressLanguage() ?? storedLanguage()
if (chosen) rememberLanguage(chosen)

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : settings.defaultLanguage
}

// The languages whose main messages are in: not `hasResourceBundle`, which is also true once a
// page's own messages (the account area's) joined a language whose main messages never loaded.
const loaded = new Set<Language>()

/**
 * Adds a language's main messages (with the brand filled in) once, merged into what pages have
 * added to that language already.
 */
export function addMessages(language: Language, messages: Messages) {
  if (loaded.has(language)) return
  loaded.add(language)
  addPageMessages(language, messages)
}

/** Messages a page brings with it (the account area's), merged into its language's. */
export function addPageMessages(language: Language, messages: MessageTree) {
  i18n.add(language, withBrand(messages, settings.brandName[language]))
}

/** Loads a language's messages (once); resolves when `t` can use them. */
export async function loadLanguage(language: Language = currentLanguage()) {
  if (loaded.has(language)) return
  addMessages(language, await messageLoaders[language]())
}

/**
 * For a page the server rendered: its first render here is in the language the server chose
 * (`<html lang>`, from the address or the cookie), which is then remembered. Returns the language
 * this browser had remembered instead, if any (its storage, where the cookie had gone): switch to
 * it once the page has hydrated.
 */
export function adoptRenderedLanguage(): Language | undefined {
  const rendered = servedLanguage
  if (!isLanguage(rendered) || rendered === currentLanguage()) return undefined
  const remembered = storedLanguage()
  i18n.changeLanguage(rendered)
  applyLanguage(rendered)
  if (!remembered) rememberLanguage(rendered)
  return remembered
}

/** Switch the language, remember it for the next visit, and tell the API through <html lang>. */
export async function setLanguage(language: Language) {
  await loadLanguage(language)
  i18n.changeLanguage(language)
  applyLanguage(language)
  rememberLanguage(language)
}

/**
 * `t` in the active language, and the catalogue; the component renders again when the language
 * changes or messages arrive.
 */
export function useTranslation() {
  const getVersion = () => i18n.version
  // The server renders with the same catalogue (src/entry-server.tsx): the same snapshot.
  const version = useSyncExternalStore(i18n.subscribe, getVersion, getVersion)
  // A new `t` per version, so that memoised children that receive it render again too.
  return useMemo(
    () => ({ t: (key: string, options?: TranslateOptions) => i18n.t(key, options), i18n, version }),
    [version],
  )
}
