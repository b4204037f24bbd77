import type { Resolver, ResolverResult } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { lazyResolver } from './lazy-resolver'

type Values = { email: string }
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2]

describe('lazyResolver', () => {
  it('validates with the rules once they have loaded, loading them once', async () => {
    const rules = vi.fn(
      ({ strict }: { strict: boolean }): Resolver<Values> =>
        async (values): Promise<ResolverResult<Values>> => {
          if (strict && !values.email.includes('@')) {
            return {
              values: {},
              errors: { email: { type: 'pattern', message: 'validation.email' } },
            }
          }
          return { values, errors: {} }
        },
    )
    const load = vi.fn(async () => rules)
    const { resolver, preload } = lazyResolver<Values, { strict: boolean }>(load)
    preload()
    const loose = await resolver({ email: 'x' }, { strict: false }, options)
    expect(loose.errors).toEqual({})
    const strict = await resolver({ email: 'x' }, { strict: true }, options)
    expect(strict.errors.email?.message).toBe('validation.email')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries the load again after it failed', async () => {
    const load = vi
      .fn<() => Promise<(context: object) => Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(() => async (values) => ({ values, errors: {} }))
    const { resolver } = lazyResolver<Values, object>(load)
    await expect(resolver({ email: 'a@b.c' }, {}, options)).rejects.toThrow('offline')
    await expect(resolver({ email: 'a@b.c' }, {}, options)).resolves.toMatchObject({ errors: {} })
    expect(load).toHaveBeenCalledTimes(2)
  })
})
