import { describe, expect, it } from 'vitest'
import { accountAreaCatalogues } from './account-area-messages'
import { i18n } from './i18n'

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
  )
}

describe('account-area messages', () => {
  it('have the same keys in zh-CN and en', () => {
    expect(keys(accountAreaCatalogues.en)).toEqual(keys(accountAreaCatalogues['zh-CN']))
  })

  it('join the catalogue, filled in, with the same placeholders in both languages', () => {
    for (const key of keys(accountAreaCatalogues['zh-CN'])) {
      const zh = i18n.lookup('zh-CN', key) as string
      const english = i18n.lookup('en', key) as string
      expect(zh, key).toMatch(/\S/)
      expect(english, key).toMatch(/\S/)
      const vars = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
      expect(vars(english), key).toEqual(vars(zh))
    }
  })

  it('leave the catalogue every page loads as it was', () => {
    expect(i18n.lookup('zh-CN', 'titles.personal')).toBe('账号中心')
  })
})
