import { describe, expect, it } from 'vitest'
import { i18n, loadLanguage } from './i18n-core'
import './account-area-messages'

// The app loads one language's main messages; pages add their own (the account area's) when they
// load. A page's messages arriving first must not make the language look loaded.
describe('loadLanguage', () => {
  it("loads a language's main messages even after a page added its own to it", async () => {
    expect(i18n.lookup('en', 'app.skipToContent')).toBeUndefined()
    await loadLanguage('en')
    expect(i18n.lookup('en', 'app.skipToContent')).toBe('Skip to content')
    // The page's messages are still there.
    expect(i18n.messages('en')).toHaveProperty('accountCentre')
  })
})
