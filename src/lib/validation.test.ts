import { describe, expect, it } from 'vitest'
import { nameRule, passwordRule, phoneRule, smsCodeRule, wechatRule } from './validation'

const ok = (rule: { safeParse: (v: unknown) => { success: boolean } }, value: string) =>
  rule.safeParse(value).success

describe('password', () => {
  it.each(['Abcdefg1', 'Abcdefghijklmno1'])('accepts %s (8 and 16 characters)', (value) => {
    expect(ok(passwordRule, value)).toBe(true)
  })
  it.each([
    ['Abcdef1', 'seven characters'],
    ['Abcdefghijklmnop1', 'seventeen characters'],
    ['abcdefg1', 'no upper-case letter'],
    ['ABCDEFG1', 'no lower-case letter'],
    ['Abcdefgh', 'no digit'],
  ])('refuses %s (%s)', (value) => {
    expect(ok(passwordRule, value)).toBe(false)
  })
})

describe('phone', () => {
  it('accepts exactly 11 digits', () => expect(ok(phoneRule, '13800138000')).toBe(true))
  it.each(['1380013800', '138001380000', '1380013800a', ''])('refuses %j', (value) => {
    expect(ok(phoneRule, value)).toBe(false)
  })
})

describe('SMS code', () => {
  it('accepts exactly 6 digits', () => expect(ok(smsCodeRule, '012345')).toBe(true))
  it.each(['12345', '1234567', '12345a'])('refuses %j', (value) => {
    expect(ok(smsCodeRule, value)).toBe(false)
  })
})

describe('WeChat id', () => {
  it.each(['abcde', 'a_b-c', 'A1234567890123456789'])('accepts %j (5 to 20)', (value) => {
    expect(ok(wechatRule, value)).toBe(true)
  })
  it.each(['abcd', 'A12345678901234567890', 'abc de', 'abc.de'])('refuses %j', (value) => {
    expect(ok(wechatRule, value)).toBe(false)
  })
})

describe('name', () => {
  it.each(['Alice', '张三', 'Li雷'])('accepts %j', (value) => {
    expect(ok(nameRule, value)).toBe(true)
  })
  it.each(['', 'Alice Smith', 'O’Neil', 'Zhang3', '张三!'])('refuses %j', (value) => {
    expect(ok(nameRule, value)).toBe(false)
  })
})
