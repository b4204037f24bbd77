import { describe, expect, it, vi } from 'vitest'
import {
  claimReload,
  isChunkLoadError,
  reloadAllowed,
  reloadForChunkError,
  RELOAD_GUARD_TTL_MS,
} from './reload-guard'

function memoryStorage() {
  const data = new Map<string, string>()
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  }
}

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: https://portal.example.com/assets/login-abc.js',
)

describe('isChunkLoadError', () => {
  it('recognises failed lazy imports', () => {
    expect(isChunkLoadError(chunkError)).toBe(true)
    const webpackStyle = new Error('Loading chunk 7 failed.')
    webpackStyle.name = 'ChunkLoadError'
    expect(isChunkLoadError(webpackStyle)).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
  })

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })
})

describe('claimReload', () => {
  it('allows one reload, then refuses for 10 000 ms', () => {
    const storage = memoryStorage()
    expect(RELOAD_GUARD_TTL_MS).toBe(10_000)
    expect(claimReload(storage, 1_000_000)).toBe(true)
    expect(claimReload(storage, 1_000_001)).toBe(false)
    expect(claimReload(storage, 1_009_999)).toBe(false)
    expect(claimReload(storage, 1_010_000)).toBe(true)
  })

  it('refuses without storage, since a loop could not be stopped', () => {
    expect(claimReload(undefined, 1)).toBe(false)
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(claimReload(broken, 1)).toBe(false)
  })
})

describe('reloadForChunkError', () => {
  it('reloads once for a chunk error and not again within the guard time', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    expect(reloadForChunkError(chunkError, { storage, now: 50_000, reload })).toBe(true)
    expect(reloadForChunkError(chunkError, { storage, now: 55_000, reload })).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('never reloads for other errors', () => {
    const reload = vi.fn()
    expect(
      reloadForChunkError(new Error('render failed'), { storage: memoryStorage(), reload }),
    ).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})

describe('reloadAllowed', () => {
  it('reads the guard without recording a reload', () => {
    const storage = memoryStorage()
    expect(reloadAllowed(storage, 1000)).toBe(true)
    expect(reloadAllowed(storage, 1000)).toBe(true)
    claimReload(storage, 1000)
    expect(reloadAllowed(storage, 10_999)).toBe(false)
    expect(reloadAllowed(storage, 11_000)).toBe(true)
    expect(reloadAllowed(undefined, 1)).toBe(false)
  })
})
