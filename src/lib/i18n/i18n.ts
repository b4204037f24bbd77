import { en } from '@/locales/en'
import { zhCN } from '@/locales/zh-CN'
import { addMessages } from './i18n-core'

// Both languages, synchronously: for Storybook and tests. The app itself imports `./i18n-core` and
// loads only the active language (src/main.tsx).
addMessages('zh-CN', zhCN)
addMessages('en', en)

export * from './i18n-core'
