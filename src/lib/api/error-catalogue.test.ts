import { describe, expect, it } from 'vitest'
import { catalogueMessage, Code, errorCatalogue } from '@generated/error-catalogue'
import { specCodes } from '../../../scripts/spec-lists'

describe('the generated error catalogue', () => {
  it('holds every code of section 8 of the specification in both languages', () => {
    for (const code of specCodes) {
      expect(catalogueMessage(code, 'zh-CN'), String(code)).toMatch(/\S/)
      expect(catalogueMessage(code, 'en'), String(code)).toMatch(/\S/)
    }
    expect(errorCatalogue[99001].en).toContain('captcha')
  })

  it('names every code once, and names nothing else', () => {
    const named = Object.values(Code)
    expect(new Set(named).size).toBe(named.length)
    expect(named.map(String).sort()).toEqual(Object.keys(errorCatalogue).sort())
    expect(Code.sessionInvalid).toBe(10005)
    expect(Code.success).toBe(0)
  })

  it('knows nothing of codes outside the catalogue', () => {
    expect(catalogueMessage(12345, 'en')).toBeUndefined()
  })
})
