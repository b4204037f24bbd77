import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n/i18n'
import { accountChangesCatalogues } from './account-changes-messages'

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
  )
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1])

// The change screens' messages join the catalogue when the first change screen loads.
describe('change-screen messages', () => {
  it('have the same keys in zh-CN and en', () => {
    expect(keys(accountChangesCatalogues.en)).toEqual(keys(accountChangesCatalogues['zh-CN']))
  })

  it('join the catalogue, filled in, with the same placeholders in both languages', () => {
    for (const key of keys(accountChangesCatalogues['zh-CN'])) {
      const zh = i18n.lookup('zh-CN', key) as string
      const en = i18n.lookup('en', key) as string
      expect(zh, key).toMatch(/\S/)
      expect(en, key).toMatch(/\S/)
      expect(placeholders(en).sort(), key).toEqual(placeholders(zh).sort())
    }
  })

  it('leave the catalogue every page loads as it was', () => {
    expect(i18n.lookup('zh-CN', 'titles.personal')).toBe('账号中心')
  })
})
