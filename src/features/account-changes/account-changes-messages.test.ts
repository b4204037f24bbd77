import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n/i18n'
import { checkPageMessages } from '@/lib/i18n/page-messages-checks'
import { accountChangesCatalogues } from './account-changes-messages'

// The change screens' messages join the catalogue when the first change screen loads.
describe('change-screen messages', () => {
  checkPageMessages(accountChangesCatalogues)

  it('leave the catalogue every page loads as it was', () => {
    expect(i18n.lookup('zh-CN', 'titles.personal')).toBe('账号中心')
  })
})
