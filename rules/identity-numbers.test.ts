import { describe, expect, it } from 'vitest'
import { creditCodeCheckChar, isCreditCode, isResidentId } from './identity-numbers'

describe('Chinese resident ID', () => {
  it.each([
    '11010519491231002X', // the GB 11643 example, upper-case X
    '11010519491231002x', // lower-case x
    '110101180001010031', // born 1800-01-01
    '110101209912310015', // born 2099-12-31
    '110101200002290018', // 29 February of a leap year
  ])('accepts %s', (value) => {
    expect(isResidentId(value)).toBe(true)
  })
  it.each([
    ['110105194912310021', 'wrong check digit'],
    ['11010519491231002', '17 characters'],
    ['11010519491231002X1', '19 characters'],
    ['110101179912310010', 'born 1799 (check digit right)'],
    ['11010121000101001X', 'born 2100'],
    ['110101190002290011', '29 February 1900, not a leap year'],
    ['110101199913310010', 'month 13'],
    ['1101011999A2310019', 'a letter inside'],
  ])('refuses %s (%s)', (value) => {
    expect(isResidentId(value)).toBe(false)
  })
})

describe('unified social credit code (GB 32100-2015)', () => {
  it.each([
    '91350100M000100Y43', // the example printed in the standard's explanations
    '91110000802100433B',
    '91440300708461136T',
  ])('accepts %s', (value) => {
    expect(isCreditCode(value)).toBe(true)
  })
  it.each([
    ['91350100M000100Y44', 'wrong check character'],
    ['91350100M000100Y4', '17 characters'],
    ['91350100M000100Y431', '19 characters'],
    ['91350100m000100y43', 'lower case'],
    ['9135010OM000100Y43', 'O is not in the alphabet'],
    ['913501A0M000100Y43', 'a letter in the division code'],
  ])('refuses %s (%s)', (value) => {
    expect(isCreditCode(value)).toBe(false)
  })
  it('computes the check character that makes a code valid', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3')
    expect(creditCodeCheckChar('91350100M000100I4')).toBeNull()
  })
})
