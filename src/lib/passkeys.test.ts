import { describe, expect, it } from 'vitest'
import { browserRefusal, deviceName } from './passkeys'

describe('deviceName', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
      'iPhone',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
      'Android',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15',
      'Mac',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
      'Windows',
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
      'ChromeOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Linux'],
  ])('names the device of %s', (userAgent, device) => {
    expect(deviceName(userAgent)).toBe(device)
  })

  it('names nothing it does not know', () => {
    expect(deviceName('curl/8.5.0')).toBeUndefined()
  })
})

describe('browserRefusal', () => {
  const refusal = (name: string) => Object.assign(new Error('refused'), { name })

  it('takes a closed prompt or a timeout for the user cancelling', () => {
    expect(browserRefusal(refusal('NotAllowedError'))).toBe('cancelled')
    expect(browserRefusal(refusal('AbortError'))).toBe('cancelled')
  })

  it('knows an authenticator that already holds one of the passkeys', () => {
    expect(browserRefusal(refusal('InvalidStateError'))).toBe('exists')
  })

  it('calls anything else a failure', () => {
    expect(browserRefusal(refusal('SecurityError'))).toBe('failed')
    expect(browserRefusal('not an error')).toBe('failed')
  })
})
