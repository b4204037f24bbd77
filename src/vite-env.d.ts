/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string
  readonly VITE_BRAND_SLUG?: string
  readonly VITE_BRAND_NAME?: string
  readonly VITE_BRAND_NAME_ZH?: string
  readonly VITE_MOBILE_SITE?: string
  readonly VITE_UPDATE_POLL_MS?: string
  readonly VITE_DEFAULT_LANGUAGE?: string
  /** Set by the version-file plugin in vite.config.ts; absent in dev and in Storybook. */
  readonly VITE_BUILD_ID?: string
}
