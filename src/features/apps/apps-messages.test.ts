import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n/i18n'
import { reasonCatalogue } from '@generated/reason-catalogue'
import { operations } from '@generated/operations'
import { appsFindingsCatalogues } from './apps-findings-messages'
import { appsFormCatalogues } from './apps-form-messages'
import { appsCatalogues } from './apps-messages'

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
  )
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1])

/** Every reason the apps operations may give with a finding the screens explain. */
const findingReasons = new Set(
  ['uploadVersion', 'uploadIcon', 'addScreenshot'].flatMap((operation) => {
    const { reasons, reasonChoices } = operations[operation as keyof typeof operations]
    return [...Object.values(reasons), ...Object.values(reasonChoices).flat()] as string[]
  }),
)

const catalogues = {
  screens: appsCatalogues,
  forms: appsFormCatalogues,
  findings: appsFindingsCatalogues,
}

// The open platform's messages join the catalogue when its first screen (form, findings) loads.
describe.each(Object.entries(catalogues))('open-platform messages: %s', (_, catalogue) => {
  it('have the same keys in zh-CN and en', () => {
    expect(keys(catalogue.en)).toEqual(keys(catalogue['zh-CN']))
  })

  it('join the catalogue, filled in, with the same placeholders in both languages', () => {
    for (const key of keys(catalogue['zh-CN'])) {
      const zh = i18n.lookup('zh-CN', key) as string
      const en = i18n.lookup('en', key) as string
      expect(zh, key).toMatch(/\S/)
      expect(en, key).toMatch(/\S/)
      expect(placeholders(en).sort(), key).toEqual(placeholders(zh).sort())
    }
  })
})

describe('open-platform messages', () => {
  it('never say the same key twice across their parts', () => {
    const all = Object.values(catalogues).flatMap((catalogue) => keys(catalogue['zh-CN']))
    expect(all.length).toBe(new Set(all).size)
  })

  it('say what to do for every finding an upload may report', () => {
    findingReasons.delete('appNotFound')
    for (const reason of findingReasons) {
      expect(reason in reasonCatalogue, reason).toBe(true)
      expect(i18n.lookup('zh-CN', `apps.findings.fix.${reason}`), reason).toBeTypeOf('string')
    }
  })

  it('leave the form messages every page loads as they were', () => {
    expect(i18n.lookup('zh-CN', 'validation.phone')).toBe('请输入 11 位手机号码')
  })
})
