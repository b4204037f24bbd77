import { describe, expect, it } from 'vitest'
import { checkScreenshotSizeClass, sameSizeClass } from './size-class.ts'

describe('the screenshots’ size class', () => {
  it('is the aspect ratio: the pixel size may differ', () => {
    expect(sameSizeClass({ width: 540, height: 960 }, { width: 1080, height: 1920 }, 0)).toBe(true)
    expect(sameSizeClass({ width: 1080, height: 1921 }, { width: 1080, height: 1920 }, 0)).toBe(
      false,
    )
  })

  it('allows the tolerance relative to the existing ratio, and no more', () => {
    const existing = { width: 1000, height: 2000 } // 0.5
    expect(sameSizeClass({ width: 505, height: 1000 }, existing, 0.01)).toBe(true) // 0.505
    expect(sameSizeClass({ width: 495, height: 1000 }, existing, 0.01)).toBe(true) // 0.495
    expect(sameSizeClass({ width: 506, height: 1000 }, existing, 0.01)).toBe(false)
    expect(sameSizeClass({ width: 494, height: 1000 }, existing, 0.01)).toBe(false)
  })

  it('compares a new screenshot with every existing one, so ratios cannot drift', () => {
    // Each step is within 1 % of the one before, but the third is 1.2 % from the first.
    const first = { width: 1000, height: 2000 }
    const second = { width: 1006, height: 2000 }
    const third = { width: 1012, height: 2000 }
    expect(checkScreenshotSizeClass(second, [first], 0.01)).toBeUndefined()
    expect(checkScreenshotSizeClass(third, [second], 0.01)).toBeUndefined()
    expect(checkScreenshotSizeClass(third, [first, second], 0.01)).toEqual({
      reason: 'screenshotSizeMismatch',
      detail: { width: 1012, height: 2000, existingWidth: 1000, existingHeight: 2000 },
    })
  })

  it('has nothing to say about the first screenshot', () => {
    expect(checkScreenshotSizeClass({ width: 1, height: 3 }, [], 0)).toBeUndefined()
  })
})
