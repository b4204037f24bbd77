import { describe, expect, it } from 'vitest'
import type { ActiveSession } from '@generated/model'
import { currentFirst, sessionLabel } from './sessions'

const t = (key: string) => (key === 'security.unknownBrowser' ? '未知浏览器' : key)

const session = (id: string, current: boolean): ActiveSession => ({
  id,
  browser: 'Chrome 131',
  os: 'Windows',
  address: '203.0.113.*',
  createdAt: '2026-03-05T01:20:00.000Z',
  lastActiveAt: '2026-03-05T09:41:00.000Z',
  current,
})

describe('sessionLabel', () => {
  it('names the browser and the system', () => {
    expect(sessionLabel({ browser: 'Safari 18', os: 'iOS 18' }, t)).toBe('Safari 18 · iOS 18')
  })

  it('says the browser is unknown when the user agent did not tell', () => {
    expect(sessionLabel({ browser: null, os: 'Linux' }, t)).toBe('未知浏览器 · Linux')
    expect(sessionLabel({ browser: null, os: null }, t)).toBe('未知浏览器')
  })

  it('leaves out a system it could not read', () => {
    expect(sessionLabel({ browser: 'Firefox 133', os: null }, t)).toBe('Firefox 133')
  })
})

describe('currentFirst', () => {
  it('puts this device first and keeps the others in order', () => {
    const list = [session('a', false), session('b', true), session('c', false)]
    expect(currentFirst(list).map((s) => s.id)).toEqual(['b', 'a', 'c'])
  })
})
