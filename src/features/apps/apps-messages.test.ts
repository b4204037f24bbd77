import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n/i18n'
import { checkPageMessages } from '@/lib/i18n/page-messages-checks'
import { reasonCatalogue } from '@generated/reason-catalogue'
import { operations } from '@generated/operations'
import { appsFindingsCatalogues } from './apps-findings-messages'
import { appsFormCatalogues } from './apps-form-messages'
import { appsCatalogues } from './apps-messages'

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
describe.each(Object.entries(catalogues))('open-platform messages: %s', (part, catalogue) => {
  checkPageMessages(catalogue, {
    named: 'the open platform’s other parts',
    catalogues: Object.entries(catalogues)
      .filter(([other]) => other !== part)
      .map(([, other]) => other),
  })
})

describe('open-platform messages', () => {
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
