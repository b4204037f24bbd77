import { describe, expect, it, vi } from 'vitest'
import { mobileRedirectTarget } from './mobile-redirect'

const site = 'https://m.example.com'

describe('mobileRedirectTarget', () => {
  it('sends a screen of 768 px or narrower to the mobile site root', () => {
    expect(
      mobileRedirectTarget({
        width: () => 768,
        mobileSite: site,
        pathname: '/devtool',
        search: '?a=1',
      }),
    ).toBe('https://m.example.com/')
    expect(
      mobileRedirectTarget({ width: () => 375, mobileSite: `${site}/`, pathname: '/', search: '' }),
    ).toBe('https://m.example.com/')
  })

  it('keeps path and query of the developer-conference pages', () => {
    expect(
      mobileRedirectTarget({
        width: () => 500,
        mobileSite: site,
        pathname: '/active/developersConference/preview',
        search: '?from=ad&x=1',
      }),
    ).toBe('https://m.example.com/active/developersConference/preview?from=ad&x=1')
    expect(
      mobileRedirectTarget({
        width: () => 500,
        mobileSite: site,
        pathname: '/active/developersConference',
        search: '',
      }),
    ).toBe('https://m.example.com/active/developersConference')
  })

  it('does not treat a look-alike path as the conference', () => {
    expect(
      mobileRedirectTarget({
        width: () => 500,
        mobileSite: site,
        pathname: '/active/developersConferenceX',
        search: '?a=1',
      }),
    ).toBe('https://m.example.com/')
  })

  it('stays on wider screens', () => {
    expect(
      mobileRedirectTarget({ width: () => 769, mobileSite: site, pathname: '/', search: '' }),
    ).toBeNull()
  })

  it('stays when no mobile site is configured', () => {
    expect(
      mobileRedirectTarget({ width: () => 320, mobileSite: '', pathname: '/', search: '' }),
    ).toBeNull()
    expect(
      mobileRedirectTarget({ width: () => 320, mobileSite: '  ', pathname: '/', search: '' }),
    ).toBeNull()
  })

  it('does not read the width when no mobile site is configured (it makes the browser lay out)', () => {
    const width = vi.fn(() => 320)
    mobileRedirectTarget({ width, mobileSite: '', pathname: '/', search: '' })
    expect(width).not.toHaveBeenCalled()
  })
})
