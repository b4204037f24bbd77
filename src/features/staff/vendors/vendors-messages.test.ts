import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n/i18n'
import { staffAppReviewCatalogues } from '../app-review/app-review-messages'
import { staffCatalogues } from '../staff-messages'
import { staffReviewCatalogues } from '../staff-review-messages'
import { staffMembersCatalogues } from '../members/members-messages'
import { staffVendorReviewCatalogues } from '../vendor-review/vendor-review-messages'
import { staffVendorsCatalogues } from './vendors-messages'

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
  )
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1])

describe('the vendors messages', () => {
  it('have the same keys in zh-CN and en', () => {
    expect(keys(staffVendorsCatalogues.en)).toEqual(keys(staffVendorsCatalogues['zh-CN']))
  })

  it('join the catalogue, filled in, with the same placeholders in both languages', () => {
    for (const key of keys(staffVendorsCatalogues['zh-CN'])) {
      const zh = i18n.lookup('zh-CN', key) as string
      const en = i18n.lookup('en', key) as string
      expect(zh, key).toMatch(/\S/)
      expect(en, key).toMatch(/\S/)
      expect(placeholders(en).sort(), key).toEqual(placeholders(zh).sort())
    }
  })

  it('share no key with the console’s other messages, which join the same catalogue', () => {
    const others = new Set(
      [
        staffCatalogues,
        staffReviewCatalogues,
        staffAppReviewCatalogues,
        staffVendorReviewCatalogues,
        staffMembersCatalogues,
      ].flatMap((catalogues) => keys(catalogues['zh-CN'])),
    )
    expect(keys(staffVendorsCatalogues['zh-CN']).filter((key) => others.has(key))).toEqual([])
  })
})
