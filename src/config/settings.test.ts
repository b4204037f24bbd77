import { describe, expect, it } from 'vitest'
import { readSettings } from './settings'

describe('readSettings', () => {
  it('falls back to the documented defaults', () => {
    expect(readSettings({})).toEqual({
      brandSlug: 'quickApp',
      brandName: { en: 'Quick App', 'zh-CN': '快应用' },
      mobileSite: '',
      updatePollMs: 60_000,
      defaultLanguage: 'zh-CN',
      buildId: undefined,
    })
  })

  it('reads every setting from the environment', () => {
    const settings = readSettings({
      VITE_BRAND_SLUG: 'fastApp',
      VITE_BRAND_NAME: 'Fast App',
      VITE_BRAND_NAME_ZH: '快快',
      VITE_MOBILE_SITE: 'https://m.example.com',
      VITE_UPDATE_POLL_MS: '5000',
      VITE_DEFAULT_LANGUAGE: 'en',
      VITE_BUILD_ID: 'abc',
    })
    expect(settings).toMatchObject({
      brandSlug: 'fastApp',
      brandName: { en: 'Fast App', 'zh-CN': '快快' },
      mobileSite: 'https://m.example.com',
      updatePollMs: 5000,
      defaultLanguage: 'en',
      buildId: 'abc',
    })
  })

  it('ignores an unusable poll interval or language', () => {
    expect(readSettings({ VITE_UPDATE_POLL_MS: '0' }).updatePollMs).toBe(60_000)
    expect(readSettings({ VITE_UPDATE_POLL_MS: 'soon' }).updatePollMs).toBe(60_000)
    expect(readSettings({ VITE_DEFAULT_LANGUAGE: 'fr' }).defaultLanguage).toBe('zh-CN')
  })
})
