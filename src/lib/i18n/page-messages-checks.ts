import { expect, it } from 'vitest'
import type { Language } from '@/config/settings'
import { i18n } from './i18n'

// The checks every page's own messages pass (a feature's `*-messages.test.ts` declares them): both
// languages say the same keys, each filled in with the same placeholders, and no key of theirs is
// another page's that joins the same catalogue (the later one would silently win). Only test files
// import this module, so it never reaches the app's bundle.

/** A page's messages in each language. */
export type PageCatalogues = Record<Language, object>

/** Every message's key in a tree, dotted. */
export function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  )
}

// As the translator fills them in (src/lib/i18n/translator.ts), spaces inside the braces allowed.
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1])

/** The other pages' messages that join the same catalogue, and how the check's name calls them. */
export interface OtherCatalogues {
  /** Ends the check's name "share no key with …, which join the same catalogue". */
  named: string
  catalogues: readonly PageCatalogues[]
}

/** Declares, in the calling `describe`, the checks of a page's messages. */
export function checkPageMessages(catalogues: PageCatalogues, others?: OtherCatalogues) {
  it('have the same keys in zh-CN and en', () => {
    expect(keysOf(catalogues.en)).toEqual(keysOf(catalogues['zh-CN']))
  })

  it('join the catalogue, filled in, with the same placeholders in both languages', () => {
    for (const key of keysOf(catalogues['zh-CN'])) {
      const zh = i18n.lookup('zh-CN', key) as string
      const en = i18n.lookup('en', key) as string
      expect(zh, key).toMatch(/\S/)
      expect(en, key).toMatch(/\S/)
      expect(placeholders(en).sort(), key).toEqual(placeholders(zh).sort())
    }
  })

  if (others) {
    it(`share no key with ${others.named}, which join the same catalogue`, () => {
      expect(others.catalogues.length).toBeGreaterThan(0)
      const taken = new Set(others.catalogues.flatMap((other) => keysOf(other['zh-CN'])))
      expect(keysOf(catalogues['zh-CN']).filter((key) => taken.has(key))).toEqual([])
    })
  }
}
