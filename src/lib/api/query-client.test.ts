import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api/api-client'
import { createQueryClient } from './query-client'

const failing = () => Promise.reject(new ApiError(10006, '账号已被冻结', 200))

describe('createQueryClient', () => {
  it('reports failed queries and mutations', async () => {
    const onError = vi.fn()
    const client = createQueryClient({ retry: false, onError })
    await expect(client.fetchQuery({ queryKey: ['q'], queryFn: failing })).rejects.toThrow()
    await expect(
      client.getMutationCache().build(client, { mutationFn: failing }).execute(undefined),
    ).rejects.toThrow()
    expect(onError).toHaveBeenCalledTimes(2)
    expect(onError.mock.calls[0]![0]).toMatchObject({ code: 10006 })
  })

  it('keeps quiet about calls marked silent', async () => {
    const onError = vi.fn()
    const client = createQueryClient({ retry: false, onError })
    await expect(
      client.fetchQuery({ queryKey: ['q'], queryFn: failing, meta: { silent: true } }),
    ).rejects.toThrow()
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: failing, meta: { silent: true } })
        .execute(undefined),
    ).rejects.toThrow()
    expect(onError).not.toHaveBeenCalled()
  })
})
