import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/api-client'
import { errorText } from './error-text'
import { setLanguage } from '@/lib/i18n/i18n'

describe('errorText', () => {
  afterEach(() => setLanguage('zh-CN'))

  it("prefers the server's message", () => {
    expect(errorText(new ApiError(10001, '邮箱或密码错误', 200))).toBe('邮箱或密码错误')
  })

  it("falls back to the catalogue's text in the current language", async () => {
    expect(errorText(new ApiError(10006, undefined, 200))).toBe('账号已被冻结')
    await setLanguage('en')
    expect(errorText(new ApiError(10006, undefined, 200))).toBe('This account is frozen')
  })

  it('says "request failed" for no answer, a non-envelope answer or an unknown code', async () => {
    await setLanguage('en')
    expect(errorText(new ApiError(0))).toBe('request failed')
    expect(errorText(new ApiError(502, undefined, 502))).toBe('request failed')
    expect(errorText(new ApiError(200, undefined, 200))).toBe('request failed')
    expect(errorText(new ApiError(12345, undefined, 200))).toBe('request failed')
    expect(errorText(new Error('boom'))).toBe('request failed')
    await setLanguage('zh-CN')
    expect(errorText(new ApiError(0))).toBe('请求失败')
  })
})
