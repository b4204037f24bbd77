import { describe, expect, it } from 'vitest'
import { addressClass, maskAddress } from './client-address.ts'

describe('client addresses', () => {
  it.each([
    ['203.0.113.42', '203.0.113.*', '203.0/16'],
    ['::ffff:203.0.113.42', '203.0.113.*', '203.0/16'],
    ['127.0.0.1', '127.0.0.*', '127.0/16'],
    ['2001:0db8:85a3:0000:0000:8a2e:0370:7334', '2001:db8:85a3::*', '2001:db8:85a3/48'],
    ['2001:DB8:85A3::1', '2001:db8:85a3::*', '2001:db8:85a3/48'],
    ['2001:db8::1', '2001:db8:0::*', '2001:db8:0/48'],
    ['::1', '0:0:0::*', '0:0:0/48'],
    ['not an address', '*', ''],
  ])('%s is shown as %s and grouped in %s', (ip, masked, network) => {
    expect(maskAddress(ip)).toBe(masked)
    expect(addressClass(ip)).toBe(network)
  })
})
