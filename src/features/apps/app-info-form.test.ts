import { describe, expect, it } from 'vitest'
import { appFixture, newAppFixture } from '../../../mocks/app-fixtures'
import { createBody, createSchema, infoDefaults, infoSchema, updateBody } from './app-info-form'

describe("an app's information form", () => {
  it('sends at creation only the texts that were given, trimmed', () => {
    const values = createSchema().parse({
      ...infoDefaults(),
      packageName: ' com.example.app ',
      category: 'tools',
      nameZh: ' 示例 ',
      summaryEn: 'One line',
    })
    expect(createBody(values)).toEqual({
      packageName: 'com.example.app',
      kind: 'quickApp',
      category: 'tools',
      nameZh: '示例',
      summaryEn: 'One line',
    })
  })

  it('holds the package name and the privacy address to the contract', () => {
    const base = { ...infoDefaults(), category: 'tools', nameZh: '示例' }
    for (const packageName of ['app', '1a.b', 'a..b', 'a.b-c', 'a.']) {
      expect(createSchema().safeParse({ ...base, packageName }).success, packageName).toBe(false)
    }
    expect(createSchema().safeParse({ ...base, packageName: 'a_1.b2' }).success).toBe(true)
    const url = (privacyPolicyUrl: string) =>
      createSchema().safeParse({ ...base, packageName: 'a.b', privacyPolicyUrl }).success
    expect(url('http://example.com')).toBe(false)
    expect(url('https://example.com/privacy')).toBe(true)
  })

  it('sends on update only what changed', () => {
    const app = appFixture()
    const values = infoSchema(app).parse({ ...infoDefaults(app), summaryEn: 'New line' })
    expect(updateBody(app, values)).toEqual({ id: 42, summaryEn: 'New line' })
  })

  it('lets a text be given on update, but not emptied once given', () => {
    expect(infoSchema(newAppFixture).safeParse(infoDefaults(newAppFixture)).success).toBe(true)
    const app = appFixture()
    const emptied = infoSchema(app).safeParse({ ...infoDefaults(app), summaryEn: '  ' })
    expect(emptied.success).toBe(false)
    expect(emptied.error?.issues[0]?.message).toBe('apps.form.cannotClear')
  })
})
