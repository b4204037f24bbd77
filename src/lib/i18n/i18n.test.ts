import { describe, expect, it } from 'vitest'
import { en } from '@/locales/en'
import { zhCN } from '@/locales/zh-CN'
import { accountAreaCatalogues } from './account-area-messages'
import { i18n, withBrand } from './i18n'

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
  )
}

function leaves(tree: object): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [value] : leaves(value as object),
  )
}

/** The message at `key` is there in both languages, not blank, with the same placeholders. */
function expectFilledAlike(key: string) {
  const zh = i18n.lookup('zh-CN', key) as string
  const english = i18n.lookup('en', key) as string
  expect(zh, key).toMatch(/\S/)
  expect(english, key).toMatch(/\S/)
  const vars = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
  expect(vars(english), key).toEqual(vars(zh))
}

describe('translations', () => {
  it('have the same keys in zh-CN and en', () => {
    const zhKeys = keys(zhCN)
    const enKeys = keys(en)
    expect(enKeys.filter((key) => !zhKeys.includes(key))).toEqual([])
    expect(zhKeys.filter((key) => !enKeys.includes(key))).toEqual([])
    expect(zhKeys.length).toBeGreaterThan(50)
  })

  it('leave no message empty and use the same placeholders in both languages', () => {
    for (const key of keys(zhCN)) expectFilledAlike(key)
  })

  it('translate every validation message key used by the shared rules', async () => {
    const source = await import('node:fs').then((fs) =>
      fs.readFileSync(new URL('../../components/form/validation.ts', import.meta.url), 'utf8'),
    )
    const used = [...new Set(source.match(/validation\.\w+/g))]
    expect(used.length).toBeGreaterThan(5)
    for (const key of used) {
      expect(i18n.exists(key, { lng: 'en' }), key).toBe(true)
      expect(i18n.exists(key, { lng: 'zh-CN' }), key).toBe(true)
    }
  })

  it('fill in the brand name of each language', () => {
    expect(withBrand({ a: { b: '{{brand}} showcase' } }, 'Quick App')).toEqual({
      a: { b: 'Quick App showcase' },
    })
    expect(i18n.t('titles.showcase', { lng: 'en' })).toBe('Quick App showcase')
    expect(i18n.t('titles.showcase', { lng: 'zh-CN' })).toBe('快应用展示')
    expect(leaves(en).join()).toContain('{{brand}}')
  })

  it('default to zh-CN', () => {
    expect(i18n.language).toBe('zh-CN')
  })
})

// The account area's messages (account-area-messages.ts) join the catalogue when such a page loads.
describe('account-area messages', () => {
  it('have the same keys in zh-CN and en', () => {
    expect(keys(accountAreaCatalogues.en)).toEqual(keys(accountAreaCatalogues['zh-CN']))
  })

  it('join the catalogue, filled in, with the same placeholders in both languages', () => {
    for (const key of keys(accountAreaCatalogues['zh-CN'])) expectFilledAlike(key)
  })

  it('leave the catalogue every page loads as it was', () => {
    expect(i18n.lookup('zh-CN', 'titles.personal')).toBe('账号中心')
  })
})
