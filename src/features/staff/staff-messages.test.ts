import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n/i18n'
import { staffCatalogues } from './staff-messages'
import { staffReviewCatalogues } from './staff-review-messages'

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
  )
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1])

describe('staff console messages (frame, sign-in, set-up)', () => {
  it('have the same keys in zh-CN and en', () => {
    expect(keys(staffCatalogues.en)).toEqual(keys(staffCatalogues['zh-CN']))
  })

  it('join the catalogue, filled in, with the same placeholders in both languages', () => {
    for (const key of keys(staffCatalogues['zh-CN'])) {
      const zh = i18n.lookup('zh-CN', key) as string
      const en = i18n.lookup('en', key) as string
      expect(zh, key).toMatch(/\S/)
      expect(en, key).toMatch(/\S/)
      expect(placeholders(en).sort(), key).toEqual(placeholders(zh).sort())
    }
  })

  it('share no key with the review screens’ messages, which join the same catalogue', () => {
    const review = new Set(keys(staffReviewCatalogues['zh-CN']))
    expect(keys(staffCatalogues['zh-CN']).filter((key) => review.has(key))).toEqual([])
  })
})
