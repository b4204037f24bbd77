import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchVersionFile, startUpdatePoller } from './update-poller'

describe('startUpdatePoller', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('reports a new build once, at the first poll that sees it, then stops', async () => {
    const versions = ['b1', 'b1', 'b2', 'b3']
    const fetchVersion = vi.fn(async () => versions.shift() ?? 'b9')
    const onUpdate = vi.fn()
    startUpdatePoller({ current: 'b1', fetchVersion, intervalMs: 60_000, onUpdate })

    await vi.advanceTimersByTimeAsync(59_999)
    expect(fetchVersion).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(onUpdate).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(onUpdate).toHaveBeenCalledExactlyOnceWith('b2')
    await vi.advanceTimersByTimeAsync(600_000)
    expect(fetchVersion).toHaveBeenCalledTimes(3)
    expect(onUpdate).toHaveBeenCalledTimes(1)
  })

  it('takes the first version read as the baseline when the running build is unknown', async () => {
    const versions = ['b1', 'b1', 'b2']
    const onUpdate = vi.fn()
    startUpdatePoller({
      current: undefined,
      fetchVersion: async () => versions.shift()!,
      intervalMs: 1000,
      onUpdate,
    })
    await vi.advanceTimersByTimeAsync(2000)
    expect(onUpdate).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1000)
    expect(onUpdate).toHaveBeenCalledWith('b2')
  })

  it('only logs a missing version file, once, and keeps polling', async () => {
    const log = vi.fn()
    const onUpdate = vi.fn()
    let calls = 0
    startUpdatePoller({
      current: 'b1',
      fetchVersion: async () => {
        calls += 1
        if (calls < 3) throw new Error('version.json: HTTP 404')
        return 'b2'
      },
      intervalMs: 1000,
      onUpdate,
      log,
    })
    await vi.advanceTimersByTimeAsync(2000)
    expect(log).toHaveBeenCalledTimes(1)
    expect(onUpdate).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1000)
    expect(onUpdate).toHaveBeenCalledWith('b2')
  })

  it('stops when asked', async () => {
    const fetchVersion = vi.fn(async () => 'b2')
    const onUpdate = vi.fn()
    const stop = startUpdatePoller({ current: 'b1', fetchVersion, intervalMs: 1000, onUpdate })
    stop()
    await vi.advanceTimersByTimeAsync(5000)
    expect(fetchVersion).not.toHaveBeenCalled()
    expect(onUpdate).not.toHaveBeenCalled()
  })
})

describe('fetchVersionFile', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('reads the version and bypasses caches', async () => {
    const fetchMock = vi.fn(async () => Response.json({ version: 'abc123' }))
    vi.stubGlobal('fetch', fetchMock)
    await expect(fetchVersionFile('/')).resolves.toBe('abc123')
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/^\/version\.json\?t=\d+$/), {
      cache: 'no-store',
    })
  })

  it('rejects a missing file or one without a version', async () => {
    vi.stubGlobal('fetch', async () => new Response('not found', { status: 404 }))
    await expect(fetchVersionFile('/')).rejects.toThrow('HTTP 404')
    vi.stubGlobal('fetch', async () => Response.json({}))
    await expect(fetchVersionFile('/')).rejects.toThrow('no version')
  })
})
