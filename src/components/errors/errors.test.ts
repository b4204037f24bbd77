import { data } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { AppError, describeError, NotFoundError } from './errors'

describe('errors', () => {
  it('a not-found error says "Page Not Found: " and the path, with status 404', () => {
    const error = new NotFoundError('/no/such/page?x=1')
    expect(error.message).toBe('Page Not Found: /no/such/page?x=1')
    expect(describeError(error)).toEqual({
      statusCode: 404,
      message: 'Page Not Found: /no/such/page?x=1',
      fatal: false,
    })
  })

  it('keeps the status code and fatal flag of the portal own errors', () => {
    expect(describeError(new AppError('boot failed', { statusCode: 503, fatal: true }))).toEqual({
      statusCode: 503,
      message: 'boot failed',
      fatal: true,
    })
  })

  it('describes router error responses and plain errors', () => {
    let thrown: unknown
    try {
      throw data('Gone for good', { status: 410 })
    } catch (error) {
      thrown = error
    }
    expect(describeError(thrown)).toMatchObject({ fatal: false })
    expect(describeError(new TypeError('x is undefined'))).toEqual({
      statusCode: 500,
      message: 'x is undefined',
      fatal: false,
    })
    expect(describeError('odd')).toMatchObject({ statusCode: 500, message: 'odd' })
  })
})
