// Brand and deployment settings (design section 2), read once from the build's environment.

import { isLanguage, type Language } from '../../rules/language-choice.ts'

export { isLanguage, LANGUAGES, type Language } from '../../rules/language-choice.ts'

export interface Settings {
  /** `{product}` in route paths: /openness/{slug}, /{slug}Show, /{slug}Show/{slug}Detail. */
  brandSlug: string
  brandName: Record<Language, string>
  /** Mobile site address; empty means no redirect (the layouts are responsive instead). */
  mobileSite: string
  updatePollMs: number
  defaultLanguage: Language
  /** Set at build time by the version-file plugin; undefined in dev and Storybook. */
  buildId: string | undefined
}

type Env = Partial<Record<keyof ImportMetaEnv, string | undefined>>

export function readSettings(env: Env): Settings {
  const poll = Number(env.VITE_UPDATE_POLL_MS)
  return {
    brandSlug: env.VITE_BRAND_SLUG?.trim() || 'quickApp',
    brandName: {
      en: env.VITE_BRAND_NAME?.trim() || 'Quick App',
      'zh-CN': env.VITE_BRAND_NAME_ZH?.trim() || '快应用',
    },
    mobileSite: env.VITE_MOBILE_SITE?.trim() ?? '',
    // A zero, negative or unreadable interval would poll in a tight loop or never: use the default.
    updatePollMs: Number.isFinite(poll) && poll >= 1000 ? poll : 60_000,
    defaultLanguage: isLanguage(env.VITE_DEFAULT_LANGUAGE) ? env.VITE_DEFAULT_LANGUAGE : 'zh-CN',
    buildId: env.VITE_BUILD_ID || undefined,
  }
}

export const settings = readSettings(import.meta.env ?? {})
