import { describe, expect, it } from 'vitest'
import { isApiPath } from './api-path.ts'

describe('isApiPath', () => {
  it('is /api and what is under it, with or without a query', () => {
    for (const url of [
      '/api',
      '/api/',
      '/api/health',
      '/api/p/account/queryAccountInfo?x=1',
      '/api?x',
    ])
      expect(isApiPath(url), url).toBe(true)
  })

  it('is not a page or file that only starts like it', () => {
    for (const url of ['/', '/apiary', '/api-docs', '/assets/api/x.js', '/dev/api/x'])
      expect(isApiPath(url), url).toBe(false)
  })
})
