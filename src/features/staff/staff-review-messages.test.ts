import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n/i18n'
import { staffReviewCatalogues } from './staff-review-messages'

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
  )
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1])

describe('staff review messages', () => {
  it('have the same keys in zh-CN and en', () => {
    expect(keys(staffReviewCatalogues.en)).toEqual(keys(staffReviewCatalogues['zh-CN']))
  })

  it('join the catalogue, filled in, with the same placeholders in both languages', () => {
    for (const key of keys(staffReviewCatalogues['zh-CN'])) {
      const zh = i18n.lookup('zh-CN', key) as string
      const en = i18n.lookup('en', key) as string
      expect(zh, key).toMatch(/\S/)
      expect(en, key).toMatch(/\S/)
      expect(placeholders(en).sort(), key).toEqual(placeholders(zh).sort())
    }
  })

  it('add the comment rule without changing the shared validation messages', () => {
    expect(i18n.lookup('en', 'validation.comment')).toBe('The comment has at most 500 characters')
    expect(i18n.lookup('en', 'validation.required')).toBe('This field is required')
  })
})
