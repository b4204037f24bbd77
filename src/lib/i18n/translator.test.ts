import { describe, expect, it, vi } from 'vitest'
import { Translator } from './translator'

describe('Translator', () => {
  it('fills placeholders and reads another language on request', () => {
    const i18n = new Translator('en')
    i18n.add('en', { records: { count: 'Records: {{count}}' } })
    i18n.add('zh-CN', { records: { count: '记录：{{count}}' } })
    expect(i18n.t('records.count', { count: 3 })).toBe('Records: 3')
    expect(i18n.t('records.count', { count: 3, lng: 'zh-CN' })).toBe('记录：3')
  })

  it('answers the key for a missing message or a branch, and keeps an unfilled placeholder', () => {
    const i18n = new Translator('en')
    i18n.add('en', { a: { b: 'Hello {{name}}' } })
    expect(i18n.t('a.missing')).toBe('a.missing')
    expect(i18n.t('a')).toBe('a')
    expect(i18n.t('a.b')).toBe('Hello {{name}}')
    expect(i18n.exists('a.b')).toBe(true)
    expect(i18n.exists('a')).toBe(false)
    expect(i18n.exists('a.b', { lng: 'zh-CN' })).toBe(false)
  })

  it('merges added messages into a branch without replacing what is there', () => {
    const i18n = new Translator('en')
    i18n.add('en', { titles: { home: 'Home' } })
    i18n.add('en', { titles: { home: 'Replaced?', personal: 'Account centre' } })
    expect(i18n.lookup('en', 'titles')).toEqual({ home: 'Home', personal: 'Account centre' })
  })

  it('tells subscribers when the language or the messages change', () => {
    const i18n = new Translator('zh-CN')
    const listener = vi.fn()
    const unsubscribe = i18n.subscribe(listener)
    const before = i18n.version
    i18n.changeLanguage('en')
    i18n.changeLanguage('en')
    i18n.add('en', { a: 'b' })
    expect(listener).toHaveBeenCalledTimes(2)
    expect(i18n.version).toBe(before + 2)
    unsubscribe()
    i18n.changeLanguage('zh-CN')
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
