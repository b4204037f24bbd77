import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { openText, sealText } from './crypto.ts'

describe('sealText / openText', () => {
  const secret = randomBytes(32)

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = sealText(secret, 'vendorVerifier', 'the verifier')
    expect(sealed).not.toContain('verifier')
    expect(openText(secret, 'vendorVerifier', sealed)).toBe('the verifier')
    expect(sealText(secret, 'vendorVerifier', 'the verifier')).not.toBe(sealed)
  })

  it('opens nothing under another secret, another purpose, or changed bytes', () => {
    const sealed = sealText(secret, 'vendorVerifier', 'the verifier')
    expect(openText(randomBytes(32), 'vendorVerifier', sealed)).toBeUndefined()
    expect(openText(secret, 'another', sealed)).toBeUndefined()
    const bytes = Buffer.from(sealed, 'base64url')
    bytes[bytes.length - 1]! ^= 1
    expect(openText(secret, 'vendorVerifier', bytes.toString('base64url'))).toBeUndefined()
    expect(openText(secret, 'vendorVerifier', 'short')).toBeUndefined()
  })
})
