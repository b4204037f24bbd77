import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPage, afterNextPaint, holdUntilFirstPage } from './first-page'

/** Whether `promise` has settled once the tasks queued so far have run. */
async function settledSoon(promise: Promise<unknown>) {
  let settled = false
  void promise.then(() => (settled = true))
  await new Promise((resolve) => setTimeout(resolve, 5))
  return settled
}

describe('afterFirstPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    holdUntilFirstPage()() // the next test starts released
  })

  it('waits for the hold to be released, then for a paint', async () => {
    const release = holdUntilFirstPage()
    const waiting = afterFirstPage()
    expect(await settledSoon(waiting)).toBe(false)
    release()
    expect(await settledSoon(waiting)).toBe(true)
  })

  it('waits only for a paint when nothing holds it (tests, stories, later pages)', async () => {
    expect(await settledSoon(afterFirstPage())).toBe(true)
  })
})

describe('afterNextPaint', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('resolves in an idle period after the frame that follows the next one', async () => {
    const frames: FrameRequestCallback[] = []
    const idle: IdleRequestCallback[] = []
    vi.stubGlobal('document', { hidden: false })
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    )
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback))
    const painted = afterNextPaint()
    expect(await settledSoon(painted)).toBe(false)
    frames.shift()!(0) // the frame that paints
    expect(await settledSoon(painted)).toBe(false)
    frames.shift()!(16) // the next one: the paint is on screen
    expect(await settledSoon(painted)).toBe(false)
    expect(idle).toHaveLength(1)
    idle[0]!({ didTimeout: false, timeRemaining: () => 10 })
    expect(await settledSoon(painted)).toBe(true)
  })

  it('takes a task instead of an idle period where the browser has none', async () => {
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('document', { hidden: false })
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    )
    vi.stubGlobal('requestIdleCallback', undefined)
    const painted = afterNextPaint()
    frames.shift()!(0)
    frames.shift()!(16)
    expect(await settledSoon(painted)).toBe(true)
  })

  it('does not wait for frames a hidden page never paints', async () => {
    const frame = vi.fn()
    vi.stubGlobal('document', { hidden: true })
    vi.stubGlobal('requestAnimationFrame', frame)
    expect(await settledSoon(afterNextPaint())).toBe(true)
    expect(frame).not.toHaveBeenCalled()
  })
})
